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

  it('writes none for a control outside any item, or one with a vague role', () => {
    const loose = n('checkbox');
    const generic = n('generic', undefined, [], { cursor: 'pointer' });
    const snapshot = fromNodes('http://127.0.0.1/', [n('generic', undefined, [loose, text('alone')]), n('list', undefined, [item('x y', generic)])]);
    expect(treeSelector(snapshot, loose.ref!)).toBeUndefined();
    expect(treeSelector(snapshot, generic.ref!)).toBeUndefined();
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
