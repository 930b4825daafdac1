import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Opens a file in the system's default browser, without waiting for it. */
export function openInBrowser(path: string, onError: (error: Error) => void): void {
  // A Linux box with no display (CI, containers) has no browser to show it: the closing line names the file.
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  const url = pathToFileURL(path).href;
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', (e) => onError(new Error(`cannot open the report with ${command} (${e.message}); open ${path} yourself.`)));
    child.unref();
  } catch (e) {
    onError(new Error(`cannot open the report (${(e as Error).message}); open ${path} yourself.`));
  }
}
