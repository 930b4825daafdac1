/** The effect a step asks for, worked out and judged (methods/effects.ts): pure, on element states as the one read gives them. */
import { describe, expect, it } from 'vitest';
import { expectedEffect, intentOf, itemAdded, judgeEffect, leadsAway, type EffectState } from '../../src/engine/methods/effects.js';

const URL_NOW = 'http://127.0.0.1:9/app/list?x=1#/all';
const none = { menu: 0, listbox: 0, dialog: 0, tree: 0, grid: 0 };
const state = (s: Partial<EffectState>): EffectState => ({ count: 1, checked: null, value: null, role: 'button', expanded: null, controlsShown: null, hasPopup: null, inDialog: null, selected: null, text: '', link: null, popups: none, history: 1, ...s });
const link = (href: string, more: Partial<NonNullable<EffectState['link']>> = {}) => state({ role: 'link', link: { href, newWindow: false, download: false, inPage: false, ...more } });
const click = (instruction: string | undefined, before: EffectState, stated?: Parameters<typeof expectedEffect>[0]['stated']) => expectedEffect({ stated, instruction, method: 'click', args: [], before, url: URL_NOW });

describe('the intent of a step', () => {
  it('"sort by X" on a header that says its sort state: sorted afterwards, in either order; a header that says none is not judged', () => {
    expect(click('sort by Price', state({ role: 'columnheader', sort: 'none' }))).toEqual({ sorted: 'sorted' });
    expect(click('sort by Price', state({ role: 'button', sort: 'ascending' }))).toEqual({ sorted: 'sorted' });
    expect(click('sort by Price', state({ role: 'columnheader', sort: null }))).toBeUndefined();
    expect(click('click the Price header', state({ role: 'columnheader', sort: 'none' }))).toBeUndefined();
    // The order the words ask, whoever chose the header (a model, a cached step).
    expect(click('sort by Qty, highest first', state({ role: 'columnheader', sort: 'none' }))).toEqual({ sorted: 'descending' });
    expect(click('reverse the sort', state({ role: 'columnheader', sort: 'ascending' }))).toEqual({ sorted: 'descending' });
    expect(click('reverse the sort', state({ role: 'columnheader', sort: 'none' }))).toBeUndefined();
  });

  it('reads the leading verb and the popup it names; a step of several parts has none', () => {
    expect(intentOf('Expand the Shipping section')).toEqual({ intent: 'expand' });
    expect(intentOf('please open the File menu')).toEqual({ intent: 'open', names: 'menu' });
    expect(intentOf('close the dialog')).toEqual({ intent: 'close', names: 'dialog' });
    expect(intentOf('go to the Docs page')).toEqual({ intent: 'navigate' });
    expect(intentOf('click Save')).toBeUndefined();
    expect(intentOf('open the File menu and click Save')).toBeUndefined();
    expect(intentOf('open the menu, then Save')).toBeUndefined();
  });
});

