/**
 * Replay server benchmark. Run: npx tsx bench/server-bench.ts [--requests 30000] [--concurrency 64] [--streams 1000,2000,5000]
 *
 * How it measures:
 * - A temporary report folder with 1,000 finished sessions (5 actions on 2 pages each, built with
 *   buildReplay) and one live session.
 * - The server runs in its own process (the CLI, `actwright serve`), so the load generator does
 *   not share its event loop. The generator is undici (a Pool of keep-alive connections) in this
 *   process: on a 2-core machine both compete for the same cores, so figures are a floor.
 * - GET replay: after a warm-up, `--requests` GETs of random sessions with `--concurrency`
 *   requests in flight; the latency of each is timed from send to end of body.
 *   The server's own CPU time per request (from /proc) is printed too: other load on the machine
 *   does not inflate it, so it shows the capacity of one free core.
 * - If `wrk` is installed (Debian: apt-get install -y wrk), the same GETs are also run with wrk
 *   (1 thread, `--concurrency` connections, 10 s, random sessions from a Lua script): a C load
 *   generator takes less of the shared cores than undici, so its figures are closer to the server's.
 * - SSE: opens N concurrent streams (`x-stream-response: true`) on the live session, counts the
 *   ones that got `connected`, then appends one action to the live file and times until every
 *   stream has received its `running` frame. Server memory is read from /proc.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, Pool, request } from 'undici';
import { buildReplay, type OperationRecord } from '../src/replay/index.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '30000' },
    concurrency: { type: 'string', default: '64' },
    streams: { type: 'string', default: '1000,2000,5000' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const STREAM_LEVELS = values.streams.split(',').map(Number);
const SESSIONS = 1_000;
const KEY = 'bench-key';

function record(seq: number, base: number): OperationRecord {
  const startedAt = base + seq * 1_000;
  return {
    seq,
    method: seq % 3 === 0 ? 'navigate' : seq % 3 === 1 ? 'act' : 'extract',
    parameters: { instruction: `step ${seq}: click the button labelled "Continue"`, url: 'http://127.0.0.1/shop' },
    result: { success: true, description: 'clicked', selector: 'role=button[name="Continue"]' },
    timestamp: new Date(startedAt).toISOString(),
    startedAt,
    endedAt: startedAt + 350,
    pageUrl: seq < 3 ? 'http://127.0.0.1/shop' : 'http://127.0.0.1/cart',
    tokenUsage: { inputTokens: 1200 + seq, outputTokens: 80, timeMs: 340, cost: 0.0012 },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** CPU time (user + system) the process has used, in ms: a figure that other load on the machine does not inflate. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'actwright-bench-'));
  await mkdir(join(dir, 'sessions'));
  await mkdir(join(dir, 'live'));
  const ids: string[] = [];
  let bytes = 0;
  for (let i = 0; i < SESSIONS; i++) {
    const id = randomUUID();
    ids.push(id);
    const json = JSON.stringify(buildReplay(Array.from({ length: 5 }, (_, s) => record(s, 1_700_000_000_000 + i * 10_000))));
    bytes += json.length;
    await writeFile(join(dir, 'sessions', `${id}.json`), json);
  }
  const liveId = randomUUID();
  const livePath = join(dir, 'live', `${liveId}.jsonl`);
  await appendFile(livePath, `${JSON.stringify({ type: 'start', sessionId: liveId, startedAt: Date.now() })}\n`);

  const cli = resolve(import.meta.dirname, '../src/cli/index.ts');
  const server = spawn(process.execPath, ['--import', 'tsx', cli, 'serve', dir, '--port', '0', '--api-key', KEY], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((ok, fail) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 30_000);
      server.stdout!.on('data', (d) => {
        out += String(d);
        const match = /url:\s+(\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          ok(match[1]!);
        }
      });
    });
    console.log(`machine: ${cpus().length} cores, load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`);
    console.log(`folder: ${SESSIONS} sessions, ${Math.round(bytes / SESSIONS)} bytes of JSON each`);

    // GET replay
    const pool = new Pool(url, { connections: CONCURRENCY, pipelining: 1 });
    const getOne = async (): Promise<number> => {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      const start = performance.now();
      const res = await pool.request({ path: `/v1/sessions/${id}/replay`, method: 'GET', headers: { 'x-bb-api-key': KEY } });
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      return performance.now() - start;
    };
    const run = async (count: number): Promise<number[]> => {
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < count) latencies.push(await getOne());
        }),
      );
      return latencies;
    };
    await run(Math.min(5_000, REQUESTS)); // warm-up: every file parsed and cached, JIT warm
    const cpuBefore = await cpuMs(server.pid!);
    const started = performance.now();
    const latencies = (await run(REQUESTS)).sort((a, b) => a - b);
    const seconds = (performance.now() - started) / 1000;
    const cpuPerRequestUs = ((await cpuMs(server.pid!)) - cpuBefore) * 1000 / REQUESTS;
    console.log(
      `GET replay: ${REQUESTS} requests, ${CONCURRENCY} in flight: ${Math.round(REQUESTS / seconds)} req/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
    );
    console.log(
      `GET replay: server CPU ${cpuPerRequestUs.toFixed(0)} µs per request, i.e. ${Math.round(1e6 / cpuPerRequestUs)} req/s per fully available core`,
    );
    await pool.close();

    if (hasWrk()) {
      const script = join(dir, 'random-replay.lua');
      await writeFile(
        script,
        `local ids = { ${ids.map((id) => `"${id}"`).join(', ')} }\n` +
          `request = function()\n  return wrk.format("GET", "/v1/sessions/" .. ids[math.random(#ids)] .. "/replay", { ["x-bb-api-key"] = "${KEY}" })\nend\n`,
      );
      const cpuBeforeWrk = await cpuMs(server.pid!);
      const output = execFileSync('wrk', ['-t1', `-c${CONCURRENCY}`, '-d10s', '--latency', '-s', script, url], { encoding: 'utf8' });
      const served = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
      const wrkCpuUs = (((await cpuMs(server.pid!)) - cpuBeforeWrk) * 1000) / Math.max(1, served);
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
      console.log(
        `GET replay (wrk, ${CONCURRENCY} connections, 10 s): ${/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]} req/s, ` +
          `p50 ${/50%\s+(\S+)/.exec(output)?.[1]}, p99 ${/99%\s+(\S+)/.exec(output)?.[1]}, non-2xx ${non2xx}, server CPU ${wrkCpuUs.toFixed(0)} µs per request`,
      );
    }
    console.log(`server RSS after GETs: ${(await rssMb(server.pid!)).toFixed(0)} MB`);

    // Concurrent SSE streams on one live session
    let seq = 0;
    for (const level of STREAM_LEVELS) {
      const agent = new Agent({ connections: null, pipelining: 0, connectTimeout: 30_000 });
      const received = new Array<string>(level).fill('');
      const controllers = Array.from({ length: level }, () => new AbortController());
      const openStarted = performance.now();
      const opened = await Promise.allSettled(
        controllers.map(async (c, i) => {
          const res = await request(`${url}/v1/sessions/${liveId}/replay`, {
            dispatcher: agent,
            signal: c.signal,
            headers: { 'x-bb-api-key': KEY, 'x-stream-response': 'true' },
            headersTimeout: 60_000,
            bodyTimeout: 0,
          });
          if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
          res.body.on('error', () => {});
          res.body.on('data', (d: Buffer) => (received[i] += d.toString()));
        }),
      );
      const ok = opened.filter((o) => o.status === 'fulfilled').length;
      const deadline = Date.now() + 60_000;
      while (received.filter((r) => r.includes('event: connected')).length < ok && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const connected = received.filter((r) => r.includes('event: connected')).length;
      const openMs = performance.now() - openStarted;
      const marker = `bench step ${++seq}`;
      const appendAt = performance.now();
      await appendFile(livePath, `${JSON.stringify({ type: 'record', phase: 'end', record: { ...record(seq, Date.now()), parameters: { instruction: marker } } })}\n`);
      while (received.filter((r) => r.includes(marker)).length < connected && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      const delivered = received.filter((r) => r.includes(marker)).length;
      const fanOutMs = performance.now() - appendAt;
      const rss = await rssMb(server.pid!);
      console.log(
        `SSE: ${level} streams asked, ${connected} connected in ${openMs.toFixed(0)} ms; ` +
          `one new action reached ${delivered} of them in ${fanOutMs.toFixed(0)} ms (live poll 100 ms); server RSS ${rss.toFixed(0)} MB`,
      );
      for (const c of controllers) c.abort();
      await agent.destroy();
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
