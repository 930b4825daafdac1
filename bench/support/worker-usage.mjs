// Preloaded into a Playwright Test run (NODE_OPTIONS=--import) by bench/worker-memory.ts: each
// worker process (TEST_WORKER_INDEX set as it exits) writes, as it exits, its peak resident memory (KiB) and its
// CPU time (ms) to WORKER_USAGE_FILE, one JSON line per worker, whatever the spec does.
import { appendFileSync } from 'node:fs';

const file = process.env.WORKER_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    if (process.env.TEST_WORKER_INDEX === undefined) return;
    const cpu = process.cpuUsage();
    appendFileSync(file, JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS, cpuMs: (cpu.user + cpu.system) / 1000 }) + '\n');
  });
}