describe('the effect expected', () => {
  it("a rule's statement comes first; a select always selects", () => {
    expect(click('click Save', state({}), { expanded: false })).toEqual({ expanded: false });
    expect(expectedEffect({ method: 'selectOption', args: ['Blue'], url: URL_NOW })).toEqual({ selected: true });
  });

  it('from the verb and the element: a disclosure, a menu button, a dialog, a toggle', () => {
    expect(click('expand Details', state({ expanded: false }))).toEqual({ expanded: true });
    expect(click('collapse Details', state({ controlsShown: true }))).toEqual({ expanded: false });
    expect(click('open the Tools menu', state({ hasPopup: 'menu' }))).toEqual({ popup: { kind: 'menu', open: true } });
    expect(click('close the Welcome dialog', state({ inDialog: true }))).toEqual({ popup: { kind: 'dialog', open: false } });
    expect(click('toggle Details', state({ expanded: true }))).toEqual({ expanded: false });
    expect(click('toggle dark mode', state({ role: 'switch', checked: false }))).toEqual({ checked: true });
  });

  it('from the role alone: a box, a radio or a switch clicked turns; a link to another document leads there', () => {
    expect(click(undefined, state({ role: 'checkbox', checked: true }))).toEqual({ checked: false });
    expect(click('pick Pro', state({ role: 'radio', checked: false }))).toEqual({ checked: true });
    expect(click('click Docs', link('http://127.0.0.1:9/docs'))).toEqual({ navigated: true });
  });

  it('never invented: a plain button, an element with no state, a control with no ARIA, a fragment that is a place in the page', () => {
    expect(click('click Refresh', state({}))).toBeUndefined();
    expect(click('expand Details', state({}))).toBeUndefined();
    expect(click('open the Tools menu', state({}))).toBeUndefined();
    expect(click('open Settings', link('http://127.0.0.1:9/app/list?x=1#settings', { inPage: true }))).toBeUndefined();
    expect(click('click Completed', link('http://127.0.0.1:9/app/list?x=1#/completed'))).toBeUndefined();
    expect(click('show Completed', link('http://127.0.0.1:9/app/list?x=1#/completed'))).toEqual({ navigated: true });
    // A right click, a hover, an element not read: nothing inferred.
    expect(expectedEffect({ instruction: 'expand Details', method: 'click', args: ['right'], before: state({ expanded: false }), url: URL_NOW })).toBeUndefined();
    expect(expectedEffect({ instruction: 'expand Details', method: 'hover', args: [], before: state({ expanded: false }), url: URL_NOW })).toBeUndefined();
    expect(expectedEffect({ instruction: 'expand Details', method: 'click', args: [], url: URL_NOW })).toBeUndefined();
  });

  it('links: another window, a download, "#" and javascript: lead nowhere here', () => {
    expect(leadsAway({ href: 'http://127.0.0.1:9/docs', newWindow: true, download: false, inPage: false }, URL_NOW, false)).toBe(false);
    expect(leadsAway({ href: 'http://127.0.0.1:9/f.zip', newWindow: false, download: true, inPage: false }, URL_NOW, false)).toBe(false);
    expect(leadsAway({ href: 'http://127.0.0.1:9/app/list?x=1#', newWindow: false, download: false, inPage: false }, URL_NOW, true)).toBe(false);
    expect(leadsAway({ href: 'javascript:void(0)', newWindow: false, download: false, inPage: false }, URL_NOW, true)).toBe(false);
    expect(leadsAway({ href: 'http://127.0.0.1:9/app/list?x=2', newWindow: false, download: false, inPage: false }, URL_NOW, false)).toBe(true);
  });
});

