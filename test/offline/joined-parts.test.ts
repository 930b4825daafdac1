/**
 * Two wrongs found by guard2's second probe round (session 23; BLIND.md "Session 23, guard2 probe"), shown on pages of
 * other kinds (a member portal, a shipments table):
 *
 * - AdminLTE's "check Check me out and submit": the step read as two parts with the verb said once, the second,
 *   "check submit", came to the same checkbox (the one box beside the Submit text), so the box was checked twice and the
 *   step reported done with nothing submitted. Now a later part come to the same element and act as a part before is
 *   handed over (rule compound-step). Near miss: "tick Keep me signed in" alone ticks it.
 * - AG Grid's "filter the City column by Berlin and Paris" typed "Berlin and Paris" into the filter, which then looked
 *   for those words together and showed no row, reported done. Now a plain value joining two with and/or is handed over
 *   by rule column-filter. Near misses: "filter the Port column by Oslo" filters; the joined value quoted is typed as
 *   written.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PORTAL = `<!doctype html><title>Portal</title>
<main>
  <div class="card"><h3>Member sign-in</h3>
  <form onsubmit="event.preventDefault(); document.getElementById('status').textContent = 'Signed in';">
    <label for="u">Member number</label> <input id="u" type="text">
    <div><input type="checkbox" id="keep"> <label for="keep">Keep me signed in</label></div>
    <button type="submit">Submit</button>
  </form></div>
  <p id="status">Signed out</p>
</main>`;

const SHIPMENTS = `<!doctype html><title>Shipments</title>
<main>
  <h1>Shipments</h1>
  <table>
    <thead><tr><th>Ref<br><input aria-label="Ref filter"></th><th>Port<br><input aria-label="Port filter"></th><th>Weight</th></tr></thead>
    <tbody><tr><td>S-1</td><td>Oslo</td><td>4 t</td></tr><tr><td>S-2</td><td>Riga</td><td>9 t</td></tr><tr><td>S-3</td><td>Gdansk</td><td>2 t</td></tr></tbody>
  </table>
</main>
<script>
  for (const input of document.querySelectorAll('thead input')) input.oninput = () => {
    const col = [...document.querySelectorAll('thead input')].indexOf(input);
    for (const tr of document.querySelectorAll('tbody tr')) tr.hidden = !tr.children[col].textContent.toLowerCase().includes(input.value.toLowerCase());
  };
</script>`;

const pages = ownPages({ '/portal': PORTAL, '/shipments': SHIPMENTS });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), () => 'handed over');
const shown = () => page().locator('tbody tr:not([hidden]) td:first-child').allTextContents();

describe('a part that comes to the same action as the part before is handed over (rule compound-step)', () => {
  it('"tick Keep me signed in and submit": handed over, the box unticked and nothing submitted', async () => {
    await page().goto(`${pages.origin}/portal`);
    expect(await outcome('tick Keep me signed in and submit')).toBe('handed over');
    expect(await page().locator('#keep').isChecked()).toBe(false);
    expect(await page().locator('#status').textContent()).toBe('Signed out');
  });

  it('near miss: "tick Keep me signed in" ticks it', async () => {
    await page().goto(`${pages.origin}/portal`);
    expect(await outcome('tick Keep me signed in')).toBe('acted');
    expect(await page().locator('#keep').isChecked()).toBe(true);
  });
});

describe('a filter value that joins two is handed over (rule column-filter)', () => {
  it('"filter the Port column by Oslo and Riga": handed over, every shipment shown', async () => {
    await page().goto(`${pages.origin}/shipments`);
    expect(await outcome('filter the Port column by Oslo and Riga')).toBe('handed over');
    expect(await page().getByLabel('Port filter').inputValue()).toBe('');
    expect(await shown()).toEqual(['S-1', 'S-2', 'S-3']);
  });

  it('near miss: "filter the Port column by Oslo" shows S-1 alone', async () => {
    await page().goto(`${pages.origin}/shipments`);
    expect(await outcome('filter the Port column by Oslo')).toBe('acted');
    expect(await shown()).toEqual(['S-1']);
  });

  it('near miss: the joined value quoted is typed as written', async () => {
    await page().goto(`${pages.origin}/shipments`);
    expect(await outcome('filter the Port column by "Oslo and Riga"')).toBe('acted');
    expect(await page().getByLabel('Port filter').inputValue()).toBe('Oslo and Riga');
  });
});
