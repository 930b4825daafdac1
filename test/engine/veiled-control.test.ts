/**
 * A control drawn but set not to take the pointer until the pointer moves over its player (a
 * playing video's controls: `pointer-events: none` until a mousemove over the player unveils them;
 * issue 25, plyr's "pause the video" / "click Pause" under load). Playwright's click waits for the
 * control to take the pointer and never moves there; a person's hand arrives first and the page
 * unveils it. The page here unveils on the first mousemove and never veils again: no timing.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';
import { locatorFor, performAction } from '../../src/engine/methods/perform.js';

const PAGE = `<!doctype html><title>Player</title>
<h1>Harbour at dawn</h1>
<div id="player" style="position:relative;width:480px;height:270px;background:#123">
  <div id="bar" style="position:absolute;left:0;right:0;bottom:0;padding:8px;pointer-events:none">
    <button id="pause" type="button">Pause</button>
  </div>
</div>
<p id="state">playing</p>
<script>
  document.getElementById('player').addEventListener('mousemove', () => { document.getElementById('bar').style.pointerEvents = 'auto'; });
  document.getElementById('pause').addEventListener('click', () => { document.getElementById('state').textContent = 'paused'; });
</script>`;

const pages = ownPages({ '/veiled': PAGE });

describe('a control veiled until the pointer moves over its player', () => {
  it('is clicked once the pointer arrived (the page unveiled it)', async () => {
    // The control as the act finds it when the step was resolved on a page that showed it (the
    // snapshot gives a veiled control no ref: a step resolved then is handed over instead).
    const page = pages.client.page;
    await page.goto(`${pages.origin}/veiled`);
    await page.mouse.move(900, 600);
    await performAction({ page, target: page.locator('#pause'), method: 'click', args: [], locate: (r) => locatorFor(page, r), signal: new AbortController().signal });
    expect(await page.locator('#state').textContent()).toBe('paused');
  });

  it('is clicked when it was read unveiled and is veiled by the time of the click (the click never landed, so one more after the hand arrives)', async () => {
    const page = pages.client.page;
    await page.goto(`${pages.origin}/veiled`);
    await page.mouse.move(900, 600);
    // The read before the action, taken while the controls showed: no veil then.
    const known = { count: 1, value: null, checked: null, textPoint: null };
    await performAction({ page, target: page.locator('#pause'), method: 'click', args: [], locate: (r) => locatorFor(page, r), signal: new AbortController().signal, known });
    expect(await page.locator('#state').textContent()).toBe('paused');
  });

  it('is not clicked through: a control that stays veiled fails the click, and the page is as it was', async () => {
    const page = pages.client.page;
    await page.goto(`${pages.origin}/veiled`);
    await page.evaluate(() => document.getElementById('player')!.replaceWith(document.getElementById('player')!.cloneNode(true)));
    await page.mouse.move(900, 600);
    const done = performAction({ page, target: page.locator('#pause'), method: 'click', args: [], locate: (r) => locatorFor(page, r), signal: new AbortController().signal });
    await expect(done).rejects.toThrow();
    expect(await page.locator('#state').textContent()).toBe('playing');
  });
});