describe('the effect judged', () => {
  const after = (s: EffectState | undefined, url = URL_NOW, navigationStarted = false) => ({ state: s, url, navigationStarted });

  it('gone: a removal is done when the element is gone, or when the click opened the confirmation it asks first; not when nothing changed', () => {
    const shown = state({ popups: none });
    expect(judgeEffect({ gone: true }, [], shown, URL_NOW, after(state({ count: 0 }))).ok).toBe(true);
    expect(judgeEffect({ gone: true }, [], shown, URL_NOW, after(state({ popups: { ...none, dialog: 1 } })))).toEqual({ ok: true, found: 'a confirmation opened (the removal waits on it)' });
    expect(judgeEffect({ gone: true }, [], shown, URL_NOW, after(state({ popups: none })))).toEqual({ ok: false, found: 'it is still there' });
    // A dialog that was open before and still is says nothing of this click.
    expect(judgeEffect({ gone: true }, [], state({ popups: { ...none, dialog: 1 } }), URL_NOW, after(state({ popups: { ...none, dialog: 1 } }))).ok).toBe(false);
  });

  it('expanded: either the control or its part says so; stale aria-expanded with the part hidden still counts as collapsed', () => {
    expect(judgeEffect({ expanded: true }, [], state({ expanded: false }), URL_NOW, after(state({ expanded: true }))).ok).toBe(true);
    expect(judgeEffect({ expanded: false }, [], state({ expanded: true }), URL_NOW, after(state({ expanded: true, controlsShown: false }))).ok).toBe(true);
    expect(judgeEffect({ expanded: true }, [], state({ expanded: false }), URL_NOW, after(state({ expanded: false })))).toEqual({ ok: false, found: 'it is still collapsed (aria-expanded=false)' });
    // The control gone (the click re-rendered or left the page): not judged a failure.
    expect(judgeEffect({ expanded: true }, [], state({ expanded: false }), URL_NOW, after(undefined)).ok).toBe(true);
  });

  it('popups: a menu shown counts by role; a dialog closed with its own button may take the button with it', () => {
    expect(judgeEffect({ popup: { kind: 'menu', open: true } }, [], state({}), URL_NOW, after(state({ popups: { ...none, menu: 1 } }))).ok).toBe(true);
    expect(judgeEffect({ popup: { kind: 'menu', open: true } }, [], state({}), URL_NOW, after(state({}))).ok).toBe(false);
    expect(judgeEffect({ popup: { kind: 'dialog', open: false } }, [], state({ inDialog: true }), URL_NOW, after(state({ count: 0 }))).ok).toBe(true);
    expect(judgeEffect({ popup: { kind: 'dialog', open: false } }, [], state({ inDialog: true }), URL_NOW, after(state({ inDialog: true })))).toEqual({ ok: false, found: 'the dialog is still shown' });
    // A confirmation replaced by its result in the same element (its title changed) is gone; the same title is not.
    expect(judgeEffect({ popup: { kind: 'dialog', open: false } }, [], state({ inDialog: true, dialogTitle: 'Confirm your order?' }), URL_NOW, after(state({ inDialog: true, dialogTitle: 'Ordered!' })))).toEqual({ ok: true, found: 'another dialog took its place ("Ordered!")' });
    expect(judgeEffect({ popup: { kind: 'dialog', open: false } }, [], state({ inDialog: true, dialogTitle: 'Confirm your order?' }), URL_NOW, after(state({ inDialog: true, dialogTitle: 'Confirm your order?' }))).ok).toBe(false);
  });

  it('navigation: the URL, a navigation started or the history; a link that opened a dialog instead is not judged', () => {
    expect(judgeEffect({ navigated: true }, [], state({}), URL_NOW, after(undefined, 'http://127.0.0.1:9/docs')).ok).toBe(true);
    expect(judgeEffect({ navigated: true }, [], state({}), URL_NOW, after(state({}), URL_NOW, true)).ok).toBe(true);
    expect(judgeEffect({ navigated: true }, [], state({ history: 1 }), URL_NOW, after(state({ history: 2 }))).ok).toBe(true);
    expect(judgeEffect({ navigated: true }, [], state({}), URL_NOW, after(state({ popups: { ...none, dialog: 1 } }))).ok).toBe(true);
    expect(judgeEffect({ navigated: true }, [], state({}), URL_NOW, after(state({})))).toEqual({ ok: false, found: 'the URL and history are unchanged' });
  });

  it('selected: a native list by its selected labels; a custom one by the text it shows, judged only when it still shows the old one', () => {
    expect(judgeEffect({ selected: true }, ['Blue'], state({}), URL_NOW, after(state({ selected: ['Blue'] }))).ok).toBe(true);
    expect(judgeEffect({ selected: true }, ['Blue'], state({}), URL_NOW, after(state({ selected: ['Red'] })))).toEqual({ ok: false, found: '"Red" is selected' });
    expect(judgeEffect({ selected: true }, ['Blue'], state({ text: 'Red' }), URL_NOW, after(state({ text: 'Blue ▾' }))).ok).toBe(true);
    expect(judgeEffect({ selected: true }, ['Blue'], state({ text: 'Red' }), URL_NOW, after(state({ text: 'Red' }))).ok).toBe(false);
    expect(judgeEffect({ selected: true }, ['Blue'], state({ text: 'Red' }), URL_NOW, after(state({ text: 'Colour: Navy' }))).ok).toBe(true);
  });
});

describe('an item added by a field (a tag input)', () => {
  it('needs the field emptied and the text shown once more around it', () => {
    expect(itemAdded({ value: 'Tom Baker', counts: [0, 0] }, { value: '', counts: [1, 1] })).toBe(true);
    // Enter did nothing: the field still holds the text.
    expect(itemAdded({ value: 'Tom Baker', counts: [0, 0] }, { value: 'Tom Baker', counts: [0, 0] })).toBe(false);
    // The field emptied (a form sent, a page reset) but no item shows.
    expect(itemAdded({ value: 'Tom Baker', counts: [1, 1] }, { value: '', counts: [1, 1] })).toBe(false);
  });
});
