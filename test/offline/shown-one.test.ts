/**
 * Rule shown-one: "this X", "the open/current/selected X" said of the one thing shown or chosen now,
 * where the page names two or more controls by the step's verb (a list's bulk Delete and the open
 * recipe's own). Found on a mail app ("archive this message", issue 25); the pages here are ours, of
 * another domain.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const say = (text: string) => `document.getElementById('did').textContent = '${text}'`;
const list = (label: string, names: string[], extra = '') =>
  `<section aria-label="${label}"><div class="tools"><button type="button" onclick="${say('Tick recipes first')}">Delete</button><button type="button" onclick="${say('Printed the list')}">Print</button>${extra}</div>
   <div class="rows">${names.map((n) => `<div class="row"><input type="checkbox" aria-label="Tick ${n}"><span>${n}</span></div>`).join('')}</div></section>`;
const pane = (title: string, label = 'Reading') =>
  `<section aria-label="${label}"><h2>${title}</h2><div><button type="button" onclick="${say(`Deleted ${title}`)}">Delete</button><button type="button" onclick="${say(`Printed ${title}`)}">Print</button></div><p>Zest two lemons, then whisk.</p></section>`;
const RECIPES = ['Lemon tart', 'Pea soup', 'Rye bread'];

/** A table of tasks, each row with its own Duplicate; `selected` marks rows aria-selected. */
const tasks = (selected: string[]) =>
  `<table aria-label="Tasks"><tbody>${['Paint fence', 'Fix gate', 'Mow lawn'].map((t) => `<tr aria-selected="${selected.includes(t)}"><td>${t}</td><td><button type="button" onclick="${say(`Copied ${t}`)}">Duplicate</button></td></tr>`).join('')}</tbody></table>`;

const pages = ownPages({
  // The list of recipes (its Delete acts on the ticked ones) and the open recipe's pane.
  '/cookbook': `<!doctype html><title>Cookbook</title><main>${list('Recipes', RECIPES)}${pane('Pea soup')}<p id="did"></p></main>`,
  // The list given entries by role, its pane titled by nothing but the heading.
  '/cookbook-ul': `<!doctype html><title>Cookbook</title><main><div><button type="button" onclick="${say('Tick recipes first')}">Delete</button><ul>${RECIPES.map((n) => `<li>${n}</li>`).join('')}</ul></div><div><h2>Rye bread</h2><button type="button" onclick="${say('Deleted Rye bread')}">Delete</button></div><p id="did"></p></main>`,
  // The open recipe in a dialog over the list.
  '/cookbook-dialog': `<!doctype html><title>Cookbook</title><main>${list('Recipes', RECIPES)}</main><div role="dialog" aria-label="Lemon tart"><button type="button" onclick="${say('Printed Lemon tart')}">Print</button></div><p id="did"></p>`,
  '/tasks': `<!doctype html><title>Tasks</title><main>${tasks(['Fix gate'])}<p id="did"></p></main>`,
  // Near misses: two lists and no pane; a pane whose heading is no entry of the list; no row selected; two rows selected.
  '/two-lists': `<!doctype html><title>Cookbook</title><main>${list('Recipes', RECIPES)}${list('Favourite recipes', ['Pea soup', 'Rye bread'])}<p id="did"></p></main>`,
  '/other-pane': `<!doctype html><title>Cookbook</title><main>${list('Recipes', RECIPES)}${pane('Shopping list', 'Notes')}<p id="did"></p></main>`,
  '/tasks-none': `<!doctype html><title>Tasks</title><main>${tasks([])}<p id="did"></p></main>`,
  '/tasks-two': `<!doctype html><title>Tasks</title><main>${tasks(['Fix gate', 'Mow lawn'])}<p id="did"></p></main>`,
});

async function did(path: string, step: string): Promise<string | null> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by, step).toMatchObject({ rule: 'shown-one' });
  return client.page.locator('#did').textContent();
}

describe('shown-one', () => {
  it('"delete this recipe" clicks the open recipe\'s Delete, not the list\'s', async () => {
    expect(await did('/cookbook', 'delete this recipe')).toBe('Deleted Pea soup');
    expect(await did('/cookbook', 'print the open recipe')).toBe('Printed Pea soup');
    expect(await did('/cookbook', 'print the current recipe')).toBe('Printed Pea soup');
    expect(await did('/cookbook-ul', 'delete this recipe')).toBe('Deleted Rye bread');
  });

  it('the one in an open dialog, and the one in the selected row', async () => {
    expect(await did('/cookbook-dialog', 'print this recipe')).toBe('Printed Lemon tart');
    expect(await did('/tasks', 'duplicate the selected task')).toBe('Copied Fix gate');
  });

  it('hands over when no part, or two, show the one open or selected, clicking nothing', async () => {
    const { client } = pages;
    for (const [path, step] of [['/two-lists', 'print this recipe'], ['/other-pane', 'delete this recipe'], ['/tasks-none', 'duplicate the selected task'], ['/tasks-two', 'duplicate the selected task']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('#did').textContent(), step).toBe('');
    }
  });
});
