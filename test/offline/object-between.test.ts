/**
 * Rule object-between: a control named by a verb and what it makes ("Mark as pinned", "Flag as
 * urgent"), said with the thing it acts on between them: "mark the note as pinned", "flag this
 * order as urgent". Found on a mail app ("mark the message as unread": an item of the reading
 * pane's closed More actions menu, issue 25); the pages here are ours (notes, orders).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const say = (text: string) => `document.getElementById('did').textContent = '${text}'`;
/** A notes app: the list, and the open note's pane with a More actions menu drawn closed. */
const notes = (items: string[]) => `<!doctype html><title>Notes</title><main><section aria-label="Notes"><ul><li>Groceries</li><li>Trip plan</li></ul></section>
  <section aria-label="Reader"><h2>Trip plan</h2><button type="button">Share</button>
  <button id="more" aria-haspopup="menu" aria-expanded="false" onclick="const m = document.getElementById('m'); m.hidden = !m.hidden; this.setAttribute('aria-expanded', String(!m.hidden))">More actions</button>
  <div role="menu" id="m" hidden>${items.map((i) => `<div role="menuitem" tabindex="-1" onclick="${say(i)}">${i}</div>`).join('')}</div></section><p id="did"></p></main>`;
/** Orders with a shown Flag as urgent button: on the open order only, or on every row. */
const orders = (everyRow: boolean) => `<!doctype html><title>Orders</title><main><table aria-label="Orders"><tbody>${['A-100', 'A-101'].map((o) => `<tr><td>${o}</td>${everyRow ? `<td><button type="button" onclick="${say(`Flagged ${o}`)}">Flag as urgent</button></td>` : ''}</tr>`).join('')}</tbody></table>
  ${everyRow ? '' : `<aside aria-label="Order A-101"><h2>A-101</h2><button type="button" onclick="${say('Flagged A-101')}">Flag as urgent</button></aside>`}<p id="did"></p></main>`;

const pages = ownPages({
  '/notes': notes(['Mark as pinned', 'Duplicate', 'Move to trash']),
  '/orders': orders(false),
  // Near misses: the menu holds only a near name ("Mark as pinned" for "as unpinned"); a Flag as urgent on every row.
  '/orders-rows': orders(true),
});

async function did(path: string, step: string): Promise<string | null> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by, step).toMatchObject({ rule: 'object-between' });
  return client.page.locator('#did').textContent();
}

describe('object-between', () => {
  it('"mark the note as pinned" opens the closed More actions menu and clicks Mark as pinned', async () => {
    expect(await did('/notes', 'mark the note as pinned')).toBe('Mark as pinned');
    expect(await did('/notes', 'mark this note as pinned')).toBe('Mark as pinned');
  });

  it('"flag this order as urgent" clicks the one shown Flag as urgent (verb-name reads it first, by the name\'s start)', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/orders`);
    const result = await client.act('flag this order as urgent');
    expect(result.success, result.message).toBe(true);
    expect(await client.page.locator('#did').textContent()).toBe('Flagged A-101');
  });

  it('hands over a near name and a control shown on every row, clicking nothing', async () => {
    const { client } = pages;
    for (const [path, step] of [['/notes', 'mark the note as unpinned'], ['/orders-rows', 'flag the order as urgent']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('#did').textContent(), step).toBe('');
    }
  });
});
