/**
 * "rename the report to Annual report" with an edit dialog open: the dialog edits the thing (its
 * name shows what its Title field holds, "Edit Quarterly report"), so the rename is that field
 * filled. Pages of our own; found on a timeline's edit dialog (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const dialog = (name: string, fields: string) => `<div role="dialog" aria-modal="true" aria-labelledby="h"><h2 id="h">${name}</h2>${fields}<button>Save</button></div>`;
const field = (label: string, value: string, id: string) => `<label for="${id}">${label}</label><input id="${id}" value="${value}">`;
const page = (body: string) => `<!doctype html><title>Reports</title><main><h1>Reports</h1><p>Quarterly report</p></main>${body}`;

const pages = ownPages({
  '/edit': page(dialog('Edit Quarterly report', field('Title', 'Quarterly report', 't') + field('Description', 'Numbers for Q3', 'd'))),
  '/new': page(dialog('New entry', field('Title', '', 't') + field('Description', '', 'd'))),
  '/none': page(`<form>${field('Title', 'Quarterly report', 't')}<button>Save</button></form>`),
  '/two': page(dialog('Edit Quarterly report', field('Title', 'Quarterly report', 't') + field('Short title', 'Quarterly report', 'd'))),
});
const act = async (step: string) => pages.client.act(step).catch((error: Error) => ({ success: false, message: error.message }));
const value = (id: string) => pages.client.page.locator(`#${id}`).inputValue();

describe('rename in an open edit dialog', () => {
  it('"rename the report to Annual report" fills the Title field of the dialog that edits it', async () => {
    await pages.client.page.goto(`${pages.origin}/edit`);
    const result = await act('rename the report to Annual report');
    expect(result.success, result.message).toBe(true);
    expect(await value('t')).toBe('Annual report');
    expect(await value('d')).toBe('Numbers for Q3');
  });

  it('near miss: a dialog that says nothing of what it edits is not filled', async () => {
    await pages.client.page.goto(`${pages.origin}/new`);
    const result = await act('rename the report to Annual report');
    expect(result.success).toBe(false);
    expect(await value('t')).toBe('');
  });

  it('near miss: with no dialog open, the page\'s Title field is not filled', async () => {
    await pages.client.page.goto(`${pages.origin}/none`);
    const result = await act('rename the report to Annual report');
    expect(result.success).toBe(false);
    expect(await value('t')).toBe('Quarterly report');
  });

  it('near miss: two title fields in the dialog are handed over', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    const result = await act('rename the report to Annual report');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/2 fields say "title"/);
    expect(await value('t')).toBe('Quarterly report');
  });
});
