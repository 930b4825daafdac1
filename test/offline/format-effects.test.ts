/**
 * A toolbar button that applies an editor's toggle format, judged after the click (methods/
 * format-effects.ts), through a Client with no model: pressed afterwards, or, where the button's
 * pressed state does not follow the format (Quill's checklist button: the format is then
 * "unchecked", not the button's value "check"), the edited text's markup changed. A button that
 * does nothing still fails.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const EDITOR = `<!doctype html><title>Editor</title>
<div role="toolbar" aria-label="Formatting">
  <button id="bold" aria-label="bold" aria-pressed="false">B</button>
  <button id="check" aria-label="list: check" aria-pressed="false">☑</button>
  <button id="strike" aria-label="strike" aria-pressed="false">S</button>
</div>
<div id="editor" contenteditable="true"><p>Hello World!</p></div>
<script>
  const line = document.querySelector('#editor p');
  document.getElementById('bold').addEventListener('click', (e) => { line.style.fontWeight = 'bold'; e.currentTarget.setAttribute('aria-pressed', 'true'); });
  // The checklist format is a state of the line ("unchecked"): the button's pressed state never follows it.
  document.getElementById('check').addEventListener('click', () => line.setAttribute('data-list', 'unchecked'));
  // Broken: the click does nothing.
</script>`;

const pages = ownPages({ '/editor': EDITOR });

describe('a toggle format applied from a toolbar', () => {
  it('succeeds when the button shows pressed afterwards', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const done = await pages.client.act('make it bold');
    expect(done.success, done.message).toBe(true);
  });

  it('succeeds when the button shows no pressed state for the format but the edited text changed (it failed: "still unchecked")', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const done = await pages.client.act('turn it into a checklist');
    expect(done.success, done.message).toBe(true);
    expect(await pages.client.page.locator('#editor p').getAttribute('data-list')).toBe('unchecked');
  });

  // A guard (it failed before this change too): the new judgement does not pass a click that did nothing.
  it('fails when the click changed nothing', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const done = await pages.client.act('apply strikethrough');
    expect(done.success).toBe(false);
    expect(done.message).toMatch(/pressed|checked/);
  });
});
