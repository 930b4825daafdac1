/**
 * Where figure 2's worker spends its CPU: runs a bench suite (default: the 20-test actwright suite,
 * then Playwright alone) under Playwright Test with a CPU profiler in its worker, then sums the
 * worker's profile (bench/support/worker-cpu-prof.mjs) by where the code lives (actwright's dist, Playwright Test, playwright-core,
 * Node's internals, other packages, GC, idle) and lists the functions with the most self time.
 *   npm run build && npx tsx bench/worker-profile.ts [spec ...]
 * WORKER_PROFILE_KEEP=<dir> keeps the .cpuprofile files there. Another checkout's suite runner:
 * WORKER_PROFILE_ROOT=/path/to/checkout (its bench/suite.ts and dist).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '../dist/index.js';
import { startTestServer } from '../test/support/http-server.js';
import { benchPages } from './pages.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const PRELOAD = fileURLToPath(new URL('./support/worker-cpu-prof.mjs', import.meta.url));
const root = (process.env.WORKER_PROFILE_ROOT ?? new URL('..', import.meta.url).pathname).replace(/\/$/, '');
const { runSuiteMeasured } = (await import(`${root}/bench/suite.ts`)) as typeof import('./suite.js');
const specs = process.argv.slice(2).length ? process.argv.slice(2) : ['per-test-actwright.spec.ts', 'per-test-baseline.spec.ts'];

function where(url: string): string {
  if (!url) return '(native or program)';
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/dist/')) return 'actwright dist';
  if (url.includes('/playwright-core/')) return 'playwright-core';
  if (url.includes('/node_modules/playwright/')) return 'Playwright Test';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return `package ${pkg[1]}`;
  return `other ${url.replace(/^file:\/\//, '')}`;
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    const group = name === '(idle)' ? '(idle)' : name === '(garbage collector)' ? '(garbage collector)' : name === '(program)' ? '(program)' : where(node.callFrame.url);
    groups.set(group, (groups.get(group) ?? 0) + us);
    if (group !== '(idle)') busy += us;
    const key = `${name || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  // Inclusive time of actwright's own functions (their synchronous callees counted; what answers
  // their messages later, Playwright's dispatch, is not).
  const inclusive = new Map<string, number>();
  const total = (node: ProfileNode, seen: Set<string>): number => {
    let us = self.get(node.id) ?? 0;
    const key = node.callFrame.url.includes('/dist/') ? `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/dist\//, 'dist/')}:${node.callFrame.lineNumber + 1}` : undefined;
    const fresh = key !== undefined && !seen.has(key);
    if (fresh) seen.add(key!);
    for (const child of node.children ?? []) us += total(byId.get(child)!, seen);
    if (fresh) {
      seen.delete(key!);
      inclusive.set(key!, (inclusive.get(key!) ?? 0) + us);
    }
    return us;
  };
  total(profile.nodes[0]!, new Set());
  return { wallMs: (profile.endTime - profile.startTime) / 1000, busyMs: busy / 1000, groups, functions, inclusive };
}

const server = await startTestServer();
for (const [path, html] of benchPages(server.crossOrigin).routes) server.route(path, html);
const env = { origin: server.origin, chromium: findBrowser()!.executablePath, modelBaseURL: 'http://127.0.0.1:9' };
const scratch = await mkdtemp(join(tmpdir(), 'worker-profile-'));
try {
  for (const spec of specs) {
    const dir = join(scratch, spec);
    await mkdir(dir);
    const run = await runSuiteMeasured(spec, env, { env: { WORKER_CPU_PROF_DIR: dir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim() } });
    const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
    const profiles = await Promise.all(files.map(async (f) => ({ file: f, profile: JSON.parse(await readFile(join(dir, f), 'utf8')) as Profile })));
    console.log(`\n== ${spec} (${root}): wall ${run.wallMs.toFixed(0)} ms, workers' CPU ${run.workerCpuMs?.toFixed(0)} ms, runner CPU ${run.runnerCpuMs?.toFixed(0)} ms, whole tree CPU ${run.treeCpuMs?.toFixed(0)} ms`);
    for (const { file, profile } of profiles) {
      const role = 'worker';
      const s = summarise(profile);
      console.log(`-- ${role} ${file}: profiled ${s.wallMs.toFixed(0)} ms, busy ${s.busyMs.toFixed(0)} ms`);
      for (const [group, us] of [...s.groups].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`   ${(us / 1000).toFixed(0).padStart(7)} ms  ${group}`);
      if (role === 'worker') {
        console.log('   top functions (self):');
        for (const [fn, us] of [...s.functions].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`   ${(us / 1000).toFixed(1).padStart(7)} ms  ${fn}`);
        console.log("   actwright's functions (inclusive of their synchronous callees):");
        for (const [fn, us] of [...s.inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`   ${(us / 1000).toFixed(1).padStart(7)} ms  ${fn}`);
      }
    }
    if (process.env.WORKER_PROFILE_KEEP) await cp(dir, join(process.env.WORKER_PROFILE_KEEP, spec), { recursive: true });
  }
} finally {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}
