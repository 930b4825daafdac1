/**
 * Rule part-verb: a control repeated in each part of a page (an Edit under each section of a
 * review step), named by the step's verb, the part said as its object. Found by the twelfth blind
 * batch (a checkout wizard); the pages are ours.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const section = (id: string, title: string, verb = 'Edit') =>
  `<section aria-labelledby="${id}"><h3 id="${id}">${title}</h3><p>…</p><button type="button" onclick="document.getElementById('did').textContent = '${verb} ${title}'">${verb}</button></section>`;
const card = (title: string) =>
  `<div class="card"><h4>${title}</h4><p>12 Quay Street</p><button type="button" onclick="document.getElementById('did').textContent = 'Remove ${title}'">Remove</button></div>`;

const pages = ownPages({
  '/review': `<!doctype html><title>Review</title><main><h2>Review your booking</h2>${section('a', 'Travellers')}${section('b', 'Room choice')}${section('c', 'Payment')}<p id="did"></p></main>`,
  // A mail page: the list's Archive (which needs a selection) in the Messages region, and the open message's own.
  '/mail': `<!doctype html><title>Mail</title><main><button type="button">New message</button><section aria-label="Messages"><button type="button" onclick="document.getElementById('did').textContent = 'Select messages first'">Archive</button><ul><li>Flight itinerary</li><li>Lunch on Friday?</li></ul></section>
    <div><h2>Flight itinerary</h2><button type="button" onclick="document.getElementById('did').textContent = 'Archived'">Archive</button><p>Your flight leaves at 9.</p></div><p id="did"></p></main>`,
  '/addresses': `<!doctype html><title>Addresses</title><main>${card('Billing address')}${card('Shipping address')}<p id="did"></p></main>`,
});

async function did(path: string, step: string, rule?: string): Promise<string | null> {
  const { client } = pages;
  await client.page.goto(`${pages.origin}${path}`);
  const result = await client.act(step);
  expect(result.success, result.message).toBe(true);
  if (rule) expect(result.decision?.by, step).toMatchObject({ rule });
  return client.page.locator('#did').textContent();
}

describe('part-verb', () => {
  it('"edit the room choice details" clicks the Edit of the Room choice section', async () => {
    expect(await did('/review', 'edit the room choice details', 'part-verb')).toBe('Edit Room choice');
    expect(await did('/review', 'edit the travellers details', 'part-verb')).toBe('Edit Travellers');
    // Said as a scope, the part is found by the scope rules.
    expect(await did('/review', 'edit the payment section')).toBe('Edit Payment');
  });

  it('a part titled by a heading in a card with no name: "remove the billing address" (scoped by the heading)', async () => {
    expect(await did('/addresses', 'remove the billing address')).toBe('Remove Billing address');
  });

  it('"this message" is the one shown, not a part titled Messages: left to rule shown-one (the open message\'s Archive)', async () => {
    expect(await did('/mail', 'archive this message', 'shown-one')).toBe('Archived');
  });

  it('hands over a word two parts hold and a part no title holds, clicking nothing', async () => {
    const { client } = pages;
    for (const [path, step] of [['/addresses', 'remove the address'], ['/review', 'edit the extras']] as const) {
      await client.page.goto(`${pages.origin}${path}`);
      await expect(client.act(step), step).rejects.toThrow(/handed over/);
      expect(await client.page.locator('#did').textContent(), step).toBe('');
    }
  });
});
