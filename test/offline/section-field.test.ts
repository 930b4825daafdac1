/**
 * A text area named by the heading of its section (rule preceding-caption, underHeading): an
 * API console of our own whose "Payload" heading (marked required by a stylesheet, which joins
 * the word to the title) is followed by a content-type list and a description before the one
 * unnamed text area. Found in the swagger-ui corpus ("clear the request body", "Fill the request
 * body with …"). Near misses hand over: two unnamed text areas under one heading, a heading over
 * no text field.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const STYLE = '<style>h4.required::after { content: "required"; color: red; font-size: 10px; }</style>';
const CONSOLE = `<!doctype html><title>Console</title>${STYLE}
<h3>POST /orders</h3>
<h4>Headers</h4><p>None</p>
<h4 class="required">Payload</h4>
<select aria-label="Content type"><option>application/json</option><option>text/csv</option></select>
<p>The order to create, as the content type says.</p>
<textarea id="ta1" rows="6">{"sku": "A-1"}</textarea>
<button type="button">Send</button>
<h4>Notes</h4><p>Kept with the request.</p><textarea id="ta2"></textarea>`;
const TWO = `<!doctype html><title>Console</title>
<h4>Payload</h4><p>Two parts, sent together.</p><textarea id="ta3"></textarea><p>and</p><textarea id="ta4"></textarea>`;
const NONE = `<!doctype html><title>Console</title>
<h4>Payload</h4><p>This request sends no payload.</p><button type="button">Send</button>
<h4>Notes</h4><textarea id="ta2"></textarea>`;

const pages = ownPages({ '/console': CONSOLE, '/two': TWO, '/none': NONE });
const value = (id: string) => pages.client.page.locator(`#${id}`).inputValue();

describe('a text area named by the heading of its section (rule preceding-caption)', () => {
  it('"fill the payload with …" fills the one field under the Payload heading', async () => {
    await pages.client.page.goto(`${pages.origin}/console`);
    const result = await pages.client.act(`fill the payload with '{"sku": "B-2"}'`);
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'preceding-caption' });
    expect(await value('ta1')).toBe('{"sku": "B-2"}');
    expect(await value('ta2')).toBe('');
  });

  it('"clear the payload" empties it, and nothing else', async () => {
    await pages.client.page.goto(`${pages.origin}/console`);
    const result = await pages.client.act('clear the payload');
    expect(result.success, result.message).toBe(true);
    expect(await value('ta1')).toBe('');
    expect(await pages.client.page.locator('select').inputValue()).toBe('application/json');
  });

  it('two unnamed text areas under one heading: handed over, neither filled', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('fill the payload with x')).rejects.toThrow(/2 fields with no name are under the heading "Payload"/);
    expect(await value('ta3')).toBe('');
    expect(await value('ta4')).toBe('');
  });

  it('a heading over no text field: handed over, the next section\'s field untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/none`);
    await expect(pages.client.act('fill the payload with x')).rejects.toThrow(/handed over/);
    expect(await value('ta2')).toBe('');
  });
});
