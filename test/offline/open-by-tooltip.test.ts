/**
 * A sign-only button opened by what its tooltip names (rule title-purpose): "open the emoji picker"
 * clicks "☺" titled "Emoji", "open note details" clicks "ⓘ" titled "Note details". The step says
 * "open" (or "show") and maybe what opens (picker, menu, dialog…); the tooltip says only the thing.
 * Found by the eighteenth blind batch (a team chat's composer and channel header). On a notes app of
 * our own; the near misses hand over and leave the page as it was.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const tool = (id: string, title: string, sign: string) => `<button id="${id}" title="${title}">${sign}</button>`;
const notes = (tools: string) => `<!doctype html><title>Notes</title>
<h1>Shopping list</h1>
<div role="toolbar" aria-label="Note tools">${tools}</div>
<textarea aria-label="Note">eggs, milk</textarea>
<p id="log">Ready</p>
<script>
  document.querySelectorAll('[role=toolbar] button').forEach((b) => b.onclick = () => { document.getElementById('log').textContent = 'Opened ' + b.title; });
</script>`;

const pages = ownPages({
  '/notes': notes(tool('emoji', 'Emoji', '☺') + tool('info', 'Note details', 'ⓘ') + tool('pin', 'Pin note', '📌')),
  '/two': notes(tool('e1', 'Emoji', '☺') + tool('e2', 'Emoji', '😀')),
  '/other': notes(tool('es', 'Emoji settings', '☺') + tool('info', 'Note details', 'ⓘ')),
});
const log = () => pages.client.page.locator('#log').textContent();

async function resolves(path: string, step: string, after: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'title-purpose' });
  expect(await log()).toBe(after);
}

async function handsOver(path: string, step: string) {
  await pages.client.page.goto(`${pages.origin}${path}`);
  await expect(pages.client.act(step)).rejects.toThrow();
  expect(await log()).toBe('Ready');
}

describe('a sign opened by what its tooltip names', () => {
  it('"open the emoji picker" clicks ☺ titled Emoji', async () => {
    await resolves('/notes', 'open the emoji picker', 'Opened Emoji');
  });

  it('"open note details" and "show the note details" click ⓘ titled Note details', async () => {
    await resolves('/notes', 'open note details', 'Opened Note details');
    await resolves('/notes', 'show the note details', 'Opened Note details');
  });

  it('near miss: two signs titled Emoji: handed over', async () => {
    await handsOver('/two', 'open the emoji picker');
  });

  it('near miss: the only emoji sign says "Emoji settings", more than the step: handed over', async () => {
    await handsOver('/other', 'open the emoji picker');
  });
});
