/** parseCheck: plain-English checks read into typed checks (pure, no browser). */
import { describe, expect, it } from 'vitest';
import { parseCheck } from '../../src/engine/checks/parse.js';

describe('parseCheck', () => {
  it('reads element states, negations and waits', () => {
    expect(parseCheck('the Save button is disabled')).toMatchObject({ wait: false, property: 'disabled', not: false, subject: { kind: 'element', readings: expect.arrayContaining([expect.objectContaining({ name: 'save', roles: ['button'] })]) } });
    expect(parseCheck('the Save button is not disabled')).toMatchObject({ property: 'enabled', not: false });
    expect(parseCheck('Remember me is unchecked')).toMatchObject({ property: 'unchecked' });
    expect(parseCheck('wait until the spinner is gone')).toMatchObject({ wait: true, property: 'hidden' });
    expect(parseCheck('wait for the Save button to appear')).toMatchObject({ wait: true, property: 'visible', subject: { kind: 'element' } });
    expect(parseCheck('wait for the spinner to disappear')).toMatchObject({ wait: true, property: 'hidden' });
    expect(parseCheck('wait for the Pay button to be enabled')).toMatchObject({ wait: true, property: 'enabled' });
    expect(parseCheck('the Save button appears')).toMatchObject({ property: 'visible' });
    expect(parseCheck('no dialog is open')).toMatchObject({ property: 'hidden', subject: { kind: 'element', readings: [{ roles: ['dialog', 'alertdialog'] }] } });
  });

  it('reads text, values, counts, URL and title', () => {
    expect(parseCheck('"Order confirmed" is visible')).toMatchObject({ subject: { kind: 'text', text: 'Order confirmed' }, property: 'visible' });
    expect(parseCheck('I can see "Welcome"')).toMatchObject({ subject: { kind: 'text', text: 'Welcome' }, property: 'visible' });
    expect(parseCheck('the Email field holds "a@b.c"')).toMatchObject({ property: 'text', expected: 'a@b.c' });
    expect(parseCheck('the request body contains "doggie"')).toMatchObject({ property: 'containsText', expected: 'doggie' });
    expect(parseCheck('Status is set to On Hold')).toMatchObject({ property: 'text', expected: 'On Hold' });
    expect(parseCheck('there are 3 "Remove" buttons')).toMatchObject({ property: 'count', expected: 3, subject: { kind: 'count', roles: ['button'], name: 'Remove' } });
    expect(parseCheck('there are no todos')).toMatchObject({ property: 'count', expected: 0, subject: { kind: 'count', phrase: 'todos' } });
    expect(parseCheck('the todo list is empty')).toMatchObject({ property: 'count', expected: 0 });
    expect(parseCheck('the URL contains "/checkout"')).toMatchObject({ subject: { kind: 'page' }, property: 'urlContains', expected: '/checkout' });
    expect(parseCheck('the page title is "Shop"')).toMatchObject({ property: 'title', expected: 'Shop' });
    expect(parseCheck('we are on the login page')).toMatchObject({ property: 'onPage', expected: 'login', not: false });
  });

  it('reads the title, text on the page, rows of a table, the main heading, landmarks and a dialog\'s title', () => {
    expect(parseCheck('the page title should be "Shop"')).toMatchObject({ subject: { kind: 'page' }, property: 'title', expected: 'Shop' });
    expect(parseCheck('the title of the page is "Shop"')).toMatchObject({ property: 'title', expected: 'Shop' });
    expect(parseCheck('the page is titled "Shop"')).toMatchObject({ property: 'title', expected: 'Shop' });
    expect(parseCheck('"Saved" appears on the page')).toMatchObject({ subject: { kind: 'text', text: 'Saved' }, property: 'visible' });
    expect(parseCheck('"Saved" is not on this page')).toMatchObject({ subject: { kind: 'text', text: 'Saved' }, property: 'hidden' });
    expect(parseCheck('the table shows 10 rows')).toMatchObject({ property: 'count', expected: 10, subject: { kind: 'count', phrase: 'rows in table' } });
    expect(parseCheck('the first row shows "Ada"')).toMatchObject({ subject: { kind: 'row', ordinal: 1 }, property: 'containsText', expected: 'Ada' });
    expect(parseCheck('the last row is Ada Lovelace')).toMatchObject({ subject: { kind: 'row', ordinal: -1 }, property: 'containsText', expected: 'Ada Lovelace' });
    expect(parseCheck('Ada Lovelace is in the second row')).toMatchObject({ subject: { kind: 'row', ordinal: 2 }, expected: 'Ada Lovelace' });
    expect(parseCheck('there are 7 trees on the page')).toMatchObject({ property: 'count', expected: 7, subject: { kind: 'count', roles: ['tree'] } });
    expect(parseCheck('the main heading is "Orders"')).toMatchObject({ property: 'text', expected: 'Orders', subject: { kind: 'element', readings: expect.arrayContaining([expect.objectContaining({ name: '', roles: ['heading'] })]) } });
    expect(parseCheck('the footer says "© 2026"')).toMatchObject({ property: 'containsText', subject: { kind: 'element', readings: [{ name: '', roles: ['contentinfo'] }] } });
    expect(parseCheck("the dialog's title reads \"Ready?\"")).toMatchObject({ subject: { kind: 'dialogTitle' }, property: 'text', expected: 'Ready?' });
  });

  it('leaves what it cannot read plainly for the model', () => {
    expect(parseCheck('the results are sorted by price')).toBeUndefined();
    expect(parseCheck('the cart "looks right')).toBeUndefined();
  });
});
