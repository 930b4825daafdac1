/**
 * The help beside a field said by what the field is about (rule field-help): "show the help for the
 * card nickname" hovers the help control named "About card nickname" and its tooltip shows; a toggletip
 * (a "?" with an expanded state, in the box of the field labelled "Billing cycle") is clicked. On a
 * shop account's payment settings page of ours. Near misses (two help controls about one thing, a topic
 * no help is about) hand over with no tooltip shown.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const PAYMENT = `<!doctype html><title>Payment settings</title>
<h1>Payment</h1>
<style>.tip { position: absolute; background: #222; color: #fff; padding: 4px; } .row { margin: 16px 0; }</style>
<div class="row"><label for="nick">Card nickname</label> <button class="tipped" aria-label="About card nickname" data-tip="Shown only to you.">?</button> <input id="nick"></div>
<div class="row"><label for="cycle">Billing cycle</label> <select id="cycle"><option>Monthly</option><option>Yearly</option></select>
  <button class="toggletip" aria-expanded="false" aria-controls="cycle-tip">?</button><div id="cycle-tip" hidden>Yearly saves 10%.</div></div>
<fieldset><legend>Delivery</legend>
  <div class="row"><label for="a1">Delivery address</label> <button class="tipped" aria-label="About delivery address" data-tip="Where parcels go.">?</button> <input id="a1"></div>
  <div class="row"><label for="a2">Second delivery address</label> <button class="tipped" aria-label="About delivery address" data-tip="A backup address.">?</button> <input id="a2"></div>
</fieldset>
<div class="row"><label for="pw">Password</label> <input id="pw" type="password"></div>
<div role="tooltip" class="tip" id="tip" hidden></div>
<script>
  const tip = document.getElementById('tip');
  document.querySelectorAll('.tipped').forEach((b) => {
    b.addEventListener('mouseenter', () => { tip.textContent = b.dataset.tip; tip.hidden = false; });
    b.addEventListener('mouseleave', () => { tip.hidden = true; });
  });
  document.querySelector('.toggletip').onclick = (e) => {
    const b = e.currentTarget; const open = b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open)); document.getElementById('cycle-tip').hidden = !open;
  };
</script>`;

const pages = ownPages({ '/payment': PAYMENT });
const page = () => pages.client.page;

async function open() {
  await page().goto(`${pages.origin}/payment`);
  await page().mouse.move(1, 1);
}

const tipShown = () => page().locator('#tip:not([hidden])').textContent({ timeout: 1_000 }).catch(() => null);

describe('the help beside a field, said by the field (rule field-help)', () => {
  it('"show the help for the card nickname": the control named "About card nickname" hovered, its tooltip shown', async () => {
    await open();
    const result = await pages.client.act('show the help for the card nickname');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'field-help' });
    expect(await tipShown()).toBe('Shown only to you.');
  });

  it('"open the billing cycle help": a "?" with an expanded state in the field\'s own box, clicked open', async () => {
    await open();
    const result = await pages.client.act('open the billing cycle help');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'field-help' });
    expect(await page().locator('#cycle-tip').isVisible()).toBe(true);
  });

  it('observe "find the help for the card nickname": that control', async () => {
    await open();
    const [found] = await pages.client.observe('find the help for the card nickname');
    expect(found?.description).toContain('About card nickname');
  });

  it('near miss: two help controls about the delivery address hand over naming them', async () => {
    await open();
    await expect(pages.client.act('show the help for the delivery address')).rejects.toThrow(/2 help controls are about "delivery address"/);
    expect(await tipShown()).toBeNull();
  });

  it('near miss: a field with no help beside it hands over', async () => {
    await open();
    await expect(pages.client.act('show the help for the password')).rejects.toThrow();
    expect(await tipShown()).toBeNull();
    expect(await page().locator('#cycle-tip').isVisible()).toBe(false);
  });
});
