import { spawn } from 'node:child_process';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';

export type OpenOutcome = { opened: true } | { opened: false; reason: string };

/**
 * Whether this machine can show a browser window: macOS and Windows always can; Linux and other
 * Unix only with a display (X11 or Wayland). CI runners and containers have none.
 */
export function canOpenBrowser(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return !!(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/**
 * Opens a URL (or a file path) in the system's default browser, without waiting for the browser.
 * The one "open in a browser" helper of the package (the reporter's `open` option, `show-report`).
 * Resolves `opened: false` with the reason when there is no display or no opener, so the caller
 * can print where to open it instead of claiming it did.
 */
export function openInBrowser(target: string): Promise<OpenOutcome> {
  if (!canOpenBrowser()) return Promise.resolve({ opened: false, reason: 'this machine has no display (no DISPLAY or WAYLAND_DISPLAY)' });
  const url = isAbsolute(target) ? pathToFileURL(target).href : target;
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore' });
      child.once('error', (e) => resolve({ opened: false, reason: `${command} failed (${e.message})` }));
      child.once('spawn', () => {
        child.unref();
        resolve({ opened: true });
      });
    } catch (e) {
      resolve({ opened: false, reason: `${command} failed (${(e as Error).message})` });
    }
  });
}
