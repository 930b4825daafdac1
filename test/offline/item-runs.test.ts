/**
 * Lists drawn without list roles (rules/item-runs.ts): a kanban of columns, each a title and a run
 * of alike cards (plain divs), a card dragged only by its grip, which the page draws with a move
 * cursor on hover only. "move X to Done", "drag X above Y" resolve by rule drag-drop on these
 * columns and succeed only when the columns read as asked afterwards. A page of our own; found by
 * the second blind batch (jKanban: every drag handed over).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const column = (title: string, cards: string[]) =>
  `<div class="board"><header><div class="title">${title}</div></header><main class="items">${cards.map((c) => `<div class="card"><div class="grip"></div><div>${c}</div></div>`).join('')}</main><footer><button>+ Add card</button></footer></div>`;

const KANBAN = `<!doctype html><title>Board</title>
<style>
  .boards { display: flex; gap: 16px; } .board { width: 260px; border: 1px solid #aaa; }
  .card { padding: 8px; margin: 6px; border: 1px solid #ccc; background: #fff; }
  .grip { display: inline-block; width: 16px; height: 16px; background: #555; margin-right: 6px; }
  .grip:hover { cursor: move; } main.items { min-height: 60px; }
</style>
<div class="boards">${column('To do', ['Write spec', 'Review'])}${column('Doing', ['Deploy'])}${column('Done', [])}</div>
<script>
  // A card moves only when pressed on its grip; it is dropped before the card under the pointer's upper half, else last.
  let dragging = null;
  document.addEventListener('mousedown', (e) => { const grip = e.target.closest('.grip'); if (grip) { dragging = grip.closest('.card'); e.preventDefault(); } });
  document.addEventListener('mouseup', (e) => {
    if (!dragging) return;
    const items = document.elementFromPoint(e.clientX, e.clientY)?.closest('.board')?.querySelector('.items');
    if (items) {
      const over = [...items.children].find((c) => c !== dragging && e.clientY < c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2);
      items.insertBefore(dragging, over ?? null);
    }
    dragging = null;
  });
</script>`;

const pages = ownPages({ '/kanban': KANBAN });

const columns = () => pages.client.page.locator('.board').evaluateAll((boards) => boards.map((b) => Array.from(b.querySelectorAll(".card"), (c) => c.textContent?.trim())));

describe('columns of alike cards under a title, without list roles', () => {
  it('"move Write spec to Done" drags the card by its grip into the Done column, checked afterwards', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/kanban`);
    const result = await client.act('move the card Write spec to Done');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'drag-drop' });
    expect(await columns()).toEqual([['Review'], ['Deploy'], ['Write spec']]);
  });

  it('"drag Deploy above Review" puts it in the To do column before Review', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/kanban`);
    const result = await client.act('drag Deploy above Review');
    expect(result.success, result.message).toBe(true);
    expect(await columns()).toEqual([['Write spec', 'Deploy', 'Review'], [], []]);
  });

  it('a card named by a kind word only is handed over, the page untouched', async () => {
    const { client } = pages;
    await client.page.goto(`${pages.origin}/kanban`);
    await expect(client.act('drag the card to Done')).rejects.toThrow(/not one item/);
    expect(await columns()).toEqual([['Write spec', 'Review'], ['Deploy'], []]);
  });
});
