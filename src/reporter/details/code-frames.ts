import { readFileSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { Location, TestCase, TestError } from '@playwright/test/reporter';
import type { UiCodeFrame, UiError, UiLocation } from '../ui/model.js';
import { stripAnsi } from './output-lines.js';
import { dropOwnFrames } from '../../replay/own-frames.js';

/** Source lines shown above and below an error's line. */
const FRAME_CONTEXT = 3;

/** Errors with the lines of source around them; each source file is read once per run. */
export class CodeFrames {
  private readonly sources = new Map<string, string[] | undefined>();

  constructor(private readonly rootDir: string) {}

  error(error: TestError, test: TestCase): UiError {
    const message = stripAnsi(error.message ?? error.value ?? 'error');
    // actwright's own frames go, as Playwright's go from its errors: the test's frames stay.
    const stack = dropOwnFrames(stripAnsi(error.stack));
    const location = error.location ?? stackLocation(stack, test.location.file);
    const frame = location ? this.frame(location) : undefined;
    return {
      message,
      ...(stack && stack !== message && { stack: stack.startsWith(message) ? stack.slice(message.length).replace(/^\n/, '') : stack }),
      ...(location && { location: this.location(location) }),
      ...(frame && { frame }),
    };
  }

  frame(location: Location): UiCodeFrame | undefined {
    const lines = this.source(location.file);
    if (!lines || location.line < 1 || location.line > lines.length) return undefined;
    const from = Math.max(1, location.line - FRAME_CONTEXT);
    const to = Math.min(lines.length, location.line + FRAME_CONTEXT);
    const frame = [];
    for (let n = from; n <= to; n++) frame.push({ n, text: lines[n - 1]! });
    return { ...this.location(location), lines: frame };
  }

  location(location: Location): UiLocation {
    return { file: this.relativeFile(location.file), line: location.line, column: location.column };
  }

  relativeFile(file: string): string {
    return (isAbsolute(file) ? relative(this.rootDir, file) : file).split(sep).join('/');
  }

  private source(file: string): string[] | undefined {
    if (!this.sources.has(file)) {
      let lines: string[] | undefined;
      try {
        lines = readFileSync(file, 'utf8').split(/\r?\n/);
      } catch {
        lines = undefined; // the source is not on this machine (a merged report): no frame
      }
      this.sources.set(file, lines);
    }
    return this.sources.get(file);
  }
}

/** The first stack frame in the test's file, where the error has no location of its own. */
function stackLocation(stack: string, testFile: string): Location | undefined {
  for (const line of stack.split('\n')) {
    const m = /\(?((?:file:\/\/)?[^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1]!.replace(/^file:\/\//, '');
    if (file === testFile) return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}
