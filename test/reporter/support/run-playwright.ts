import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../../..');
export const PLAYWRIGHT_CLI = resolve(REPO, 'node_modules/@playwright/test/cli.js');

export interface RunOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the Playwright CLI in a child process (its own process group, so it and its workers and
 * browsers can be killed together). Bounded: killed after `timeoutMs`.
 */
export function startPlaywright(args: string[], options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {}) {
  const child: ChildProcess = spawn(process.execPath, [PLAYWRIGHT_CLI, ...args], {
    cwd: options.cwd ?? REPO,
    env: { ...process.env, CI: '1', FORCE_COLOR: '0', ...options.env },
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
  const done = new Promise<RunOutcome>((resolveDone) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveDone({ code, stdout, stderr });
    }),
  );
  return { child, done, kill };
}

export const runPlaywright = (args: string[], options: Parameters<typeof startPlaywright>[1] = {}) => startPlaywright(args, options).done;
