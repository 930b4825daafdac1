import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** bench/server-bench.ts comes with the replay server (its own branch); this runs it and reads its figures. */
const SERVER_BENCH = fileURLToPath(new URL('./server-bench.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BOUND_MS = 180_000;

export interface ReplayServerFigure {
  requestsPerSecond?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** Server CPU per request as req/s of one free core: what the server could do on a quiet machine. */
  perFreeCoreRps?: number;
  /** Concurrent SSE streams asked for and connected. */
  streamsAsked?: number;
  streamsConnected?: number;
  /** server-bench.ts's own lines, for the record. */
  output?: string;
  error?: string;
}

export const serverBenchAvailable = () => existsSync(SERVER_BENCH);

/** Figure 4: GET replay throughput and p99 over 1,000 stored sessions, and SSE streams held. */
export async function benchReplayServer(requests: number, streams: number): Promise<ReplayServerFigure> {
  if (!serverBenchAvailable()) return { error: 'bench/server-bench.ts is not in this build' };
  const args = ['--import', 'tsx', SERVER_BENCH, '--requests', String(requests), '--streams', String(streams)];
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server-bench.ts did not finish within ${BOUND_MS / 1000} s`));
    }, BOUND_MS);
    child.on('error', reject);
    child.on('close', (exit) => {
      clearTimeout(timer);
      resolve({ code: exit, output });
    });
  });
  if (code !== 0) return { error: `server-bench.ts exited with ${code}`, output };
  const get = /GET replay: \d+ requests, \d+ in flight: (\d+) req\/s, p50 ([\d.]+) ms, p99 ([\d.]+) ms/.exec(output);
  const cpu = /i\.e\. (\d+) req\/s per fully available core/.exec(output);
  const sse = /SSE: (\d+) streams asked, (\d+) connected/.exec(output);
  const figure: ReplayServerFigure = { output: output.trim() };
  if (get) Object.assign(figure, { requestsPerSecond: Number(get[1]), p50Ms: Number(get[2]), p99Ms: Number(get[3]) });
  if (cpu) figure.perFreeCoreRps = Number(cpu[1]);
  if (sse) Object.assign(figure, { streamsAsked: Number(sse[1]), streamsConnected: Number(sse[2]) });
  if (!get || !sse) figure.error = 'server-bench.ts printed no figure this runner understands';
  return figure;
}
