/**
 * Steps for jstree 3.3.17 (test/offline/apps/jstree/: the package's own basic demo page,
 * `demo/basic/index.html`, from the npm package `jstree`, MIT): seven trees (ARIA tree and
 * treeitems), most with a node named "Root node", told apart by the demo heading above them;
 * nodes expand, collapse and get selected, one is disabled, and a button selects a node through
 * the API. Blind: written the way testers write them, before the resolver was run on this app,
 * and frozen (test/offline/real-apps/frozen.test.ts).
 */
import { expect, type Page } from '@playwright/test';
import { finds, LOAD_MS, says, type AppStep, type RealApp } from './corpus.js';

const TREES = ['html', 'data', 'frmt', 'ajax', 'lazy', 'clbk', 'evts'] as const;
type Tree = (typeof TREES)[number];

async function prepare(page: Page, origin: string, setup: string) {
  if (setup !== 'demo') throw new Error(`no jstree setup ${setup}`);
  await page.goto(`${origin}/jstree/demo/basic/index.html?fresh=${Date.now()}`, { waitUntil: 'domcontentloaded', timeout: LOAD_MS });
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: LOAD_MS });
  // Every tree has drawn its first level (the AJAX and lazy ones load root.json).
  for (const tree of TREES) await expect(page.locator(`#${tree} [role=treeitem]`).first()).toBeVisible({ timeout: LOAD_MS });
  await page.mouse.move(0, 0);
}

/** The state of every tree, through jstree's own API: which nodes are open and which selected. */
function treeState(page: Page) {
  return page.evaluate((trees) => {
    const $ = (window as unknown as { jQuery: (s: string) => { jstree(b: true): { get_json(id: string, o: object): unknown[]; get_selected(full: true): { text: string }[] } } }).jQuery;
    const out: Record<string, { open: string[]; selected: string[] }> = {};
    for (const id of trees) {
      const tree = $(`#${id}`).jstree(true);
      const open: string[] = [];
      const walk = (nodes: unknown[]) => {
        for (const n of nodes as { text: string; state: { opened?: boolean }; children: unknown[] }[]) {
          if (n.state.opened) open.push(n.text.trim());
          walk(n.children ?? []);
        }
      };
      walk(tree.get_json('#', {}));
      out[id] = { open, selected: tree.get_selected(true).map((n) => n.text.trim()) };
    }
    return out;
  }, TREES as unknown as string[]);
}

const INITIAL: Record<Tree, { open: string[]; selected: string[] }> = {
  html: { open: ['Root node'], selected: ['Child node 1'] },
  data: { open: [], selected: [] },
  frmt: { open: ['Root node'], selected: ['Child node 1'] },
  ajax: { open: [], selected: [] },
  lazy: { open: [], selected: [] },
  clbk: { open: [], selected: [] },
  evts: { open: [], selected: [] },
};

/** This tree is so (and its node's children are drawn when it is open); every other tree as it started. */
const tree = (id: Tree, want: { open: string[]; selected: string[] }) => async (page: Page) => {
  await expect.poll(() => treeState(page), { timeout: 3_000 }).toEqual({ ...INITIAL, [id]: want });
  if (want.open.length) await expect(page.locator(`#${id} li.jstree-node li.jstree-node`).first()).toBeVisible();
};

// --- references ------------------------------------------------------------------------------

const node = (page: Page, id: Tree, text: string) => page.locator(`#${id} li.jstree-node`).filter({ has: page.locator(':scope > a', { hasText: new RegExp(`^\\s*${text}\\s*$`) }) });
/** The open/close triangle, as a person clicks it. */
const toggle = (id: Tree, text: string) => (page: Page) => node(page, id, text).locator(':scope > i.jstree-ocl').click();
const select = (id: Tree, text: string) => (page: Page) => node(page, id, text).locator(':scope > a').click();

export const JSTREE_STEPS: AppStep[] = [
  ...says('demo', toggle('data', 'Root node'), tree('data', { open: ['Root node'], selected: [] }), [
    'expand Root node in the Inline data demo',
    'open the Root node of the Inline data demo tree',
    'click the arrow next to Root node under "Inline data demo"',
  ]),
  ...says('demo', toggle('html', 'Root node'), tree('html', { open: [], selected: ['Child node 1'] }), [
    'collapse Root node in the HTML demo',
    'close the Root node in the HTML demo tree',
  ]),
  ...says('demo', toggle('frmt', 'Root node'), tree('frmt', { open: [], selected: ['Child node 1'] }), ['collapse the Root node of the Data format demo']),
  ...says('demo', toggle('ajax', 'Root node'), tree('ajax', { open: ['Root node'], selected: [] }), [
    'expand the Root node in the AJAX demo',
    'open Root node in the AJAX demo',
  ]),
  ...says('demo', toggle('lazy', 'Root node'), tree('lazy', { open: ['Root node'], selected: [] }), ['expand Root node in the Lazy loading demo']),
  ...says('demo', toggle('clbk', 'Root'), tree('clbk', { open: ['Root'], selected: [] }), [
    'expand Root in the Callback function data demo',
    'expand the node "Root"',
  ]),
  ...says('demo', select('html', 'Child node 2'), tree('html', { open: ['Root node'], selected: ['Child node 2'] }), [
    'select Child node 2 in the HTML demo',
    'click Child node 2 in the HTML demo',
  ]),
  ...says('demo', select('frmt', 'Root node'), tree('frmt', { open: ['Root node'], selected: ['Root node'] }), ['select Root node in the Data format demo']),
  ...says('demo', select('evts', 'Root node'), tree('evts', { open: [], selected: ['Root node'] }), ['select the Root node in the Interaction and events demo']),
  // The API selects the node whether or not its parent is drawn open: only the selection is asked for.
  ...says('demo', (page) => page.locator('#evts_button').click(), async (page) => {
    await expect.poll(async () => ({ ...(await treeState(page)), evts: { open: [], selected: (await treeState(page)).evts!.selected } }), { timeout: 3_000 }).toEqual({ ...INITIAL, evts: { open: [], selected: ['Child node 1'] } });
  }, [
    'click "select node with id 1"',
    'press the select node with id 1 button',
  ]),
  ...says('demo', (page) => node(page, 'data', 'Root node').locator(':scope > a').dblclick(), tree('data', { open: ['Root node'], selected: ['Root node'] }), [
    'double-click Root node in the Inline data demo',
  ]),
  ...finds('demo', '#html li.jstree-leaf:last-child, #html li.jstree-leaf:last-child > a', ['find Child node 2 in the HTML demo']),
  ...finds('demo', '#evts_button', ['find the "select node with id 1" button']),
  ...finds('demo', '#ajax > ul > li, #ajax > ul > li > a', ['locate the Root node of the AJAX demo']),
];

export const JSTREE: RealApp = { name: 'jstree', steps: JSTREE_STEPS, prepare };
