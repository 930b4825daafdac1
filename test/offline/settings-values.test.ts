/**
 * A field said by the value it shows (issue 25, fifteenth batch's kinds): shown-value on an editor's
 * settings page of our own. "change 15 minutes to 30" fills the one number field holding 15 with
 * "minutes" written after it; "change 1 hour to 2 hours" chooses the option of a select of durations.
 * Near misses (two fields showing the value, a select lacking the amount, no field showing it) hand over.
 * On the same page, spin-step's amounts in a unit ("add an hour to the sync interval": one step of a
 * field counted in hours, found by the help beside it, "About the sync interval") and observe's
 * "find the sync interval field".
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const EDITOR = `<!doctype html><title>Editor settings</title>
<h1>Editor settings</h1>
<section aria-labelledby="files-h"><h2 id="files-h">Files</h2>
  <p><label for="autosave">Autosave every</label>
    <span><button type="button" aria-label="Less often" onclick="document.getElementById('autosave').stepDown()">−</button><input id="autosave" type="number" min="5" max="120" step="5" value="15"><button type="button" aria-label="More often" onclick="document.getElementById('autosave').stepUp()">+</button></span>
    <span>minutes</span></p>
  <p><label for="backup">Make a backup every</label> <input id="backup" type="number" min="1" value="15"> <span>days</span></p>
  <p><label for="history">Keep local history for</label> <input id="history" type="number" min="1" value="30"> <span>days</span></p>
  <p><label for="lock">Lock idle files after</label>
    <select id="lock"><option>30 minutes</option><option selected>1 hour</option><option>2 hours</option><option>4 hours</option></select></p>
  <p><label for="tabs">Tab width</label> <input id="tabs" type="text" value="4"> <span>spaces</span></p>
</section>
<section aria-labelledby="sync-h"><h2 id="sync-h">Sync</h2>
  <p><label for="sync">Sync every</label> <button type="button" aria-label="About the sync interval" title="How often your files are sent to the cloud">?</button>
    <span><button type="button" aria-label="Decrease" onclick="document.getElementById('sync').stepDown()">−</button><input id="sync" type="number" min="1" max="24" value="6"><button type="button" aria-label="Increase" onclick="document.getElementById('sync').stepUp()">+</button></span>
    <span>hours</span></p>
  <p><label for="retry">Retry a failed sync after</label> <button type="button" aria-label="About the retry delay">?</button>
    <span><button type="button" aria-label="Decrease" onclick="document.getElementById('retry').stepDown()">−</button><input id="retry" type="number" min="1" max="60" value="10"><button type="button" aria-label="Increase" onclick="document.getElementById('retry').stepUp()">+</button></span>
    <span>minutes</span></p>
</section>
<script>
  window.state = () => Object.fromEntries(['autosave', 'backup', 'history', 'lock', 'tabs', 'sync', 'retry'].map((id) => [id, document.getElementById(id).value]));
</script>
`;

const START = { autosave: '15', backup: '15', history: '30', lock: '1 hour', tabs: '4', sync: '6', retry: '10' };

const pages = ownPages({ '/editor': EDITOR });
const state = () => pages.client.page.evaluate(() => (window as unknown as { state(): Record<string, string> }).state());

async function resolves(step: string, rule: string, change: Partial<typeof START>) {
  await pages.client.page.goto(`${pages.origin}/editor`);
  const r = await pages.client.act(step);
  expect(r.success, `${step}: ${r.message}`).toBe(true);
  expect(r.decision?.by, step).toEqual({ kind: 'rule', rule });
  expect(await state(), step).toEqual({ ...START, ...change });
}

async function handsOver(step: string, reason: RegExp | typeof MissingLLMConfigurationError) {
  await pages.client.page.goto(`${pages.origin}/editor`);
  await expect(pages.client.act(step), step).rejects.toThrow(reason);
  expect(await state(), step).toEqual(START);
}

describe('shown-value: a field said by the value it shows', () => {
  it('a number field by its number and the unit written after it (step buttons between passed over)', async () => {
    await resolves('change 15 minutes to 30', 'shown-value', { autosave: '30' });
    await resolves('change 15 days to 7', 'shown-value', { backup: '7' });
    await resolves('change 4 spaces to 2', 'shown-value', { tabs: '2' });
  });

  it('a select of durations by the option it shows: the option of the new amount in the same unit', async () => {
    await resolves('change 1 hour to 2 hours', 'shown-value', { lock: '2 hours' });
  });

  it('near misses hand over, the page untouched', async () => {
    await handsOver('change 15 to 20', /2 fields show 15 \(spinbutton "Autosave every", spinbutton "Make a backup every"\)/);
    await handsOver('change 1 hour to 3 hours', /offers no option of 3 hours/);
    await handsOver('change 45 minutes to 10', MissingLLMConfigurationError);
    await handsOver('change 15 minutes to 30 days', MissingLLMConfigurationError);
  });
});

describe('spin-step: an amount in the field\'s unit, a field named by the help beside it', () => {
  it('"add an hour to the sync interval": the field "Sync every" (its help: "About the sync interval"), counted in hours, one step up', async () => {
    await resolves('add an hour to the sync interval', 'spin-step', { sync: '7' });
  });

  it('observe "find the sync interval field": the field its help names, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const [found] = await pages.client.observe('find the sync interval field');
    expect(found?.selector).toContain('Sync every');
    expect(found?.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(await state()).toEqual(START);
  });

  it('a unit the field does not count in hands over; a step that is not one unit fails, never a success', async () => {
    await handsOver('add an hour to the retry delay', /counts "minutes", not hours/);
    await pages.client.page.goto(`${pages.origin}/editor`);
    const r = await pages.client.act('add a minute to the autosave');
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'spin-step' });
    expect(r.success, r.message).toBe(false);
    expect(r.message).toMatch(/stepped up by 1.*went from 15 to 20/);
  });
});
