/**
 * "choose V as the T" for radios captioned by the cell before theirs (issue 25 item 4; fieldservice's "choose
 * Inspection as the visit type": a form grid of caption and field cells, `<span>Visit type</span><span>radios</span>`,
 * no fieldset, no radio group, generated names: "no element matches"). Rule choice-group now reads a caption cell
 * that labels no box as the group of the radios in the cell just after it, when that cell holds two or more radios
 * and no other control. Pages of ours of another domain: a recipe editor laid out as a CSS grid. Without the change
 * the Serving style step (span cells, as fieldservice's) is handed over; the Difficulty and Course steps (div cells)
 * were resolved already by setting-choice and stay so. Near misses: words that two captions share ("the size":
 * Serving size, Pan size, both offering Large: handed over), and a value no radio of the group says (handed over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

// Generated names and values, as a form toolkit writes them: only the label beside each radio says what it is.
const radios = (name: string, values: string[], checked: string) => values.map((v, i) => `<input type="radio" name="${name}" id="${name}-${i}" value="${i}" data-label="${v}"${v === checked ? ' checked' : ''}> <label for="${name}-${i}">${v}</label>`).join('\n');

// A form laid out as a grid of caption and field cells (each cell then a box of its own on the page).
const RECIPE = `<!doctype html><title>Recipe editor</title>
<style>.grid { display: grid; grid-template-columns: 160px 320px; gap: 8px; }</style>
<h1>New recipe</h1>
<p>Filter your recipes: <button type="button">Hard</button> <button type="button">Dessert</button></p>
<div class="grid">
  <span>Recipe name</span><div><input aria-label="Recipe name" value="Lentil soup"></div>
  <label for="prep">Prep time</label><input id="prep" value="20 min">
  <span>Difficulty</span><div>${radios('f1', ['Easy', 'Medium', 'Hard'], 'Easy')}</div>
  <label for="serve-at">Serving time</label><input id="serve-at" role="combobox" aria-expanded="false" value="7:30 PM">
  <span>Serving style</span><span>${radios('f5', ['Plated', 'Family', 'Buffet'], 'Plated')}</span>
  <span>Course</span><div>${radios('f2', ['Starter', 'Main', 'Dessert'], 'Main')}</div>
  <span>Serving size</span><div>${radios('f3', ['Small', 'Large'], 'Small')} <input aria-label="Other size"></div>
  <span>Pan size</span><div>${radios('f4', ['Small', 'Large'], 'Small')}</div>
  <button type="button">Save recipe</button>
</div>`;

const pages = ownPages({ '/recipe': RECIPE });
const page = () => pages.client.page;
const run = (step: string) => pages.client.act(step).then((r) => ({ outcome: r.success ? 'acted' : 'failed', message: r.message }), (e: Error) => ({ outcome: 'handed over', message: e.message }));
const open = () => page().goto(`${pages.origin}/recipe`);
const chosen = () => page().evaluate(() => ['f1', 'f2', 'f3', 'f4', 'f5'].map((n) => (document.querySelector(`input[name=${n}]:checked`) as HTMLInputElement).dataset.label).join(','));

describe('choice-group: radios captioned by the cell before theirs', () => {
  it('"choose Hard as the difficulty": the radio Hard of the cell after the caption "Difficulty" is checked', async () => {
    await open();
    expect(await run('choose Hard as the difficulty')).toMatchObject({ outcome: 'acted' });
    expect(await chosen()).toBe('Hard,Main,Small,Small,Plated');
  });

  it('"choose Buffet as the serving style": its caption shares a word with another field (Serving time)', async () => {
    await open();
    expect(await run('choose Buffet as the serving style')).toMatchObject({ outcome: 'acted' });
    expect(await chosen()).toBe('Easy,Main,Small,Small,Buffet');
  });

  it('"set course to Dessert": the same group said the other way', async () => {
    await open();
    expect(await run('set course to Dessert')).toMatchObject({ outcome: 'acted' });
    expect(await chosen()).toBe('Easy,Dessert,Small,Small,Plated');
  });

  it('near miss: "the size" names two caption cells (Serving size, Pan size), both offering Large: handed over, nothing checked', async () => {
    await open();
    expect((await run('choose Large as the size')).outcome).toBe('handed over');
    expect(await chosen()).toBe('Easy,Main,Small,Small,Plated');
  });

  it('near miss: no radio of the group says the value: handed over, nothing checked', async () => {
    await open();
    expect((await run('choose Expert as the difficulty')).outcome).toBe('handed over');
    expect(await chosen()).toBe('Easy,Main,Small,Small,Plated');
  });
});
