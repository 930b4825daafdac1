/**
 * A notification channel said as what it does to me, for an event: "stop emailing me about new
 * comments" is "turn off Email for New comments" (grammar.ts SPLIT_VERBS, both step tables), set in a
 * grid of channels by event (rule grid-cell). On a CMS's notification preferences page of ours. Near
 * misses (a channel no column names, an event no row names) hand over with every box as it was.
 */
import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { ownPages } from '../support/own-pages.js';

const EVENTS: [string, boolean, boolean, boolean][] = [
  ['New comments', true, false, true],
  ['Weekly report', false, false, true],
  ['Security alerts', true, true, true],
];

const PREFS = `<!doctype html><title>Notifications</title>
<h1>Notification preferences</h1>
<table aria-label="Alerts">
<thead><tr><th>Event</th><th>Email</th><th>SMS</th><th>In-app</th></tr></thead>
<tbody>${EVENTS.map(([event, ...on]) => `<tr><th scope="row">${event}</th>${on.map((c) => `<td><input type="checkbox"${c ? ' checked' : ''}></td>`).join('')}</tr>`).join('')}</tbody>
</table>`;

const pages = ownPages({ '/prefs': PREFS });
const page = () => pages.client.page;
const boxes = () => page().locator('tbody input').evaluateAll((all) => all.map((b) => (b as HTMLInputElement).checked));
const START = EVENTS.flatMap(([, ...on]) => on);

async function open() {
  await page().goto(`${pages.origin}/prefs`);
}

describe('a channel said as what it does to me ("stop emailing me about X")', () => {
  it('reads as turning the channel off (or on) for the event', () => {
    expect(parseGrammar('stop emailing me about new comments')).toMatchObject({ verb: 'uncheck', target: { name: 'email' }, scope: { relation: 'for', name: 'new comments' } });
    expect(parseGrammar('start emailing me about the weekly report')).toMatchObject({ verb: 'check', target: { name: 'email' }, scope: { relation: 'for', name: 'weekly report' } });
  });

  it('"stop emailing me about new comments" unticks Email in the New comments row only', async () => {
    await open();
    const result = await pages.client.act('stop emailing me about new comments');
    expect(result.success, result.message).toBe(true);
    const want = [...START];
    want[0] = false;
    expect(await boxes()).toEqual(want);
  });

  it('"start emailing me about the weekly report" ticks Email in the Weekly report row only', async () => {
    await open();
    const result = await pages.client.act('start emailing me about the weekly report');
    expect(result.success, result.message).toBe(true);
    const want = [...START];
    want[3] = true;
    expect(await boxes()).toEqual(want);
  });

  it('near miss: a channel no column names ("texting" beside SMS) hands over, every box as it was', async () => {
    await open();
    await expect(pages.client.act('stop texting me about security alerts')).rejects.toThrow();
    expect(await boxes()).toEqual(START);
  });

  it('near miss: an event no row names hands over, every box as it was', async () => {
    await open();
    await expect(pages.client.act('stop emailing me about invoices')).rejects.toThrow();
    expect(await boxes()).toEqual(START);
  });
});
