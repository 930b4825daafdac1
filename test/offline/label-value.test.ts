/**
 * Steps written as "Label: value" where the label is a placeholder copied with its trailing dots
 * (issue 25, the phrasings batches' "Search for...: revenue"): the dots say it is a field's words,
 * so a first word that is a verb ("Search", "Type") does not make it a verb's phrase. On a page of
 * our own, with a near miss that names no field and must hand over.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const PAGE = `<!doctype html><title>Recipes</title>
<header><input id="q" placeholder="Search recipes..." aria-label="Recipe search"> <button>Go</button></header>
<main><h1>Lentil dishes</h1>
<form><textarea id="msg" placeholder="Type a note…"></textarea><button type="button">Save note</button></form></main>`;

const pages = ownPages({ '/': PAGE });
const page = () => pages.client.page;
const open = async () => page().goto(`${pages.origin}/`);

describe('"Label: value" with a placeholder copied with its dots', () => {
  it('"Search recipes...: lentil soup" fills the search box', async () => {
    await open();
    const result = await pages.client.act('Search recipes...: lentil soup');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#q').inputValue()).toBe('lentil soup');
  });

  it('"Type a note…: buy cumin" fills the note', async () => {
    await open();
    const result = await pages.client.act('Type a note…: buy cumin');
    expect(result.success, result.message).toBe(true);
    expect(await page().locator('#msg').inputValue()).toBe('buy cumin');
  });

  it('a placeholder no field has hands over and leaves the fields empty', async () => {
    await open();
    const error = await pages.client.act('Search ingredients...: cumin').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(MissingLLMConfigurationError);
    expect(await page().locator('#q').inputValue()).toBe('');
    expect(await page().locator('#msg').inputValue()).toBe('');
  });
});
