import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { Client, findBrowser } from '../../src/index.js';
import { fromNodes, selectorLocator, type SnapshotNode } from '../../src/engine/snapshot/index.js';
import { treeSelector } from '../../src/engine/snapshot/selectors.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

/**
 * An unnamed control inside an item (a todo's checkbox, a row's icon button) gets its selector
 * written from the tree, through the item's text, with no round trip: only when no other item of
 * its kind holds that text, and never kept when the page finds it names more than one element.
 */
let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ...(role === 'text' ? {} : { ref: `e${++counter}` }), frame: [], children, ...extra };
}
const text = (t: string) => n('text', undefined, [], { text: t });
const item = (label: string, ...controls: SnapshotNode[]) => n('listitem', undefined, [...controls, text(label)]);
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('list', undefined, nodes)]);

describe('a selector written through the item the control is in', () => {
  it('names the item by its text and the control by its role', () => {
    const box = n('checkbox');
    const snapshot = page(item('buy some cheese', n('checkbox')), item('feed the cat', box));
    expect(treeSelector(snapshot, box.ref!)).toBe('internal:role=listitem >> internal:has-text="feed the cat"i >> internal:role=checkbox');
  });

  it('counts the control among its kind in the item', () => {
    const second = n('button');
    const snapshot = page(item('Alice', n('button'), second), item('Bob', n('button'), n('button')));
    expect(treeSelector(snapshot, second.ref!)).toBe('internal:role=listitem >> internal:has-text="Alice"i >> internal:role=button >> nth=1');
  });

  it('writes none when another item holds the text too (equal, or within a longer text)', () => {
    const twin = n('checkbox');
    expect(treeSelector(page(item('milk', twin), item('milk', n('checkbox'))), twin.ref!)).toBeUndefined();
    const shorter = n('checkbox');
    const longer = n('checkbox');
    const snapshot = page(item('milk', shorter), item('milk chocolate', longer));
    expect(treeSelector(snapshot, shorter.ref!)).toBeUndefined();
    expect(treeSelector(snapshot, longer.ref!)).toBe('internal:role=listitem >> internal:has-text="milk chocolate"i >> internal:role=checkbox');
  });

  it('finds a named control that every row has (a Delete in each) through its row, not by its place', () => {
    const cell = (t: string) => n('cell', t);
    const row = (name: string, ...controls: SnapshotNode[]) => n('row', undefined, [cell(name), cell('30'), n('cell', undefined, controls)]);
    const bobs = n('button', 'Delete');
    const snapshot = fromNodes('http://127.0.0.1/', [n('table', undefined, [row('Alice', n('button', 'Delete')), row('Bob', bobs)])]);
    // Before: `internal:role=button[name="Delete"s] >> nth=1`, whichever Delete is second when the test runs.
    expect(treeSelector(snapshot, bobs.ref!)).toBe('internal:role=row >> internal:has-text="Bob"i >> internal:role=button[name="Delete"s]');
    // A named control the page has once keeps its own selector; one whose row is not told apart keeps its place.
    const once = n('button', 'Add');
    const twin = n('button', 'Delete');
    const plain = fromNodes('http://127.0.0.1/', [once, n('table', undefined, [row('Ann', n('button', 'Delete')), row('Ann', twin)])]);
    expect(treeSelector(plain, once.ref!)).toBe('internal:role=button[name="Add"s]');
    expect(treeSelector(plain, twin.ref!)).toBe('internal:role=button[name="Delete"s] >> nth=1');
  });

  it('writes none for a control outside any item, or one with a vague role', () => {
    const loose = n('checkbox');
    const generic = n('generic', undefined, [], { cursor: 'pointer' });
    const snapshot = fromNodes('http://127.0.0.1/', [n('generic', undefined, [loose, text('alone')]), n('list', undefined, [item('x y', generic)])]);
    expect(treeSelector(snapshot, loose.ref!)).toBeUndefined();
    expect(treeSelector(snapshot, generic.ref!)).toBeUndefined();
  });
});

describe('a step cached on one order of rows, replayed on another', () => {
  let browser: Browser;
  let server: TestServer;
  const row = (name: string) => `<tr><td>${name}</td><td>30</td><td><button onclick="this.closest('tr').remove()">Delete</button></td></tr>`;
  const table = (...names: string[]) => `<title>People</title><table><thead><tr><th>Name</th><th>Age</th><th></th></tr></thead><tbody>${names.map(row).join('')}</tbody></table>`;

  beforeAll(async () => {
    server = await startTestServer();
    server.route('/people', table('Alice', 'Bob'));
    server.route('/people-sorted', table('Bob', 'Alice'));
    browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** One act on a fresh page of `path` with the action cache in `cacheDir`; the names of the rows left after it. */
  const actOn = async (path: string, step: string, cacheDir: string) => {
    const context = await browser.newContext();
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context, cacheDir });
    try {
      await client.init();
      await client.page.goto(`${server.origin}${path}`);
      const result = await client.act(step);
      return { result, left: await client.page.locator('tbody td:first-child').allTextContents() };
    } finally {
      await client.close();
      await context.close();
    }
  };

  it('deletes the row the step names, and its code says which row', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'actwright-rows-'));
    const run = (path: string) => actOn(path, 'delete the row for Alice', cacheDir);
    try {
      const first = await run('/people');
      expect(first.result.success, first.result.message).toBe(true);
      expect(first.left).toEqual(['Bob']);
      expect(first.result.actions[0]!.code).toBe("await page.getByRole('row').filter({ hasText: 'Alice' }).getByRole('button', { name: 'Delete', exact: true }).click();");
      // The cached step on rows in another order: before, its `nth=0` deleted Bob and said it deleted Alice.
      const replay = await run('/people-sorted');
      expect(replay.result.success, replay.result.message).toBe(true);
      expect(replay.left).toEqual(['Bob']);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('a step that names the row by place keeps the place: "click the first Delete button"', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'actwright-rows-'));
    const run = (path: string) => actOn(path, 'click the first Delete button', cacheDir);
    try {
      const first = await run('/people');
      expect(first.result.success, first.result.message).toBe(true);
      expect(first.left).toEqual(['Bob']);
      expect(first.result.actions[0]!.code).toBe("await page.getByRole('button', { name: 'Delete', exact: true }).first().click();");
      const replay = await run('/people-sorted');
      expect(replay.result.success, replay.result.message).toBe(true);
      expect(replay.left).toEqual(['Alice']);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('on a page whose items hold text the tree does not show', () => {
  let browser: Browser;
  let server: TestServer;
  // The second item holds "Milk" too, hidden: the tree shows it in the first item only, the DOM in both.
  const LIST = `<title>Shopping</title><ul>
    <li><input type="checkbox" class="toggle"><label>Milk</label></li>
    <li><input type="checkbox" class="toggle"><label>Bread</label><span style="display:none">Milk</span></li>
  </ul>`;

  beforeAll(async () => {
    server = await startTestServer();
    server.route('/list', LIST);
    browser = await chromium.launch({ executablePath: findBrowser()!.executablePath });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('ticks the one item and records a selector that names one element', async () => {
    const context = await browser.newContext();
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, browserContext: context });
    try {
      await client.init();
      await client.page.goto(`${server.origin}/list`);
      const result = await client.act('tick "Milk"');
      expect(result.success, result.message).toBe(true);
      expect(await client.page.locator('input').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked))).toEqual([true, false]);
      const selector = result.actions[0]!.selector;
      expect(await selectorLocator(client.page, selector).count()).toBe(1);
    } finally {
      await client.close();
      await context.close();
    }
  });
});
