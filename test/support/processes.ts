import { execFileSync } from 'node:child_process';

/** PIDs of running browser processes whose command line contains `marker`. */
export function browserPids(marker: string): number[] {
  try {
    const out = execFileSync('pgrep', ['-f', '--', marker], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0 && n !== process.pid);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

export async function waitFor<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
