/**
 * A row said with what it is ("the row for the Dune loan"), on a page that calls its rows so only
 * through the rows' own controls: each row's menu button is named "Loan options" (rules/grid-rows.ts,
 * pageCallsRows; issue 25). Found by the settings app's table of signed-in devices, whose rows carry a
 * "Session options" button and nothing else calls them sessions. The noun is passed over only where
 * the rows' controls say it.
 */
import { describe, expect, it } from 'vitest';
import { MissingLLMConfigurationError } from '../../src/index.js';
import { selectorLocator } from '../../src/engine/snapshot/selectors.js';
import { ownPages } from '../support/own-pages.js';

const LOANS = `<!doctype html><title>Library account</title>
<h1>Borrowed from the library</h1>
<table>
  <thead><tr><th>Title</th><th>Due</th><th>Renewals</th><th><span hidden>Menu</span></th></tr></thead>
  <tbody>
    <tr id="dune"><td>Dune</td><td>12 March</td><td>1</td><td><button aria-label="Loan options">⋯</button></td></tr>
    <tr id="emma"><td>Emma</td><td>19 March</td><td>0</td><td><button aria-label="Loan options">⋯</button></td></tr>
    <tr id="ulysses"><td>Ulysses</td><td>2 April</td><td>2</td><td><button aria-label="Loan options">⋯</button></td></tr>
  </tbody>
</table>`;

const MIXED = `<!doctype html><title>Library account</title>
<h1>Borrowed from the library</h1>
<table>
  <thead><tr><th>Title</th><th>Due</th><th></th></tr></thead>
  <tbody>
    <tr><td>Dune</td><td>12 March</td><td><button aria-label="Loan options">⋯</button></td></tr>
    <tr><td>Emma</td><td>19 March</td><td><button>Cancel hold</button></td></tr>
  </tbody>
</table>`;

const pages = ownPages({ '/loans': LOANS, '/mixed': MIXED });
const page = () => pages.client.page;
const open = (path: string) => page().goto(`${pages.origin}${path}`);
const isElement = async (selector: string, found: string) => {
  const [want, got] = await Promise.all([page().locator(selector).elementHandle(), selectorLocator(page(), found).elementHandle({ timeout: 2_000 })]);
  return page().evaluate(([a, b]) => a === b, [want, got] as const);
};

describe('a row said with the noun its own controls call it by', () => {
  it('"find the row for the Dune loan" finds the Dune row', async () => {
    await open('/loans');
    const [found] = await pages.client.observe('find the row for the Dune loan');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('#dune', found!.selector)).toBe(true);
  });

  it('"find the row for the Ulysses loan" finds the Ulysses row', async () => {
    await open('/loans');
    const [found] = await pages.client.observe('find the row for the Ulysses loan');
    expect(found, 'observe found nothing').toBeDefined();
    expect(await isElement('#ulysses', found!.selector)).toBe(true);
  });

  it('near miss: a noun no control of the rows says ("the Dune hold") is handed over', async () => {
    await open('/loans');
    await expect(pages.client.observe('find the row for the Dune hold')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: a word that names the control itself ("the Dune options") does not name the rows', async () => {
    await open('/loans');
    await expect(pages.client.observe('find the row for the Dune options')).rejects.toThrow(MissingLLMConfigurationError);
  });

  it('near miss: rows whose controls say different things (a loan, a hold) do not make every row a loan', async () => {
    await open('/mixed');
    await expect(pages.client.observe('find the row for the Emma loan')).rejects.toThrow(MissingLLMConfigurationError);
  });
});
