/**
 * "remove X from Y" where the chosen values of a multiple select are drawn as chips that are options of a listbox,
 * their remove control hidden from assistive technology (aria-hidden; issue 25 item 4: fieldservice's Kendo
 * MultiSelect "Skills required", "remove Welding from skills": no element matches). Rule remove-item now finds the
 * one selected option named X in a listbox beside the field named Y, clicks the remove control inside it (found by
 * its title or label: remove, delete, x), and the chip must be gone. Pages of ours of another domain: a recipe
 * tagger. Near misses: a chip whose remove control does nothing (the step fails, the chip stays), a chip in another
 * field than the one said (handed over), no chip of that name (handed over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A tag field of ours: chips as selected options of a listbox, each with a hidden remove control; `dead` ones do nothing. */
const tags = (id: string, label: string, chosen: string[], dead = false) => `
  <div class="field"><label id="${id}-l" for="${id}">${label}</label>
  <div class="box">
    <div role="listbox" id="${id}-chips" aria-label="${id} chips" aria-multiselectable="true">
      ${chosen.map((t) => `<div role="option" aria-selected="true" class="chip"><span>${t}</span><span class="x" aria-hidden="true" title="Remove">✕</span></div>`).join('')}
    </div>
    <input id="${id}" role="combobox" aria-expanded="false" aria-labelledby="${id}-l" autocomplete="off">
  </div></div>
  <script>
    document.getElementById('${id}-chips').addEventListener('click', (e) => {
      const x = e.target.closest('.x');
      if (x && !${dead}) x.closest('[role=option]').remove();
    });
  </script>`;

const TAGGER = `<!doctype html><title>Recipe tagger</title>
<h1>Tag a recipe: Tomato soup</h1>
${tags('cuisine', 'Cuisine', ['Italian', 'French'])}
${tags('diet', 'Diet', ['Vegan', 'Gluten free'])}
<button type="button">Save tags</button>`;

const BROKEN = `<!doctype html><title>Recipe tagger</title>
<h1>Tag a recipe: Tomato soup</h1>
${tags('diet', 'Diet', ['Vegan', 'Gluten free'], true)}`;

const pages = ownPages({ '/tagger': TAGGER, '/broken': BROKEN });
const page = () => pages.client.page;
const run = (step: string) => pages.client.act(step).then((r) => ({ outcome: r.success ? 'acted' : 'failed', message: r.message }), (e: Error) => ({ outcome: 'handed over', message: e.message }));
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const chips = (id: string) => page().locator(`#${id}-chips [role=option]`).allTextContents().then((t) => t.map((s) => s.replace('✕', '').trim()).join(','));

describe('remove-item: a chip of a multiple select whose remove control is hidden from the tree', () => {
  it('"remove Vegan from the diet": the chip\'s remove control clicked, the chip gone, the other field untouched', async () => {
    await open('/tagger');
    expect(await run('remove Vegan from the diet')).toMatchObject({ outcome: 'acted' });
    expect(await chips('diet')).toBe('Gluten free');
    expect(await chips('cuisine')).toBe('Italian,French');
  });

  it('near miss: a remove control that does nothing: the step fails, the chip stays', async () => {
    await open('/broken');
    const r = await run('remove Vegan from the diet');
    expect(r.outcome).toBe('failed');
    expect(await chips('diet')).toBe('Vegan,Gluten free');
  });

  it('near miss: the chip is in another field than the one said: handed over, nothing removed', async () => {
    await open('/tagger');
    expect((await run('remove Italian from the diet')).outcome).toBe('handed over');
    expect(await chips('cuisine')).toBe('Italian,French');
    expect(await chips('diet')).toBe('Vegan,Gluten free');
  });

  it('near miss: no chip of that name: handed over, nothing removed', async () => {
    await open('/tagger');
    expect((await run('remove Spicy from the diet')).outcome).toBe('handed over');
    expect(await chips('diet')).toBe('Vegan,Gluten free');
  });
});
