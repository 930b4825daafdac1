import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, type LogLine } from '../../src/index.js';
import { waitForSettled } from '../../src/engine/page/settle.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * A page that lacks only rendering frames when it is looked at is read while they pass, not after
 * them (page/settle.ts `whileFramesPass`, methods/observe.ts): the read is kept under the page's
 * key as that first look saw it, and used only if the settled page reads the same. Counted through
 * the debug log and the settle's callback, not timed.
 *
 * The page under test keeps its rendering frames from adding up without changing anything: an
 * animation-frame loop that changes nothing (not awaited from its 4th frame, clock/bounds.ts
 * LOOP_FRAMES) dispatches a scroll event each frame, input that shows nothing by itself but makes
 * the page active again (its frames are counted afresh). So once the loop has run a few frames,
 * all the page lacks is frames, until the loop ends; `late` adds a button when it ends. The test
 * ends the loop once the read taken while the frames pass has come back (or the settle offered
 * its key), so how fast the machine runs frames decides nothing; the loop's own bound (3,000
 * frames) only keeps a broken run from spinning for ever.
 */
let server: TestServer;
let client: Client;
const lines: LogLine[] = [];
const reads = () => lines.filter((l) => l.category === 'snapshot').map((l) => (l.message.startsWith('page text reused') ? 'reused' : 'read'));

const doc = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
const LOOP = `<script>
window.loopFrames = 0;
window.stopLoop = false;
window.restless = (late) => {
  const step = () => {
    window.loopFrames++;
    dispatchEvent(new Event('scroll'));
    if (!window.stopLoop && window.loopFrames < 3000) requestAnimationFrame(step);
    else if (late) { const b = document.createElement('button'); b.textContent = 'Late button'; document.body.append(b); }
  };
  requestAnimationFrame(step);
};
</script>`;

beforeAll(async () => {
  server = await startTestServer();
  server.route('/restless', doc(`<h1>Restless</h1><button>First button</button>${LOOP}`));
  client = new Client({ env: 'LOCAL', verbose: 2, disablePino: true, domSettleTimeout: 20_000, logger: (line) => lines.push(line) });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});
beforeEach(() => void (lines.length = 0));

const endLoop = () => client.page.evaluate(() => void ((window as unknown as { stopLoop: boolean }).stopLoop = true));

/**
 * Ends the loop once the page's first aria read has come back: the read taken while frames pass
 * is then whole, and the page changes (or stays as it was) only after it.
 */
function endLoopAfterFirstRead(): () => void {
  const page = client.page as unknown as Record<string, unknown>;
  const name = ['ariaSnapshotJSON', 'ariaSnapshot', '_snapshotForAI'].find((n) => typeof page[n] === 'function')!;
  const own = page[name] as (...args: unknown[]) => Promise<unknown>;
  let ended = false;
  page[name] = async function (this: unknown, ...args: unknown[]) {
    const result = await own.apply(this, args);
    if (!ended) {
      ended = true;
      await endLoop();
    }
    return result;
  };
  return () => void delete page[name];
}

/** Starts the loop and returns once it has run past the frames during which it is awaited. */
async function restless(late: boolean): Promise<void> {
  const page = client.page;
  await page.goto(`${server.origin}/restless`);
  await page.evaluate((l) => (window as unknown as { restless: (late: boolean) => void }).restless(l), late);
  await page.waitForFunction(() => (window as unknown as { loopFrames: number }).loopFrames >= 6);
}

describe('a page lacking only rendering frames is read while they pass', () => {
  it('the settle offers the page key of its first look, once, and returns the same key when nothing changed', async () => {
    await restless(false);
    const offered: string[] = [];
    const settled = await waitForSettled(client.page, { timeoutMs: 20_000, whileFramesPass: (key) => void (offered.push(key), endLoop()) });
    expect(settled.settled).toBe(true);
    expect(offered).toHaveLength(1);
    expect(settled.pageKey).toBe(offered[0]);
  });

  it('the read taken while frames pass is the one used: the page is read once', async () => {
    await restless(false);
    const restore = endLoopAfterFirstRead();
    const actions = await client.observe().finally(restore);
    expect(actions.map((a) => a.description).join('\n')).toContain('First button');
    // One aria snapshot: taken while the frames passed, then reused (the page read the same).
    expect(reads()).toEqual(['reused']);
  });

  it('the read taken while frames pass is used as it is: no call to check that its refs still resolve', async () => {
    await restless(false);
    const page = client.page;
    const seen: string[] = [];
    const own = page.locator;
    page.locator = function (this: typeof page, selector: string, ...rest: unknown[]) {
      seen.push(selector);
      return Reflect.apply(own, this, [selector, ...rest]);
    } as typeof page.locator;
    const restore = endLoopAfterFirstRead();
    try {
      const actions = await client.observe();
      expect(actions.map((a) => a.description).join('\n')).toContain('First button');
    } finally {
      page.locator = own;
      restore();
    }
    expect(reads()).toEqual(['reused']);
    // Nothing read the page between that read and its use (snapshot/reuse.ts stillKept): its refs are Playwright's latest.
    expect(seen.filter((s) => s.startsWith('aria-ref='))).toEqual([]);
  });

  it('a page that changed while the frames passed is read again: its change is in the page text', async () => {
    await restless(true);
    const restore = endLoopAfterFirstRead();
    const actions = await client.observe().finally(restore);
    expect(actions.map((a) => a.description).join('\n')).toContain('Late button');
    expect(reads()).toEqual(['read']);
  });
});
