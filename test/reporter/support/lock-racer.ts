import { lockReportFolder, type LockTaken } from '../../../src/reporter/folder-lock.js';

// One racer of folder-lock-race.test.ts: a real process that takes a report folder's lock when
// told, at an instant shared with the other racer, and says whether it holds it.
let taken: LockTaken | undefined;
process.on('message', (message: { kind: 'take'; dir: string; at: number } | { kind: 'release' }) => {
  if (message.kind === 'take') {
    // Spin to the shared instant: both racers call the lock within microseconds of each other.
    while (Date.now() < message.at) {
      // busy wait, bounded by `at`
    }
    let held = false;
    let error: string | undefined;
    try {
      const lock = lockReportFolder(message.dir);
      held = lock.held;
      taken = lock.held ? lock : undefined;
    } catch (e) {
      error = (e as Error).message;
    }
    process.send!({ held, error });
    return;
  }
  taken?.release();
  taken = undefined;
  process.send!({ released: true });
});
process.send!({ ready: true });
