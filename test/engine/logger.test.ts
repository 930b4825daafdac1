import { describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import type { LogLine } from '../../src/index.js';
import { Logger } from '../../src/engine/session/logger.js';

describe('logging', () => {
  it('passes lines at or under the verbosity to the logger', () => {
    for (const verbose of [0, 1, 2] as const) {
      const lines: LogLine[] = [];
      const logger = new Logger(verbose, (l) => lines.push(l));
      logger.error('c', 'e');
      logger.info('c', 'i', { k: 1 });
      logger.debug('c', 'd');
      expect(lines.map((l) => l.message)).toEqual(['e', 'i', 'd'].slice(0, verbose + 1));
    }
  });

  it('a line has category, message and auxiliary', () => {
    const lines: LogLine[] = [];
    new Logger(2, (l) => lines.push(l)).info('act', 'clicked', { selector: 'x' });
    expect(lines[0]).toMatchObject({ category: 'act', message: 'clicked', auxiliary: { selector: 'x' } });
  });

  it('a throwing logger does not break the caller', () => {
    const logger = new Logger(1, () => {
      throw new Error('broken sink');
    });
    expect(() => logger.info('c', 'm')).not.toThrow();
  });

  it('the client logs through the given logger', () => {
    const lines: LogLine[] = [];
    const client = new Client({ env: 'LOCAL', verbose: 2, logger: (l) => lines.push(l) });
    client.logger.debug('test', 'hello');
    expect(lines).toEqual([expect.objectContaining({ category: 'test', message: 'hello', level: 2 })]);
  });
});

describe('default backend', () => {
  it('pino writes JSON lines to stderr unless disablePino', async () => {
    const { spawnSync } = await import('node:child_process');
    const src = new URL('../../src/engine/session/logger.ts', import.meta.url).pathname;
    const stderrOf = (disable: boolean) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
        `import { Logger } from ${JSON.stringify(src)}; new Logger(1, undefined, ${disable}).info('cat', 'to pino');`], { encoding: 'utf8' }).stderr;
    const line = stderrOf(false).split('\n').find((l) => l.includes('to pino'));
    expect(JSON.parse(line!)).toMatchObject({ category: 'cat', msg: 'to pino', level: 30 });
    expect(stderrOf(true)).not.toContain('to pino');
  });
});
