/**
 * How the phrasings batches (issue 25) asked observe() and switched views: a bare noun phrase whose
 * name ends in a number ("Item 2 in the Veg demo", once read as a field "item" and its value), a
 * place said by the kind of widget beside it ("the search box above the sheet": no text says
 * "sheet", the page has one table), the question said last ("Amount header, where is it?"), and
 * "switch to Details" on a strip of labels the page marks as a tab list. Near misses hand over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const TREES = `<!doctype html><title>Trees</title>
<h2>Fruit demo</h2>
<ul role="tree" id="fruit"><li role="treeitem" id="f1">Item 1</li><li role="treeitem" id="f2">Item 2</li></ul>
<h2>Veg demo</h2>
<ul role="tree" id="veg"><li role="treeitem" id="v1">Item 1</li><li role="treeitem" id="v2">Item 2</li></ul>`;

const SHEET = `<!doctype html><title>Sheet</title>
<label>Search rows <input id="filter" type="search"></label>
<table><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody><tr><td>Tea</td><td>3</td></tr></tbody></table>`;

const TWO_SHEETS = `<!doctype html><title>Sheets</title>
<label>Search rows <input id="filter" type="search"></label>
<table><thead><tr><th>Item</th></tr></thead><tbody><tr><td>Tea</td></tr></tbody></table>
<label>Search more <input id="more" type="search"></label>
<table><thead><tr><th>Item</th></tr></thead><tbody><tr><td>Milk</td></tr></tbody></table>`;

const strip = (role: string) => `<!doctype html><title>Views</title>
<div ${role} style="display:flex;gap:8px"><div style="cursor:pointer" onclick="show('Summary')">Summary</div><div style="cursor:pointer" onclick="show('Details')">Details</div></div>
<section><p id="view">Summary: 3 rows</p></section>
<script>function show(v) { document.getElementById('view').textContent = v + ': ' + (v === 'Summary' ? 3 : 9) + ' rows'; }</script>`;

// The same strip, its clicks taken by one listener on the page (delegation): nothing of a label's own says it does anything.
const DELEGATED = `<!doctype html><title>Views</title>
<div class="views" style="display:flex;gap:8px"><div>Summary</div><div>Details</div></div>
<section><p id="view">Summary: 3 rows</p></section>
<script>document.addEventListener('click', (e) => { const v = e.target.closest('.views > div')?.textContent; if (v) document.getElementById('view').textContent = v + ': ' + (v === 'Summary' ? 3 : 9) + ' rows'; });</script>`;

const pages = ownPages({ '/trees': TREES, '/sheet': SHEET, '/two-sheets': TWO_SHEETS, '/tabs': strip('role="tablist"'), '/strip': strip('class="views"'), '/strip-delegated': DELEGATED });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
/** Whether the selector observe() returned names the element `selector` names. */
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('observe() of a bare noun phrase', () => {
  it('finds "Item 2 in the Veg demo" (a name ending in a number, then its part)', async () => {
    await open('/trees');
    const [found] = await pages.client.observe('Item 2 in the Veg demo');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('#v2', found!.selector)).toBe(true);
  });

  it('hands over "Item 3 in the Veg demo": no such item', async () => {
    await open('/trees');
    await expect(pages.client.observe('Item 3 in the Veg demo')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('finds "the search box above the sheet": the one table is the sheet', async () => {
    await open('/sheet');
    const [found] = await pages.client.observe('the search box above the sheet');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('#filter', found!.selector)).toBe(true);
  });

  it('hands over "the search box above the sheet" on a page of two tables', async () => {
    await open('/two-sheets');
    await expect(pages.client.observe('the search box above the sheet')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('reads "Amount header, where is it?" as "where is the Amount header"', async () => {
    await open('/sheet');
    const [found] = await pages.client.observe('Amount header, where is it?');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('th:nth-child(2)', found!.selector)).toBe(true);
  });
});

describe('"switch to Details" on a strip of labels with no roles', () => {
  it('clicks the label when the page marks the strip as a tab list', async () => {
    await open('/tabs');
    const result = await pages.client.act('switch to Details');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#view').textContent()).toBe('Details: 9 rows');
  });

  it('clicks the label when the label has a click listener of its own (rule listened-control; session 25), the view switched', async () => {
    await open('/strip');
    const result = await pages.client.act('switch to Details');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ kind: 'rule', rule: 'listened-control' });
    expect(await page().locator('#view').textContent()).toBe('Details: 9 rows');
  });

  it('hands over when nothing says the strip is tabs and no label listens itself (say "the Details tab"), the view as it was', async () => {
    await open('/strip-delegated');
    await expect(pages.client.act('switch to Details')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await page().locator('#view').textContent()).toBe('Summary: 3 rows');
  });
});
