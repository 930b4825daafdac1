/**
 * Tree items said the ways the phrasings batches (issue 25) said them: "toggle Root node in the
 * Lazy loading demo" (either way, by the node's state) and "show the children of Root node in the
 * AJAX demo" (expand it; "hide the contents of X" collapses it). On a page of our own: two trees
 * (APG tree view, keys handled by the page) under headings, each with a "Projects" node; near
 * misses that must hand over: two nodes of the name with no part said, a leaf.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const tree = (label: string) => `<ul role="tree" aria-label="${label} folders">
  <li role="treeitem" aria-expanded="false" tabindex="0">Projects<ul role="group" hidden><li role="treeitem" tabindex="-1">Roadmap</li><li role="treeitem" tabindex="-1">Budget</li></ul></li>
  <li role="treeitem" tabindex="-1">Notes</li>
</ul>`;

const PAGE = `<!doctype html><title>Folders</title>
<section aria-labelledby="w"><h2 id="w">Work</h2>${tree('Work')}</section>
<section aria-labelledby="h"><h2 id="h">Home</h2>${tree('Home')}</section>
<script>
  for (const item of document.querySelectorAll('[role=treeitem][aria-expanded]')) item.addEventListener('keydown', (e) => {
    if (e.target !== item || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const open = e.key === 'ArrowRight';
    item.setAttribute('aria-expanded', String(open));
    item.querySelector('[role=group]').hidden = !open;
  });
</script>`;

const pages = ownPages({ '/': PAGE });
const page = () => pages.client.page;
const open = async () => page().goto(`${pages.origin}/`);
const projects = (part: string) => page().getByRole('tree', { name: `${part} folders` }).getByRole('treeitem', { name: /^Projects/ }).first().getAttribute('aria-expanded');

async function handedOver(step: string): Promise<string> {
  const before = await page().content();
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, step).toBeInstanceOf(MissingLLMConfigurationError);
  expect(await page().content()).toBe(before);
  return (error as Error).message;
}

describe('tree items toggled, and their children shown, in words', () => {
  it('"toggle Projects in the Home section" opens the closed node, and closes it the second time', async () => {
    await open();
    const first = await pages.client.act('toggle Projects in the Home section');
    expect(first.success, first.message).toBe(true);
    expect(await projects('Home')).toBe('true');
    expect(await projects('Work')).toBe('false');
    const second = await pages.client.act('toggle Projects in the Home section');
    expect(second.success, second.message).toBe(true);
    expect(await projects('Home')).toBe('false');
  });

  it('"show the children of Projects in the Work section" expands it; "hide the contents of …" collapses it', async () => {
    await open();
    const show = await pages.client.act('show the children of Projects in the Work section');
    expect(show.success, show.message).toBe(true);
    expect(await projects('Work')).toBe('true');
    const hide = await pages.client.act('hide the contents of Projects in the Work section');
    expect(hide.success, hide.message).toBe(true);
    expect(await projects('Work')).toBe('false');
  });

  it('near misses hand over: two Projects nodes with no part said, a leaf with no children', async () => {
    await open();
    expect(await handedOver('toggle Projects')).toMatch(/2 tree items/);
    expect(await handedOver('show the children of Notes in the Work section')).toMatch(/no children/);
  });
});
