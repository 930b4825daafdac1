/**
 * A control said by what it lies next to (rules/next-to.ts, and the grammar's "by" / "near" after a
 * role word): an account settings page of our own, three sections each headed by its title with a
 * Change button, a list of shared documents each with a Share button on its line, and a billing box
 * whose two Change buttons share one heading; a side menu links each section by its title (so the
 * anchor's words are on the page twice). Found by the twelfth blind batch (a checkout's review
 * step: "click Edit next to Payment").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const SETTINGS = `<!doctype html><title>Settings</title>
<h1>Account settings</h1>
<nav aria-label="Settings"><a href="#h-profile">Profile</a> <a href="#h-password">Password</a> <a href="#h-alerts">Alerts</a></nav>
<section aria-labelledby="h-profile"><div class="head"><h2 id="h-profile">Profile</h2><button data-say="profile">Change</button></div><p>Ada Lovelace</p></section>
<section aria-labelledby="h-password"><div class="head"><h2 id="h-password">Password</h2><button data-say="password">Change</button></div><p>Last changed in May</p></section>
<section aria-labelledby="h-alerts"><div class="head"><h2 id="h-alerts">Alerts</h2><button data-say="alerts">Change</button></div><p>Email only</p></section>
<h2>Documents</h2>
<ul><li><span>Budget</span> <button data-say="share budget">Share</button></li><li><span>Roadmap</span> <button data-say="share roadmap">Share</button></li></ul>
<div><h2>Billing</h2><button data-say="billing card">Change</button><button data-say="billing address">Change</button></div>
<p id="status">Ready</p>
<script>
  document.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (b) document.getElementById('status').textContent = b.dataset.say;
  });
</script>`;

const pages = ownPages({ '/settings': SETTINGS });
const status = () => pages.client.page.locator('#status').textContent();

async function open() {
  await pages.client.page.goto(`${pages.origin}/settings`);
}

async function handsOver(step: string, why: RegExp) {
  await expect(pages.client.act(step)).rejects.toThrow(why);
  expect(await status()).toBe('Ready');
}

async function resolves(step: string, after: string) {
  const result = await pages.client.act(step);
  expect(result.success, result.message).toBe(true);
  expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'next-to' });
  expect(await status()).toBe(after);
}

describe('a control said by what it lies next to (rule next-to)', () => {
  it('"click Change next to Password" clicks the Change under the Password heading', async () => {
    await open();
    await resolves('click Change next to Password', 'password');
  });

  it('"click the Change button beside Alerts" (a role word, "beside")', async () => {
    await open();
    await resolves('click the Change button beside Alerts', 'alerts');
  });

  it('"click the Share button by Roadmap": the text on its line ("by" after a role word)', async () => {
    await open();
    await resolves('click the Share button by Roadmap', 'share roadmap');
  });

  it('near miss: two Change buttons under one heading lie equally near Billing and hand over', async () => {
    await open();
    await handsOver('click Change next to Billing', /2 controls named "change" lie equally near "Billing"/);
  });

  it('near miss: an anchor no part says ("next to Security") hands over', async () => {
    await open();
    await handsOver('click Change next to Security', /no element matches|not on the page|handed over/);
  });
});
