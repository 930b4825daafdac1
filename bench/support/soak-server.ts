import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { createReplayServer } from '../../src/server/index.js';

// The replay server in a process of its own, so that its memory and event loop are measured
// apart from the client's: bench/server-soak.ts drives it over IPC and HTTP on 127.0.0.1.
const [dir, key] = process.argv.slice(2);
const server = await createReplayServer({ dir: dir!, apiKey: key! });
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// Time the loop spent running code (not waiting) since the last reset: unlike the delay, not
// lengthened by the process waiting for a CPU on a loaded machine while it had nothing to do.
let since: EventLoopUtilization = performance.eventLoopUtilization();
process.on('message', (message: { kind: 'stats' | 'reset' | 'gc' | 'stop' }) => {
  if (message.kind === 'reset') {
    delay.reset();
    since = performance.eventLoopUtilization();
  }
  if (message.kind === 'gc') (globalThis as { gc?: () => void }).gc?.();
  if (message.kind === 'stop') {
    void server.close().then(() => process.exit(0));
    return;
  }
  const memory = process.memoryUsage();
  const busy = performance.eventLoopUtilization(since);
  process.send!({ rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external, maxDelayMs: delay.max / 1e6, activeMs: busy.active });
});
process.send!({ url: server.url });
