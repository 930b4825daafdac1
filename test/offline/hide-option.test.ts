/**
 * "hide <thing>" said of an option whose name is "Show <thing>" (issue 25, fifteenth batch): the
 * option turned off, as "stop showing <thing>" would (gerund-toggle). On an editor's settings page of
 * our own: a switch drawn as a button (role switch) and a native checkbox. Near misses hand over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const EDITOR = `<!doctype html><title>Editor settings</title>
<h1>Editor</h1>
<section aria-labelledby="view-h"><h2 id="view-h">View</h2>
  <button id="mini" type="button" role="switch" aria-checked="true" onclick="this.setAttribute('aria-checked', String(this.getAttribute('aria-checked') !== 'true'))">Show minimap</button>
  <label><input id="lines" type="checkbox" checked> Show line numbers</label></section>
<section aria-labelledby="diff-h"><h2 id="diff-h">Diff</h2>
  <label><input id="ws1" type="checkbox" checked> Show whitespace</label></section>
<section aria-labelledby="term-h"><h2 id="term-h">Terminal</h2>
  <label><input id="ws2" type="checkbox" checked> Show whitespace</label></section>`;

const pages = ownPages({ '/editor': EDITOR });
const state = () =>
  pages.client.page.evaluate(() => [
    document.getElementById('mini')!.getAttribute('aria-checked'),
    ...['lines', 'ws1', 'ws2'].map((id) => String((document.getElementById(id) as HTMLInputElement).checked)),
  ]);

describe('gerund-toggle: "hide X" turns the option "Show X" off', () => {
  it('"hide the minimap" (a switch), "hide line numbers" (a checkbox): each off', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    const r = await pages.client.act('hide the minimap');
    expect(r.success, r.message).toBe(true);
    expect(r.decision?.by).toEqual({ kind: 'rule', rule: 'gerund-toggle' });
    const l = await pages.client.act('hide line numbers');
    expect(l.success, l.message).toBe(true);
    expect(await state()).toEqual(['false', 'false', 'true', 'true']);
  });

  it('near misses hand over, the page untouched: two options "Show whitespace", none "Show breadcrumbs"', async () => {
    await pages.client.page.goto(`${pages.origin}/editor`);
    await expect(pages.client.act('hide whitespace')).rejects.toThrow(/2 options say "showing whitespace"/);
    await expect(pages.client.act('hide the breadcrumbs')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await state()).toEqual(['true', 'true', 'true', 'true']);
  });
});
