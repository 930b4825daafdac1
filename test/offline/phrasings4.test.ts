/**
 * The readings the fourth phrasings batch (real-apps/phrasings4-steps.ts, BLIND.md) showed wrong or
 * missing: "the box under Password" (a control named by the control above it is never that control),
 * a menu path said alone ("Music > Jazz > Big Band"), a step led into by "next," ("first,", "finally,",
 * "after that,"), on built trees and on a page of our own.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { describeForm, parseGrammar } from '../../src/engine/offline/grammar.js';
import { did, n, page, text } from '../support/built-tree.js';
import { ownPages } from '../support/own-pages.js';

describe('a control named by the control above it ("the box under Password")', () => {
  it('fills the box after the named one, never the named one', () => {
    const password = n('textbox', 'Password');
    const retype = n('textbox', 'Retype password');
    const snapshot = page(n('textbox', 'Full name'), n('textbox', 'Email'), password, retype, n('checkbox', 'I agree to the terms'));
    expect(did(snapshot, 'put s3cret in the box under Password')).toEqual([`fill ${retype.ref} s3cret`]);
  });

  it('reads a label shown above its box as that box', () => {
    const city = n('textbox', 'City');
    const zip = n('textbox', 'Zip');
    const snapshot = page(text('City'), city, text('Zip'), zip);
    expect(did(snapshot, 'type 75001 into the field under City')).toEqual([`type ${zip.ref} 75001`]);
  });

  it('hands over when nothing fitting follows the named control', () => {
    const snapshot = page(n('textbox', 'Email'), n('textbox', 'Password'));
    expect(did(snapshot, 'put s3cret in the box under Password')).not.toEqual(expect.arrayContaining([expect.stringContaining('fill')]));
  });

  it('keeps "under" a heading as "in its section"', () => {
    const save = n('button', 'Save');
    const snapshot = page(n('heading', 'Profile', [], { level: 2 }), n('button', 'Save'), n('heading', 'Billing', [], { level: 2 }), save);
    expect(did(snapshot, 'click the Save button under Billing')).toEqual([`click ${save.ref}`]);
  });
});

const form = (step: string) => {
  const read = parseGrammar(step);
  return read ? describeForm(read) : 'none';
};

describe('a step led into by "next," "first," "finally," or "after that,"', () => {
  it('reads the step that follows the comma', () => {
    expect(form('next, open up the Settings tab')).toBe(form('open up the Settings tab'));
    expect(form('first, switch to Budget')).toBe(form('switch to Budget'));
    expect(form('after that, collapse Root node')).toBe(form('collapse Root node'));
  });

  it('acts on what the step names', () => {
    const settings = n('tab', 'Settings', [], { selected: false });
    const snapshot = page(n('tablist', undefined, [n('tab', 'Activity', [], { selected: true }), settings]));
    expect(did(snapshot, 'next, click Settings')).toEqual([`click ${settings.ref}`]);
  });

  it('keeps "next" without a comma a word of the step ("next page")', () => {
    expect(form('next page')).not.toBe(form('page'));
  });
});

// A menu whose submenus show only while their item is pointed at (CSS :hover), as jQuery UI's.
const MENU = `<!doctype html><title>Menu</title>
<style>li ul { display: none; } li:hover > ul { display: block; } ul { list-style: none; } [role=menuitem] { padding: 2px 6px; width: 120px; }</style>
<ul role="menu" id="m">
  <li role="none"><div role="menuitem">Books</div></li>
  <li role="none"><div role="menuitem" aria-haspopup="true">Music</div><ul role="menu">
    <li role="none"><div role="menuitem" aria-haspopup="true">Rock</div><ul role="menu">
      <li role="none"><div role="menuitem">Alternative</div></li><li role="none"><div role="menuitem">Classic</div></li></ul></li>
    <li role="none"><div role="menuitem" aria-haspopup="true">Jazz</div><ul role="menu">
      <li role="none"><div role="menuitem">Big Band</div></li></ul></li></ul></li>
</ul>
<p id="log"></p>
<script>document.getElementById('m').addEventListener('click', (e) => {
  const item = e.target.closest('[role=menuitem]');
  if (item) document.getElementById('log').textContent = 'Selected: ' + item.textContent;
});</script>`;

const pages = ownPages({ '/menu': MENU });
const log = () => pages.client.page.locator('#log').textContent();

describe('a menu path said alone ("Music > Jazz > Big Band")', () => {
  it('walks the path and picks its last item, not its first', async () => {
    await pages.client.page.goto(`${pages.origin}/menu`);
    const result = await pages.client.act('Music > Jazz > Big Band');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'submenu-path' });
    expect(await log()).toBe('Selected: Big Band');
  });

  it('hands over a path whose item the submenu does not hold, the page untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/menu`);
    await expect(pages.client.act('Music > Jazz > Bebop')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await log()).toBe('');
  });
});
