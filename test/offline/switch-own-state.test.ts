/**
 * A switch whose root takes the click and cancels it (the twenty-fifth blind batch's wrong kind, on a
 * page of our own of another domain: a mail app's preferences). The toolkit draws the switch from its
 * own state, which it keeps in the hidden input's aria-checked: the root's click handler calls
 * preventDefault, flips the state and re-renders (input.checked and aria-checked) in a microtask; the
 * cancelled click then puts the native checked back. "turn off dark mode" clicked the label, the
 * switch went off (state, aria-checked, drawing) and the step was reported failed because the
 * native checked still read on. Now the box's own aria-checked, which said the other state before
 * the click and says the asked state after it, is taken as the effect. Near miss: a switch whose
 * aria-checked is stale (it says off while the box is on) and whose click does nothing: "turn off
 * weekly digest" still fails, the state untouched — an aria-checked that did not move is not taken.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PREFS = `<!doctype html><title>Mail preferences</title>
<style>
  .row { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
  .sw { position: relative; display: inline-block; width: 40px; height: 20px; border-radius: 10px; background: #ccc; cursor: pointer; }
  .sw.on { background: #3a7; }
  .sw input { position: absolute; width: 0; height: 0; opacity: 0; margin: 0; }
</style>
<h1>Preferences</h1>
<div class="row"><label for="dark">Dark mode</label>
  <div class="sw on" id="dark-sw"><input type="checkbox" role="switch" id="dark" aria-checked="true" checked></div></div>
<div class="row"><label for="digest">Weekly digest</label>
  <div class="sw on" id="digest-sw"><input type="checkbox" role="switch" id="digest" aria-checked="false" checked></div></div>
<script>
  window.prefs = { dark: true, digest: true };
  const dark = document.getElementById('dark');
  const darkSw = document.getElementById('dark-sw');
  // As a component library's switch does: the root cancels the click, flips its own state, and draws from it on the next tick.
  darkSw.addEventListener('click', (e) => {
    e.preventDefault();
    window.prefs.dark = !window.prefs.dark;
    queueMicrotask(() => {
      dark.checked = window.prefs.dark;
      dark.setAttribute('aria-checked', String(window.prefs.dark));
      darkSw.classList.toggle('on', window.prefs.dark);
    });
  });
  // The digest switch is broken: its root cancels the click and changes nothing; its aria-checked was left saying off.
  document.getElementById('digest-sw').addEventListener('click', (e) => e.preventDefault());
</script>`;

const pages = ownPages({ '/prefs': PREFS });
const open = () => pages.client.page.goto(`${pages.origin}/prefs`);
const prefs = () => pages.client.page.evaluate(() => (window as unknown as { prefs: { dark: boolean; digest: boolean } }).prefs);

describe('a switch that cancels the click and keeps its state in aria-checked', () => {
  it('is turned off, and the step says so: the aria-checked it draws from moved to off', async () => {
    await open();
    const result = await pages.client.act('turn off dark mode');
    expect((await prefs()).dark).toBe(false);
    expect(await pages.client.page.locator('#dark').getAttribute('aria-checked')).toBe('false');
    expect(result.success).toBe(true);
  });

  it('near miss: a switch whose stale aria-checked did not move is not taken as turned off', async () => {
    await open();
    const result = await pages.client.act('turn off weekly digest');
    expect(result.success).toBe(false);
    expect(await prefs()).toEqual({ dark: true, digest: true });
    expect(await pages.client.page.locator('#digest').getAttribute('aria-checked')).toBe('false');
  });
});
