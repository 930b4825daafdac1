import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../..');
export const PLAYWRIGHT_CLI = resolve(REPO, 'node_modules/@playwright/test/cli.js');

/** How long after the child exits its output may still arrive. */
const EXIT_GRACE_MS = 2_000;

export interface RunOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a child Playwright run gets: the outer run's worker variables removed (they
 * would make the inner runner think it is a worker of the outer one), CI on (the inner run
 * behaves as in CI, whether or not the outer one does), no colours in its output.
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_JSON|FORCE_COLOR)/.test(key)));
  return { ...own, CI: '1', FORCE_COLOR: '0', ...extra };
}

/**
 * Runs the Playwright CLI in a child process (the one way every test here starts one) (its own process group, so it and its workers and
 * browsers can be killed together). Bounded: killed after `timeoutMs`.
 */
export function startPlaywright(args: string[], options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {}) {
  const child: ChildProcess = spawn(process.execPath, [PLAYWRIGHT_CLI, ...args], {
    cwd: options.cwd ?? REPO,
    env: childEnv(options.env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const timer = setTimeout(kill, options.timeoutMs ?? 120_000);
  // 'close' comes once the child's output is read to the end; a browser or worker that outlived it
  // and still holds the pipes must not hold the test, so 'exit' ends the wait a little later.
  const done = new Promise<RunOutcome>((resolveDone) => {
    let exitTimer: NodeJS.Timeout | undefined;
    const finish = (code: number | null) => {
      clearTimeout(timer);
      clearTimeout(exitTimer);
      resolveDone({ code, stdout, stderr });
    };
    child.once('close', finish);
    child.once('exit', (code) => (exitTimer = setTimeout(() => finish(code), EXIT_GRACE_MS)));
  });
  return { child, done, kill };
}

export const runPlaywright = (args: string[], options: Parameters<typeof startPlaywright>[1] = {}) => startPlaywright(args, options).done;
