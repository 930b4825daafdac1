// actwright's own frames leave error stacks (as Playwright's own leave its errors); the user's stay.
import { describe, expect, it } from 'vitest';
import { dropOwnFrames, isOwnFrame } from '../../src/replay/own-frames.js';

describe('own frames', () => {
  const own = ['/repo/node_modules/x/src/', '/pkg/src/', '/pkg/dist/'];
  const stack = [
    'Error: act "x" failed',
    '    at /home/me/tests/shop.spec.ts:12:16',
    '    at actOnPage (/pkg/dist/engine/methods/act.js:40:9)',
    '    at async Client.act (file:///pkg/src/engine/client.ts:300:5)',
    '    at /home/me/node_modules/actwright/dist/fixtures/ai-steps.js:20:3',
    '    at helper (/home/me/tests/helpers/login.ts:3:9)',
    '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
  ].join('\n');

  it('drops frames in the package (src, dist, or installed under node_modules/actwright), keeps the rest', () => {
    expect(dropOwnFrames(stack, own).split('\n')).toEqual([
      'Error: act "x" failed',
      '    at /home/me/tests/shop.spec.ts:12:16',
      '    at helper (/home/me/tests/helpers/login.ts:3:9)',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ]);
  });

  it('message lines are never frames', () => {
    expect(isOwnFrame('Error: in /pkg/src/engine/client.ts', own)).toBe(false);
    expect(isOwnFrame('    at /pkg/srcx/a.ts:1:1', own)).toBe(false);
  });

  it("this package's own files are found without being told where it is", () => {
    expect(isOwnFrame(`    at x (${new URL('../../src/engine/client.ts', import.meta.url).pathname}:1:1)`)).toBe(true);
    expect(isOwnFrame(`    at x (${new URL('./own-frames.test.ts', import.meta.url).pathname}:1:1)`)).toBe(false);
  });
});
