/**
 * Keys named by purpose (issue 25): "press Escape to cancel the edit", "press Enter to save the
 * edit", "press Delete to clear the selected cell" press the key named ("to …" is what it is for,
 * not a target); a key said to end an edit is checked (the field being edited must lose the focus);
 * any other purpose is reported as the key press. "undo the last change" presses the platform's
 * undo shortcut only when no control named Undo is on the page (that one wins; a disabled one is
 * handed over, never the key).
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

// A cell edited in place: a double-click opens an input in it; Escape puts the old text back,
// Enter keeps the new one (the way spreadsheets and data grids edit). `stubborn`: Escape does nothing.
const cellPage = (stubborn: boolean) => `<!doctype html><title>Sheet</title>
<table><tbody><tr><td id="cell" tabindex="0">38</td></tr></tbody></table>
<script>
  const cell = document.getElementById('cell');
  window.keys = [];
  document.addEventListener('keydown', (e) => window.keys.push(e.key));
  cell.addEventListener('dblclick', () => {
    const old = cell.textContent;
    cell.innerHTML = '<input id="editor" value="' + old + '">';
    const input = document.getElementById('editor');
    input.focus();
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') cell.textContent = input.value;
      if (e.key === 'Escape' && !${stubborn}) cell.textContent = old;
    });
  });
</script>`;

const UNDO = `<!doctype html><title>Note</title><label>Note <textarea id="note"></textarea></label>
<script>window.keys = []; document.addEventListener('keydown', (e) => window.keys.push((e.ctrlKey || e.metaKey ? 'Mod+' : '') + (e.shiftKey ? 'Shift+' : '') + e.key));</script>`;
const UNDO_BUTTON = (disabled: boolean) => `<!doctype html><title>Note</title><button id="undo" ${disabled ? 'disabled' : ''} onclick="document.body.dataset.undone = 'yes'">Undo</button><label>Note <textarea id="note"></textarea></label>
<script>window.keys = []; document.addEventListener('keydown', (e) => window.keys.push(e.key));</script>`;

const pages = ownPages({ '/cell': cellPage(false), '/stubborn': cellPage(true), '/undo': UNDO, '/undo-button': UNDO_BUTTON(false), '/undo-disabled': UNDO_BUTTON(true) });
const page = () => pages.client.page;
const keys = () => page().evaluate(() => (window as unknown as { keys: string[] }).keys);
const editing = async (path: string) => {
  await page().goto(`${pages.origin}${path}`);
  await page().dblclick('#cell');
  await page().locator('#editor').fill('45');
};

describe('keys named by purpose', () => {
  it('"press Escape to cancel the edit" presses Escape, checked: the editor left the focus', async () => {
    await editing('/cell');
    const result = await pages.client.act('press Escape to cancel the edit');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.effect).toMatchObject({ ok: true, found: 'the field being edited has left the focus' });
    expect(await page().textContent('#cell')).toBe('38');
    expect(await keys()).toEqual(['Escape']);
  });

  it('"press Enter to save the edit" presses Enter: the cell keeps the new text', async () => {
    await editing('/cell');
    const result = await pages.client.act('press Enter to save the edit');
    expect(result.success, result.message).toBe(true);
    expect(await page().textContent('#cell')).toBe('45');
  });

  it('a key said to end an edit that does not is a failed step, not a success', async () => {
    await editing('/stubborn');
    const result = await pages.client.act('press Escape to cancel the edit');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/still has the focus/);
  });

  it('"press Delete to clear the selected cell" presses Delete and says only that', async () => {
    await page().goto(`${pages.origin}/cell`);
    await page().focus('#cell');
    const result = await pages.client.act('press Delete to clear the selected cell');
    expect(result.success, result.message).toBe(true);
    expect(result.actionDescription).toMatch(/^press Delete \(said to clear the selected cell: the key is pressed, its effect not checked\)/);
    expect(await keys()).toEqual(['Delete']);
  });

  it('"undo the last change" with no Undo control presses the undo shortcut, reported as the key press', async () => {
    await page().goto(`${pages.origin}/undo`);
    await page().locator('#note').pressSequentially('hi');
    const result = await pages.client.act('undo the last change');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toMatchObject({ rule: 'key-shortcut' });
    expect((await keys()).at(-1)).toBe('Mod+z');
    expect(await page().inputValue('#note')).toBe('');
  });

  it('"undo the last change" whose shortcut changes nothing is a failed step, never a success', async () => {
    // Nothing typed: the shortcut has nothing to undo, and the page reads as before.
    await page().goto(`${pages.origin}/undo`);
    const result = await pages.client.act('undo the last change');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/reads as before/);
    expect((await keys()).at(-1)).toBe('Mod+z');
  });

  it('an Undo button on the page wins over the key; a disabled one is handed over, no key pressed', async () => {
    await page().goto(`${pages.origin}/undo-button`);
    expect((await pages.client.act('undo the last change')).success).toBe(true);
    expect(await page().evaluate(() => document.body.dataset['undone'])).toBe('yes');
    expect(await keys()).toEqual([]);
    await page().goto(`${pages.origin}/undo-disabled`);
    await expect(pages.client.act('undo the last change')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
    expect(await keys()).toEqual([]);
  });
});

const TWO_DELETES = `<!doctype html><title>Files</title><ul><li>a.txt <button onclick="document.body.dataset.gone = 'a'">Delete</button></li><li>b.txt <button onclick="document.body.dataset.gone = 'b'">Delete</button></li></ul>
<script>window.keys = []; document.addEventListener('keydown', (e) => window.keys.push(e.key));</script>`;
const deletes = ownPages({ '/deletes': TWO_DELETES });

describe('press <Name> where the page has buttons of that name', () => {
  it('"press Delete" with two Delete buttons is handed over: neither the key nor a button', async () => {
    await deletes.client.page.goto(`${deletes.origin}/deletes`);
    const error = await deletes.client.act('press Delete').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect((error as Error).message).toMatch(/2 controls are named "Delete"/);
    expect(await deletes.client.page.evaluate(() => ({ gone: document.body.dataset['gone'], keys: (window as unknown as { keys: string[] }).keys }))).toEqual({ gone: undefined, keys: [] });
  });
});

const ONE_DELETE = `<!doctype html><title>Sheet</title><button onclick="document.body.dataset.gone = 'row'">Delete</button><table><tbody><tr><td id="cell" tabindex="0">38</td></tr></tbody></table>
<script>window.keys = []; document.addEventListener('keydown', (e) => window.keys.push(e.key));</script>`;
const oneDelete = ownPages({ '/one-delete': ONE_DELETE });

describe('a key said with a purpose beside a button of its name', () => {
  it('"press Delete to clear the selected cell" beside a Delete button is handed over: neither is a guess', async () => {
    await oneDelete.client.page.goto(`${oneDelete.origin}/one-delete`);
    await oneDelete.client.page.focus('#cell');
    await expect(oneDelete.client.act('press Delete to clear the selected cell')).rejects.toBeInstanceOf(MissingLLMConfigurationError);
    expect(await oneDelete.client.page.evaluate(() => ({ gone: document.body.dataset['gone'], keys: (window as unknown as { keys: string[] }).keys }))).toEqual({ gone: undefined, keys: [] });
  });
});

// A dialog Escape closes, unless `stubborn`.
const DIALOG = (stubborn: boolean) => `<!doctype html><title>Share</title>
<div role="dialog" id="dlg" aria-label="Share" tabindex="-1"><p>Share this page</p><button>Copy link</button></div>
<script>
  const dlg = document.getElementById('dlg');
  dlg.focus();
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && !${stubborn}) dlg.hidden = true; });
</script>`;
const dialogs = ownPages({ '/dialog': DIALOG(false), '/stubborn-dialog': DIALOG(true) });

describe('a key said to close a dialog', () => {
  it('"press Escape to close the dialog" is checked: the dialog must go', async () => {
    await dialogs.client.page.goto(`${dialogs.origin}/dialog`);
    const done = await dialogs.client.act('press Escape to close the dialog');
    expect(done.success, done.message).toBe(true);
    expect(done.decision?.effect).toMatchObject({ ok: true, found: '0 dialogs shown (was 1)' });
    await dialogs.client.page.goto(`${dialogs.origin}/stubborn-dialog`);
    const stayed = await dialogs.client.act('press Escape to close the dialog');
    expect(stayed.success).toBe(false);
    expect(stayed.message).toMatch(/1 dialog shown, as before/);
  });
});
