import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { buildReplay } from '../src/replay/index.js';

/**
 * Soak of the replay server's memory (issue 29, item 5): many fetches of 50 MB sessions, the
 * server's resident memory read before and after, and the event-loop block of a cold 50 MB read.
 * Not a test: figures printed for the note. Bounded in count and time; 127.0.0.1 only.
 *
 *   npx tsx bench/server-soak.ts [--fetches 1000] [--files 8] [--mb 50] [--concurrency 4]
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const FETCHES = option('fetches', 1000);
const FILES = option('files', 8);
const MB = option('mb', 50);
const CONCURRENCY = option('concurrency', 4);
const BOUND_MS = option('bound-s', 900) * 1000;
const KEY = 'soak-key';

function sessionOfSize(bytes: number): string {
  const per = 10_000;
  const records = Array.from({ length: Math.ceil(bytes / (per + 300)) }, (_, seq) => ({
    seq,
    method: 'act' as const,
    parameters: { instruction: `step ${seq} `.padEnd(per, 'x') },
    result: { success: true },
    timestamp: new Date(1_700_000_000_000 + seq).toISOString(),
    startedAt: 1_700_000_000_000 + seq,
    endedAt: 1_700_000_000_001 + seq,
    pageUrl: 'http://127.0.0.1/page',
  }));
  return JSON.stringify(buildReplay(records));
}

function ask(child: ChildProcess, kind: string): Promise<{ rss: number; heapUsed: number; external: number; maxDelayMs: number; activeMs: number }> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as never));
    child.send({ kind });
  });
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const dir = mkdtempSync(join(tmpdir(), 'actwright-soak-'));
const deadline = Date.now() + BOUND_MS;
let child: ChildProcess | undefined;
try {
  mkdirSync(join(dir, 'sessions'));
  const body = sessionOfSize(MB * 1024 * 1024);
  const ids = Array.from({ length: FILES }, () => randomUUID());
  for (const id of ids) writeFileSync(join(dir, 'sessions', `${id}.json`), body);
  console.log(`${FILES} session files of ${mb(Buffer.byteLength(body))} each in ${dir}`);

  child = fork(fileURLToPath(new URL('./support/soak-server.ts', import.meta.url)), [dir, KEY], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await new Promise<{ url: string }>((resolve) => child!.once('message', (m) => resolve(m as never)));
  const server = child;

  const fetchOne = async (id: string) => {
    const res = await request(`${url}/v1/sessions/${id}/replay`, { headers: { 'x-bb-api-key': KEY }, headersTimeout: 60_000, bodyTimeout: 60_000 });
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    if (res.statusCode !== 200 || bytes !== Buffer.byteLength(body)) throw new Error(`fetch of ${id}: status ${res.statusCode}, ${bytes} bytes`);
  };

  await ask(server, 'gc');
  const start = await ask(server, 'stats');
  console.log(`server rss at start, before any fetch: ${mb(start.rss)}`);
  // The machine's own noise: the longest hold of an idle server over one second.
  await fetchOne(ids[0]!); // first use loads the server's code paths
  await ask(server, 'gc');
  await ask(server, 'reset');
  await new Promise((r) => setTimeout(r, 1_000));
  const idle = await ask(server, 'stats');
  // A cold read of each 50 MB session, alone: the longest the server's event loop was held.
  const colds: number[] = [];
  const busy: number[] = [];
  for (const id of ids.slice(1)) {
    await ask(server, 'gc');
    await ask(server, 'reset');
    await fetchOne(id);
    const s = await ask(server, 'stats');
    colds.push(s.maxDelayMs);
    busy.push(s.activeMs);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => sorted(xs)[xs.length >> 1]!;
  console.log(`cold ${MB} MB read, alone (${colds.length} files): event loop held at most ${sorted(colds).map((c) => c.toFixed(0)).join(', ')} ms (median ${median(colds).toFixed(0)} ms; idle server over 1 s: ${idle.maxDelayMs.toFixed(0)} ms)`);
  console.log(`  loop busy (running code) per cold read, in all: ${sorted(busy).map((c) => c.toFixed(0)).join(', ')} ms (median ${median(busy).toFixed(0)} ms)`);

  await ask(server, 'gc');
  const before = await ask(server, 'stats');
  let done = 0;
  let next = 0;
  const failures = new Map<string, number>();
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FETCHES && Date.now() < deadline) {
        const n = next++;
        try {
          await fetchOne(ids[n % ids.length]!);
        } catch (error) {
          // Counted, not fatal: a kept-alive socket the server closed as the next request left is a reset.
          const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          failures.set(code, (failures.get(code) ?? 0) + 1);
          continue;
        }
        done++;
        if (done % 100 === 0) {
          const s = await ask(server, 'stats');
          console.log(`  ${done} fetches: server rss ${mb(s.rss)}, heap ${mb(s.heapUsed)}`);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const peak = await ask(server, 'stats');
  await ask(server, 'gc');
  const after = await ask(server, 'stats');
  console.log(`${done} fetches of ${MB} MB sessions (${FILES} files, ${CONCURRENCY} at a time) in ${seconds.toFixed(0)} s`);
  console.log(`server rss before ${mb(before.rss)}, after ${mb(after.rss)} (before gc ${mb(peak.rss)}); heap before ${mb(before.heapUsed)}, after ${mb(after.heapUsed)}`);
  console.log(`longest event-loop block during the soak: ${peak.maxDelayMs.toFixed(1)} ms`);
  console.log(`failed fetches: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : 'none'}`);
  if (done < FETCHES) console.log(`stopped at the time bound (${BOUND_MS / 1000} s) after ${done} of ${FETCHES} fetches`);
} finally {
  if (child?.connected) child.send({ kind: 'stop' });
  setTimeout(() => child?.kill('SIGKILL'), 5_000).unref();
  rmSync(dir, { recursive: true, force: true });
}
