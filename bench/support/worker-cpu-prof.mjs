// Preloaded into a Playwright Test run (NODE_OPTIONS=--import; Node 20 refuses --cpu-prof there) by
// bench/worker-profile.ts: each worker process profiles its CPU from its
// start and writes the profile to WORKER_CPU_PROF_DIR as it exits. Sampling every 250 µs.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.WORKER_CPU_PROF_DIR;
// The worker is forked with an IPC channel and runs Playwright's worker entry script.
if (dir && process.send && /workerProcessEntry/.test(process.argv[1] ?? '')) {
  const session = new Session();
  session.connect();
  // A session on the main thread answers at once: every post below has run when it returns.
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: Number(process.env.WORKER_CPU_PROF_INTERVAL_US ?? 250) });
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `worker-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
