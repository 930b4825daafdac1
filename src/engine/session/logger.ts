import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Logger as PinoLogger } from 'pino';
import type { LogLine } from './options.js';

export type LogLevel = 0 | 1 | 2;

/** Folder for `logInferenceToFile`: one file per model call. */
export function inferenceLogDir(): string {
  return resolve(process.env.ACTWRIGHT_INFERENCE_LOG_DIR ?? '.actwright/inference-logs');
}

let sharedPino: PinoLogger | undefined;
function defaultPino(): PinoLogger {
  // One synchronous stderr logger per process: lines are not lost when a test worker exits.
  // Loaded on the first line written: a quiet client (the test fixture's default) never pays for it.
  if (!sharedPino) {
    const pino = createRequire(import.meta.url)('pino') as typeof import('pino').default;
    sharedPino = pino({ name: 'actwright', level: 'debug', base: undefined }, pino.destination({ fd: 2, sync: true }));
  }
  return sharedPino;
}

/**
 * Routes log lines: a line of level <= `verbose` (0 errors and essentials, 1 standard, 2 debug)
 * goes to the user's `logger` if given, else to pino unless `disablePino`.
 */
export class Logger {
  constructor(
    private readonly verbose: LogLevel,
    private readonly sink?: (line: LogLine) => void,
    private readonly disablePino = false,
    /** Every line passes through it (the session's secret masking) before anyone sees it. */
    private readonly mask: <T>(value: T) => T = (value) => value,
  ) {}

  log(line: LogLine & { level?: LogLevel }): void {
    const level = line.level ?? 1;
    if (level > this.verbose) return;
    const out: LogLine = this.mask({ ...line, level });
    if (this.sink) {
      try {
        this.sink(out);
      } catch {
        // A broken user logger must not break the operation that logged.
      }
      return;
    }
    if (this.disablePino) return;
    const method = level === 0 ? 'error' : level === 1 ? 'info' : 'debug';
    defaultPino()[method]({ category: out.category, ...out.auxiliary }, out.message);
  }

  error(category: string, message: string, auxiliary?: Record<string, unknown>) {
    this.log({ category, message, auxiliary, level: 0 });
  }
  info(category: string, message: string, auxiliary?: Record<string, unknown>) {
    this.log({ category, message, auxiliary, level: 1 });
  }
  debug(category: string, message: string, auxiliary?: Record<string, unknown>) {
    this.log({ category, message, auxiliary, level: 2 });
  }
}
