/**
 * A step that failed on the twenty-second blind app (a help desk on w2ui, test/offline/apps/helpdesk/), shown here on a
 * page of another kind (a podcast player): "open the help" chose the text field right after the toolbar's last text
 * "Help" — a keyboard-focus field the toolkit keeps invisible (opacity 0, 1 px, under the page) — by rule
 * preceding-caption, and clicked it. One opens a page, a menu, a panel or a dialog, never a text field: a field is
 * typed into, clicked or ticked. Now "open" never takes a text field, a box or a slider by the text before it: the
 * step is handed over. Near misses: "click the Notes box" and "type … into Notes" still take the unnamed field after
 * "Notes"; "open the Queue" still opens the one control after the text "Queue" that opens something (a button).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PLAYER = `<!doctype html><title>Tidecast</title>
<style>
  .bar { display: flex; gap: 14px; padding: 8px; background: #eef; }
  .bar div { cursor: default; }
  .side { position: relative; width: 200px; }
</style>
<div class="bar">
  <div id="b-play">Play all</div>
  <div id="b-shuffle">Shuffle</div>
  <div id="b-help">Help</div>
</div>
<div class="side">
  <input id="keys" style="position: absolute; top: 0; right: 0; width: 1px; z-index: -1; opacity: 0">
  <ul><li>Episode 12: Harbour lights</li><li>Episode 13: The long tide</li></ul>
</div>
<div>Notes</div>
<textarea id="notes"></textarea>
<div>Queue</div>
<button id="queue-btn" onclick="document.getElementById('queue').hidden = false">▸</button>
<ul id="queue" hidden><li>Episode 14</li></ul>
<p id="log"></p>
<script>
  document.getElementById('b-help').addEventListener('click', () => { document.getElementById('log').textContent = 'help shown'; });
  document.getElementById('keys').addEventListener('focus', () => { document.getElementById('log').textContent = 'keys focused'; });
</script>`;

const pages = ownPages({ '/player': PLAYER });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? `acted: ${r.actionDescription}` : `failed: ${r.message}`), () => 'handed over');
const open = () => page().goto(`${pages.origin}/player`);

describe('"open" never takes a text field by the text before it (rule preceding-caption)', () => {
  it('"open the help": not the invisible field after the text "Help" (since session 25: the "Help" div itself, which listens for clicks)', async () => {
    await open();
    // Rule listened-control (session 25) takes the roleless "Help" by its own click listener; the field is never chosen.
    expect(await outcome('open the help')).toMatch(/^acted: click generic "Help"/);
    expect(await page().locator('#log').textContent()).toBe('help shown');
    expect(await page().evaluate(() => document.activeElement?.id ?? '')).not.toBe('keys');
  });

  it('"open the notes": handed over, not the unnamed field after "Notes"', async () => {
    await open();
    expect(await outcome('open the notes')).toBe('handed over');
    expect(await page().evaluate(() => document.activeElement?.id ?? '')).not.toBe('notes');
  });

  it('near miss: "click the Notes box" takes the field after "Notes"', async () => {
    await open();
    expect(await outcome('click the Notes box')).toMatch(/^acted: click textbox/);
    expect(await page().evaluate(() => document.activeElement?.id ?? '')).toBe('notes');
  });

  it('near miss: "type Great episode into Notes" fills it', async () => {
    await open();
    expect(await outcome('type Great episode into Notes')).toMatch(/^acted/);
    expect(await page().locator('#notes').inputValue()).toBe('Great episode');
  });

  it('near miss: "open the Queue" clicks the button after the text "Queue"', async () => {
    await open();
    expect(await outcome('open the Queue')).toMatch(/^acted/);
    expect(await page().locator('#queue').isVisible()).toBe(true);
  });
});
