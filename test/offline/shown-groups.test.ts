/**
 * Groups shown or hidden through a set of checkboxes (rules/shown-group-box.ts): a map of our own
 * whose layers are listed in a fieldset ("Layers": Parks, Roads, Rivers), each box showing or hiding
 * its layer. Found by the eleventh blind batch (a timeline: "hide the QA team", "show QA again",
 * "uncheck Engineering in the Teams filter").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const boxes = (legend: string, names: string[], off: string[] = []) =>
  `<fieldset><legend>${legend}</legend>${names.map((n) => `<label><input type="checkbox" value="${n}"${off.includes(n) ? '' : ' checked'}> ${n}</label>`).join(' ')}</fieldset>`;

const map = (sets: string) => `<!doctype html><title>Map</title><h1>City map</h1>${sets}
<div id="map">${['Parks', 'Roads', 'Rivers'].map((l) => `<div class="layer" data-layer="${l}">${l} layer drawn</div>`).join('')}</div>
<script>
  const sync = () => document.querySelectorAll('.layer').forEach((l) => {
    l.hidden = ![...document.querySelectorAll('input[type=checkbox]:checked')].some((b) => b.value === l.dataset.layer);
  });
  document.addEventListener('change', sync); sync();
</script>`;

const MAP = map(boxes('Layers', ['Parks', 'Roads', 'Rivers']));
const HIDDEN = map(boxes('Layers', ['Parks', 'Roads', 'Rivers'], ['Rivers']));
// Two sets that both have a Parks box (what is shown, what is printed).
const TWO = map(boxes('Layers', ['Parks', 'Roads', 'Rivers']) + boxes('Print', ['Parks', 'Legend']));

const pages = ownPages({ '/map': MAP, '/hidden': HIDDEN, '/two': TWO });
const shown = () => pages.client.page.locator('.layer:not([hidden])').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.layer));
const open = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);

async function handsOver(step: string, why: RegExp, before: string[]) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await shown()).toEqual(before);
}

describe('a group shown or hidden through a set of checkboxes (rule shown-group-box)', () => {
  it('"hide the Roads layer" unchecks Roads in the Layers fieldset, and the layer is hidden', async () => {
    await open('/map');
    const result = await pages.client.act('hide the Roads layer');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'shown-group-box' });
    expect(await shown()).toEqual(['Parks', 'Rivers']);
  });

  it('"show Rivers again" checks the Rivers box', async () => {
    await open('/hidden');
    const result = await pages.client.act('show Rivers again');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toEqual(['Parks', 'Roads', 'Rivers']);
  });

  it('"uncheck Parks in the Layers filter": the set said by its legend', async () => {
    await open('/map');
    const result = await pages.client.act('uncheck Parks in the Layers filter');
    expect(result.success, result.message).toBe(true);
    expect(await shown()).toEqual(['Roads', 'Rivers']);
  });

  it('"hide the Roads team": the legend (Layers) does not name teams, handed over', async () => {
    await open('/map');
    await handsOver('hide the Roads team', /does not name "team"/, ['Parks', 'Roads', 'Rivers']);
  });

  it('"show Parks again" when Parks is shown already is handed over', async () => {
    await open('/map');
    await handsOver('show Parks again', /checked already/, ['Parks', 'Roads', 'Rivers']);
  });

  it('"hide the Parks layer" with two Parks boxes (Layers and Print) is handed over', async () => {
    await open('/two');
    await handsOver('hide the Parks layer', /2 checkboxes are named "parks"/, ['Parks', 'Roads', 'Rivers']);
  });

  it('"uncheck Parks in the Print filter" names the set: only that set\'s Parks box is unchecked', async () => {
    await open('/two');
    const result = await pages.client.act('uncheck Parks in the Print filter');
    expect(result.success, result.message).toBe(true);
    const states = await pages.client.page.locator('input[value=Parks]').evaluateAll((bs) => bs.map((b) => (b as HTMLInputElement).checked));
    expect(states).toEqual([true, false]);
  });

  it('"uncheck Roads in the Print filter": Roads is no box of Print, handed over', async () => {
    await open('/two');
    await handsOver('uncheck Roads in the Print filter', /no checkbox "roads" lies in a set labelled "print"/, ['Parks', 'Roads', 'Rivers']);
  });
});
