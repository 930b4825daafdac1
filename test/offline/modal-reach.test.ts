/**
 * An open modal the page declares hides what lies behind it (injected/probes/facts.ts `covered`):
 * a grocery delivery page of ours whose basket is a side panel marked `aria-modal="true"`, with no
 * backdrop over the product list (so no layer covers the window, and the list behind still takes the
 * pointer). "increase the quantity of the oat milk" is the basket line's control, not the product's.
 * Found by the sixteenth blind batch (a shop's cart drawer, a11y-dialog: the product card behind it
 * was counted as well as the cart line). Near miss: the same panel not modal hands over; with the modal closed the product's own control is meant.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const page = (modal: string) => `<!doctype html><title>Fresh groceries</title>
<main><h1>Dairy and bakery</h1>
<ul aria-label="Groceries">
  <li><h2>Organic oat milk 1 l</h2> <button id="p-less" aria-label="Decrease quantity">−</button> <button id="p-more" aria-label="Increase quantity">+</button></li>
  <li><h2>Sourdough loaf</h2> <button aria-label="Decrease quantity">−</button> <button aria-label="Increase quantity">+</button></li>
</ul></main>
<section id="panel" ${modal} aria-label="Your basket" style="position:fixed;top:0;right:0;width:320px;background:#fff;border-left:1px solid #999">
  <h2>Your basket</h2>
  <ul><li><span>Organic oat milk 1 l</span> <button id="b-less" aria-label="Decrease quantity">−</button> <span id="qty">1</span> <button id="b-more" aria-label="Increase quantity">+</button></li></ul>
  <button id="close" onclick="document.getElementById('panel').hidden = true">Close basket</button>
</section>
<p id="log">none</p>
<script>
  for (const b of document.querySelectorAll('button[aria-label$="quantity"]')) b.addEventListener('click', () => { document.getElementById('log').textContent = b.id || 'other'; });
</script>`;

const pages = ownPages({ '/modal': page('role="dialog" aria-modal="true"'), '/panel': page('role="region"') });
const log = () => pages.client.page.locator('#log').textContent();

describe('an open modal hides what is behind it', () => {
  it('"increase the quantity of the oat milk" with the basket modal open: the basket line\'s + is clicked', async () => {
    await pages.client.page.goto(`${pages.origin}/modal`);
    const result = await pages.client.act('increase the quantity of the oat milk');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('b-more');
  });

  it('near miss: the same panel, not modal: both lines say oat milk, handed over with nothing clicked', async () => {
    await pages.client.page.goto(`${pages.origin}/panel`);
    await expect(pages.client.act('increase the quantity of the oat milk')).rejects.toThrow(/2 items say/);
    expect(await log()).toBe('none');
  });

  it('the modal closed: the product list is in reach again, its one oat milk is meant', async () => {
    await pages.client.page.goto(`${pages.origin}/modal`);
    await pages.client.page.locator('#close').click();
    const result = await pages.client.act('increase the quantity of the oat milk');
    expect(result.success, result.message).toBe(true);
    expect(await log()).toBe('p-more');
  });
});
