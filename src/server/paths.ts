import { isAbsolute, resolve, sep } from 'node:path';
import { HttpError } from './errors.js';

/** True when `path` (already resolved, symlinks included) is `root` or inside it. */
export function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * Maps a URL path to a file path inside `root`, refusing anything that could leave it: `..`
 * segments (also percent-encoded), backslashes, NUL bytes, absolute paths in disguise (`//etc`,
 * `/%2Fetc`). Symlinks are checked by the caller with the real path of the file.
 */
export function resolveUrlPath(root: string, urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch (cause) {
    throw new HttpError(400, 'The path is not valid percent-encoding.', { cause });
  }
  const relative = decoded.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.startsWith('//') ||
    isAbsolute(relative) ||
    segments.some((s) => s === '..' || s === '.')
  ) {
    throw new HttpError(400, 'The path leaves the served folder; ask for files inside it only.');
  }
  const file = resolve(root, relative);
  if (!isInside(root, file)) throw new HttpError(400, 'The path leaves the served folder; ask for files inside it only.');
  return file;
}
