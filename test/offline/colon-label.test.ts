/**
 * Issue 25, "Search: Tokyo" (the second phrasings batch): a "Label: value" step whose label, colon
 * included, is the one a field shows ("Filter:" before a table's filter box), where another field is
 * named the same words unseen (a top bar's box with aria-label "Filter"): the tester copied the label
 * shown, so that field is filled. On a depot's page of our own; near misses hand over with the page
 * untouched: the same step with no colon ("set Filter to Oslo"), and two fields shown as "Filter:".
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { ownPages } from '../support/own-pages.js';

const TOP = `<header><input type="search" id="everywhere" aria-label="Filter" placeholder="Filter everything…"></header>`;
const TABLE = (id: string, caption: string) => `<section aria-label="${caption}"><label>Filter: <input type="search" id="${id}"></label>
<table><caption>${caption}</caption><tr><th>Depot</th><th>City</th></tr><tr><td>North</td><td>Oslo</td></tr><tr><td>East</td><td>Tallinn</td></tr></table></section>`;

const ONE = `<!doctype html><title>Depots</title>${TOP}<main><h1>Depots</h1>${TABLE('depots', 'Depots')}</main>`;
const TWO = `<!doctype html><title>Depots and routes</title>${TOP}<main><h1>Depots</h1>${TABLE('depots', 'Depots')}${TABLE('routes', 'Routes')}</main>`;

const pages = ownPages({ '/one': ONE, '/two': TWO });
const values = () => pages.client.page.locator('input').evaluateAll((all) => all.map((i) => `${i.id}=${(i as HTMLInputElement).value}`));

describe('"Filter: Oslo": the field shown with that label, colon and all', () => {
  it('fills the table\'s Filter: box, not the top bar\'s box named Filter unseen', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    const result = await pages.client.act('Filter: Oslo');
    expect(result.success, result.message).toBe(true);
    expect(await values()).toEqual(['everywhere=', 'depots=Oslo']);
  });

  it('"set Filter to Oslo" (no colon said) is still handed over: two fields named Filter', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    await expect(pages.client.act('set Filter to Oslo')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await values()).toEqual(['everywhere=', 'depots=']);
  });

  it('two fields shown as "Filter:" are handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('Filter: Oslo')).rejects.toThrow(MissingLLMConfigurationError);
    expect(await values()).toEqual(['everywhere=', 'depots=', 'routes=']);
  });
});
