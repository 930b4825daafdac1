// Reporter throughput: feeds the reporter N synthetic test results (one session of K actions each,
// with token usage) the way Playwright would, and prints how long its callbacks take and how big
// the files get. Run: npx tsx bench/reporter-bench.ts [tests=1000] [actionsPerSession=20]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { ActwrightReporter } from '../src/reporter/index.js';
import { METRIC_PREFIXES, METRIC_SUFFIXES, REPLAY_ATTACHMENT_NAME, type SessionExport } from '../src/replay/record.js';

const TESTS = Number(process.argv[2] ?? 1000);
const ACTIONS = Number(process.argv[3] ?? 20);
const T0 = 1_763_700_000_000;
const out = mkdtempSync(join(tmpdir(), 'actwright-bench-'));

function session(n: number): SessionExport {
  const sessionId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const records = Array.from({ length: ACTIONS }, (_, i) => ({
    seq: i,
    method: (['act', 'extract', 'observe'] as const)[i % 3]!,
    parameters: { instruction: `step ${i}: click the button labelled "item ${i}"` },
    result: { success: true, message: `done ${i}` },
    timestamp: new Date(T0 + i * 100).toISOString(),
    startedAt: T0 + i * 100,
    endedAt: T0 + i * 100 + 80,
    pageUrl: `http://127.0.0.1:4100/page/${Math.floor(i / 5)}`,
    tokenUsage: { inputTokens: 1000, outputTokens: 50, timeMs: 70, cost: 0.001 },
  }));
  const metrics = Object.fromEntries(METRIC_PREFIXES.flatMap((p) => METRIC_SUFFIXES.map((s) => [`${p}${s}`, 0]))) as SessionExport['metrics'];
  return { version: 1, sessionId, env: 'LOCAL', startedAt: T0, endedAt: T0 + ACTIONS * 100, records, metrics };
}

const root = { type: 'root', title: '' } as unknown as Suite;
const file = { type: 'file', title: 'bench.spec.ts', parent: root, project: () => ({ name: 'chromium' }) };
const reporter = new ActwrightReporter({ outputFolder: out, open: 'never' });
const log = console.log;
console.log = () => undefined; // the reporter's one closing line
reporter.onBegin({ rootDir: out } as FullConfig, root);

const bodies = Array.from({ length: TESTS }, (_, n) => Buffer.from(JSON.stringify(session(n))));
let callbacks = 0;
let callbacksCpu = 0;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
for (let n = 0; n < TESTS; n++) {
  const test = {
    id: `t${n}`, title: `test ${n}`, tags: [], annotations: [], expectedStatus: 'passed',
    location: { file: join(out, 'bench.spec.ts'), line: n + 1, column: 1 }, parent: file, outcome: () => 'expected',
  } as unknown as TestCase;
  const result = {
    retry: 0, status: 'passed', startTime: new Date(T0), duration: 10, errors: [], annotations: [],
    attachments: [{ name: REPLAY_ATTACHMENT_NAME, contentType: 'application/json', body: bodies[n] }],
  } as unknown as TestResult;
  const started = performance.now();
  const cpu = process.cpuUsage();
  reporter.onTestEnd(test, result);
  callbacks += performance.now() - started;
  callbacksCpu += cpuMs(cpu);
}
const endStarted = performance.now();
const endCpu = process.cpuUsage();
await reporter.onEnd({ status: 'passed', startTime: new Date(T0), duration: 1 });
const endMs = performance.now() - endStarted;
const endCpuMs = cpuMs(endCpu);
console.log = log;

const size = (name: string) => `${(statSync(join(out, name)).size / 1024 / 1024).toFixed(2)} MB`;
console.log(`actwright reporter bench: ${TESTS} tests x 1 session x ${ACTIONS} actions (node ${process.version})`);
// Wall time counts waits on the disk and, on a shared machine, time the process was not running; CPU time neither.
console.log(`  onTestEnd (parse, build, validate, write session file): ${(callbacks / TESTS).toFixed(2)} ms per test (CPU ${(callbacksCpu / TESTS).toFixed(2)} ms), ${callbacks.toFixed(0)} ms total`);
console.log(`  onEnd (index.json, detail files, index.html): ${endMs.toFixed(0)} ms (CPU ${endCpuMs.toFixed(0)} ms)`);
console.log(`  index.json ${size('index.json')}, index.html ${size('index.html')}`);
rmSync(out, { recursive: true, force: true });
