/**
 * A select's option or a radio said inside a sentence that says what it is for: "take the parcel from Head Office"
 * (the select "From", though "To" offers Head Office too), "choose North Depot as the destination" (To), "show only
 * parcels going out" (the option "Parcels out"), "choose arrived broken as the problem" (the radio "It arrived broken").
 * Found on the twenty-first blind app (a bank: "take the money from Everyday Checking", "choose High-Yield Savings as
 * the destination", "show only money coming in", "choose charged twice as the reason"); shown here on a courier's
 * dispatch page. Rule option-purpose.
 *
 * Near misses (handed over, nothing changed): an option two fields offer with no field named ("use North Depot"), words
 * two radios share ("choose arrived as the problem"), a word left over ("send the parcel to North Depot tomorrow").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const DISPATCH = `<!doctype html><title>Dispatch</title>
<main>
  <h1>New dispatch</h1>
  <label for="from">From</label>
  <select id="from"><option value="">Choose a depot</option><option value="ho">Head Office (HQ-01)</option><option value="nd">North Depot (ND-04)</option></select>
  <label for="to">To</label>
  <select id="to"><option value="">Choose a depot</option><option value="ho">Head Office (HQ-01)</option><option value="nd">North Depot (ND-04)</option><option value="sh">South Hub (SH-09)</option></select>
  <h2>Parcels</h2>
  <label for="dir">Direction</label>
  <select id="dir"><option value="all">All parcels</option><option value="in">Parcels in</option><option value="out">Parcels out</option></select>
  <fieldset>
    <legend>What is wrong?</legend>
    <label><input type="radio" name="why" value="broken"> It arrived broken</label>
    <label><input type="radio" name="why" value="never"> It never arrived</label>
    <label><input type="radio" name="why" value="wrong"> The wrong item was sent</label>
  </fieldset>
</main>`;

const pages = ownPages({ '/dispatch': DISPATCH });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : `failed: ${r.message}`), (e: Error) => (process.env.SHOW ? console.log(step, '→', e.message) : undefined, 'handed over'));
const state = () => page().evaluate(() => ['from', 'to', 'dir'].map((id) => (document.getElementById(id) as HTMLSelectElement).value).join(' ') + ' ' + ((document.querySelector('input[name=why]:checked') as HTMLInputElement | null)?.value ?? '-'));
const START = '  all -';

describe('an option said in a sentence that says what it is for (rule option-purpose)', () => {
  it('"take the parcel from Head Office" selects Head Office in From (To offers it too)', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    const result = await pages.client.act('take the parcel from Head Office');
    expect(result.success).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'option-purpose' });
    expect(await state()).toBe('ho  all -');
  });

  it('"choose North Depot as the destination" selects North Depot in To', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('choose North Depot as the destination')).toBe('acted');
    expect(await state()).toBe(' nd all -');
  });

  it('"show only parcels going out" selects "Parcels out"', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('show only parcels going out')).toBe('acted');
    expect(await state()).toBe('  out -');
  });

  it('"choose arrived broken as the problem" checks the radio "It arrived broken"', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('choose arrived broken as the problem')).toBe('acted');
    expect(await state()).toBe('  all broken');
  });

  it('near miss: "use North Depot" (From and To offer it, neither named) is handed over', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('use North Depot')).toBe('handed over');
    expect(await state()).toBe(START);
  });

  it('near miss: "choose arrived as the problem" (two radios say arrived) is handed over', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('choose arrived as the problem')).toBe('handed over');
    expect(await state()).toBe(START);
  });

  it('near miss: a word left over ("send the parcel to North Depot tomorrow") is handed over', async () => {
    await page().goto(`${pages.origin}/dispatch`);
    expect(await outcome('send the parcel to North Depot tomorrow')).toBe('handed over');
    expect(await state()).toBe(START);
  });
});
