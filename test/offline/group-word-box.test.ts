/**
 * Rule group-word-choice, on checkboxes: a box said by its whole name and its fieldset's word
 * ("tick the olives topping" for "olives" in "Toppings"), ticked or unticked. Found on an issue
 * tracker's dialog ("tick the docs label" in "Labels", issue 25); the pages here are ours (a pizza
 * order).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const boxes = (legend: string, names: string[], ticked: string[] = []) =>
  `<fieldset><legend>${legend}</legend>${names.map((n) => `<label><input type="checkbox" value="${n}"${ticked.includes(n) ? ' checked' : ''}> ${n}</label>`).join(' ')}</fieldset>`;

const pages = ownPages({
  '/pizza': `<!doctype html><title>Order</title><main><h1>Your pizza</h1>${boxes('Toppings', ['olives', 'ham', 'basil'], ['ham'])}<button type="button">Add to order</button></main>`,
  // Near miss: the same box in two fieldsets whose legends say the word.
  '/pizza-two': `<!doctype html><title>Order</title><main>${boxes('Toppings', ['olives', 'ham'])}${boxes('Extra toppings', ['olives', 'chili'])}</main>`,
});

const ticked = () => pages.client.page.locator('input:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('group-word-choice: a checkbox by its name and its fieldset\'s word', () => {
  it('"tick the olives topping" ticks olives; "untick the ham topping" unticks ham', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/pizza`);
    const r1 = await client.act('tick the olives topping');
    expect(r1.success, r1.message).toBe(true);
    expect(r1.decision?.by).toMatchObject({ rule: 'group-word-choice' });
    expect(await ticked()).toEqual(['olives', 'ham']);
    const r2 = await client.act('untick the ham topping');
    expect(r2.success, r2.message).toBe(true);
    expect(await ticked()).toEqual(['olives']);
  });

  it('hands over a word no fieldset says and a box two fieldsets hold, ticking nothing', async () => {
    const { client } = pages;
    for (const [path, step] of [['/pizza', 'tick the olives sauce'], ['/pizza-two', 'tick the olives topping']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      const before = await ticked();
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await ticked(), step).toEqual(before);
    }
  });
});
