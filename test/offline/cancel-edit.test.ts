/**
 * "cancel editing" with no control that cancels (rules/cancel-edit.ts): Escape in the field being
 * edited, checked by the field leaving the edit. A notes list of our own whose titles are edited in
 * place (double-click), Escape putting the old title back; found by the phrasings batch on TodoMVC.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const NOTES = (escapeCancels: boolean) => `<!doctype html><title>Notes</title>
<h1>Notes</h1><p>Double-click a title to rename it.</p>
<ol id="notes"></ol>
<script>
  for (const title of ['Groceries', 'Trip ideas']) {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.textContent = title;
    li.append(span);
    li.addEventListener('dblclick', () => {
      if (li.querySelector('input')) return;
      const input = document.createElement('input');
      input.value = span.textContent;
      input.setAttribute('aria-label', 'Title');
      li.replaceChildren(input);
      input.focus();
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Escape' && ${escapeCancels}) li.replaceChildren(span);
        if (e.key === 'Enter') { span.textContent = input.value; li.replaceChildren(span); }
      });
    });
    document.getElementById('notes').append(li);
  }
</script>`;

const pages = ownPages({ '/notes': NOTES(true), '/by-note': NOTES(true).replace('Double-click a title to rename it.', 'Double-click a note to edit it.'), '/stuck': NOTES(false), '/with-cancel': NOTES(true).replace('<ol id="notes">', '<button onclick="this.textContent = \'cancelled\'">Cancel</button><ol id="notes">') });
const titles = () => pages.client.page.locator('#notes li').evaluateAll((lis) => lis.map((li) => li.querySelector('input') ? `editing: ${(li.querySelector('input') as HTMLInputElement).value}` : li.textContent));

describe('cancel-edit', () => {
  it('"cancel editing" presses Escape in the focused field: the edit is left, the old title kept', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/notes`);
    await client.page.getByText('Trip ideas').dblclick();
    await client.page.getByLabel('Title').fill('Holidays');
    const result = await client.act('cancel editing');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'cancel-edit' });
    expect(await titles()).toEqual(['Groceries', 'Trip ideas']);
  });

  it('an Escape that leaves the field being edited is a failed step, not a success', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/stuck`);
    await client.page.getByText('Groceries').dblclick();
    const result = await client.act('discard my changes', { timeout: 5_000 }).catch((e: Error) => ({ success: false, message: e.message }));
    expect(result.success).toBe(false);
  });

  it('nothing being edited: handed over, the page untouched', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/notes`);
    const result = await client.act('cancel the edit', { timeout: 5_000 }).catch((e: Error) => ({ success: false, message: e.message }));
    expect(result.success).toBe(false);
    expect(await titles()).toEqual(['Groceries', 'Trip ideas']);
  });

  it('a page with a Cancel control is not answered by the key', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/with-cancel`);
    await client.page.getByText('Groceries').dblclick();
    const result = await client.act('cancel editing', { timeout: 5_000 }).catch((e: Error) => ({ success: false, message: e.message, decision: undefined }));
    expect((result as { decision?: { by: unknown } }).decision?.by).not.toEqual({ kind: 'rule', rule: 'cancel-edit' });
  });
});

describe('inline-edit: the nth item said by the noun the page\'s own line on editing uses', () => {
  it('"edit the 2nd note" double-clicks the second note\'s text when the page says "Double-click a note to edit it"', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/by-note`);
    const result = await client.act('edit the 2nd note');
    expect(result.success, result.message).toBe(true);
    // nth-item finds the item under the heading "Notes"; no item has an Edit control, so it is edited in place as the page says.
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'nth-item' });
    expect(result.decision?.evidence?.facts?.join(' ')).toContain('Double-click a note to edit it');
    expect(await titles()).toEqual(['Groceries', 'editing: Trip ideas']);
  });

  it('an item the list does not have, or a noun the page does not use for its items, is handed over', async () => {
    const { client, origin } = pages;
    await client.page.goto(`${origin}/by-note`);
    for (const step of ['edit the 5th note', 'edit the 2nd task']) {
      const result = await client.act(step, { timeout: 5_000 }).catch((e: Error) => ({ success: false, message: e.message }));
      expect(result.success, step).toBe(false);
    }
    expect(await titles()).toEqual(['Groceries', 'Trip ideas']);
  });
});
