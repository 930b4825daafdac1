/**
 * A step that ends in "." or "!" right after a plain value ("change my display name to Dana W.") is not
 * read: the mark may end the sentence or be the value's own (an initial, a password). The hand-over says
 * so and shows both quoted readings, where it said only "not a plain instruction". Found by the fifteenth
 * blind batch (a settings page).
 */
import { describe, expect, it } from 'vitest';
import { openEndValue } from '../../src/engine/offline/parse.js';
import { ownPages } from '../support/own-pages.js';

const FORM = `<!doctype html><title>Account</title>
<main><h1>Account</h1>
<label>Display name <input id="name" value="Dana Whitfield"></label>
<label>Password <input id="pw" type="password"></label>
<button id="save" onclick="document.getElementById('status').textContent='Saved'">Save</button>
<p id="status">Ready</p></main>`;

const pages = ownPages({ '/account': FORM });
const value = () => pages.client.page.locator('#name').inputValue();

async function refusal(step: string): Promise<string> {
  await pages.client.page.goto(`${pages.origin}/account`);
  const error = await pages.client.act(step).then(() => undefined, (e: unknown) => e);
  expect(error, `${step} should hand over`).toBeInstanceOf(Error);
  expect(await value()).toBe('Dana Whitfield');
  return (error as Error).message;
}

describe('a plain value followed by the end of the sentence', () => {
  it('hands over, saying both quoted readings of the value', async () => {
    const message = await refusal('change my display name to Dana W.');
    expect(message).toContain('the step ends in "." right after its value');
    expect(message).toContain('‘change my display name to "Dana W."’ or ‘change my display name to "Dana W"’');
    // Read by a rule of its own (field-type), which typed "s3cret" before: the same hand-over.
    expect(await refusal('fill Password with s3cret!')).toContain('‘fill Password with "s3cret!"’ or ‘fill Password with "s3cret"’');
    expect(await pages.client.page.locator('#pw').inputValue()).toBe('');
  });

  it('near misses: the value quoted, the mark inside the text, a full stop after a control name', async () => {
    await pages.client.page.goto(`${pages.origin}/account`);
    expect((await pages.client.act('change my display name to "Dana W."')).success).toBe(true);
    expect(await value()).toBe('Dana W.');
    expect((await pages.client.act('type s3cret! into Password')).success).toBe(true);
    expect(await pages.client.page.locator('#pw').inputValue()).toBe('s3cret!');
    expect((await pages.client.act('click Save.')).success).toBe(true);
    expect(await pages.client.page.locator('#status').textContent()).toBe('Saved');
    expect(openEndValue('click Save.')).toBeUndefined();
    expect(openEndValue('fill Password with "s3cret".')).toBeUndefined();
    expect(openEndValue('change my display name to Dana W')).toBeUndefined();
  });
});
