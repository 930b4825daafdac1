import { describe, expect, it } from 'vitest';
import { buildLaunchArgs, DEFAULT_LAUNCH_ARGS } from '../../src/engine/browser/args.js';

describe('launch arguments', () => {
  it('are the seed defaults, then the user args', () => {
    expect(DEFAULT_LAUNCH_ARGS).toEqual([
      '--remote-allow-origins=*',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      '--site-per-process',
    ]);
    expect(buildLaunchArgs({ args: ['--lang=de'] })).toEqual([...DEFAULT_LAUNCH_ARGS, '--lang=de']);
  });

  it('ignoreDefaultArgs true removes every default; an array removes those exact strings', () => {
    expect(buildLaunchArgs({ ignoreDefaultArgs: true, args: ['--x'] })).toEqual(['--x']);
    expect(buildLaunchArgs({ ignoreDefaultArgs: ['--site-per-process', '--no-first'] })).toEqual(
      DEFAULT_LAUNCH_ARGS.filter((a) => a !== '--site-per-process'),
    );
  });

  it('maps port and devtools to flags before the user args', () => {
    expect(buildLaunchArgs({ port: 9333, devtools: true, args: ['--y'] }).slice(-3)).toEqual([
      '--remote-debugging-port=9333',
      '--auto-open-devtools-for-tabs',
      '--y',
    ]);
  });
});
