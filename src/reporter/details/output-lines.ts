const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Text without terminal colour codes. */
export const stripAnsi = (s: string | undefined) => (s ?? '').replace(ANSI, '');

/** Lines of a test's stdout/stderr kept per attempt. */
const MAX_OUTPUT_LINES = 200;

/** A test's stdout or stderr as lines, without colour codes, cut after MAX_OUTPUT_LINES. */
export function outputLines(chunks: readonly (string | Buffer)[]): string[] {
  const text = chunks.map((c) => stripAnsi(typeof c === 'string' ? c : c.toString('utf8'))).join('');
  if (!text) return [];
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.length > MAX_OUTPUT_LINES ? [...lines.slice(0, MAX_OUTPUT_LINES), `… ${lines.length - MAX_OUTPUT_LINES} more line(s)`] : lines;
}
