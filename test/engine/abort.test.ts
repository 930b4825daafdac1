import { describe, expect, it } from 'vitest';
import { either, sleep } from '../../src/engine/session/abort.js';

describe('either(a, b): one signal for two', () => {
  it("aborts with the first one's reason, whichever it is", () => {
    for (const first of ['a', 'b'] as const) {
      const a = new AbortController();
      const b = new AbortController();
      const { signal } = either(a.signal, b.signal);
      expect(signal.aborted).toBe(false);
      (first === 'a' ? a : b).abort(new Error(first));
      (first === 'a' ? b : a).abort(new Error('later'));
      expect((signal.reason as Error).message).toBe(first);
    }
  });

  it('is the one already aborted, or b alone when there is no a', () => {
    const gone = AbortSignal.abort(new Error('gone'));
    const open = new AbortController().signal;
    expect(either(gone, open).signal).toBe(gone);
    expect(either(open, gone).signal).toBe(gone);
    expect(either(undefined, open).signal).toBe(open);
  });

  it('after release(), neither source reaches it any more (a long-lived signal keeps no listener)', () => {
    const a = new AbortController();
    const b = new AbortController();
    let listeners = 0;
    const add = b.signal.addEventListener.bind(b.signal);
    const remove = b.signal.removeEventListener.bind(b.signal);
    b.signal.addEventListener = ((...args: Parameters<typeof add>) => (listeners++, add(...args))) as typeof add;
    b.signal.removeEventListener = ((...args: Parameters<typeof remove>) => (listeners--, remove(...args))) as typeof remove;
    const { signal, release } = either(a.signal, b.signal);
    expect(listeners).toBe(1);
    release();
    expect(listeners).toBe(0);
    a.abort(new Error('a'));
    b.abort(new Error('b'));
    expect(signal.aborted).toBe(false);
  });

  it('ends a sleep at once', async () => {
    const a = new AbortController();
    const { signal } = either(a.signal, new AbortController().signal);
    const slept = sleep(60_000, signal);
    a.abort(new Error('stop'));
    await expect(slept).rejects.toThrow('stop');
  });
});
