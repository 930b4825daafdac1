/**
 * An item's own toggle said by the item's place among the things the step counts ("bookmark the
 * second episode", rules/row-toggle.ts): the part of the page whose name says the noun, its items
 * (here plain boxes with no list roles), the nth of them, its one toggle. A podcast app of our own.
 * Found by the real-app corpus's mail client ("star the third message").
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const page = (sections: [string, string[]][]) => `<!doctype html><title>Podcasts</title><h1>Podcasts</h1>
${sections.map(([label, eps], s) => `<section aria-label="${label}">${eps.map((ep, i) => `<div class="ep"><div><strong>${ep}</strong><span>42 min</span></div><button data-ep="${ep}" aria-pressed="${s === 0 && i === 0}" title="Bookmark">${s === 0 && i === 0 ? '★' : '☆'}</button></div>`).join('')}</section>`).join('')}
<p id="status" role="status">Ready</p>
<script>
  document.querySelectorAll('button[data-ep]').forEach((b) => b.onclick = () => {
    const on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    b.textContent = on ? '★' : '☆';
    document.getElementById('status').textContent = (on ? 'Bookmarked ' : 'Removed bookmark from ') + b.dataset.ep;
  });
</script>`;

const ONE = page([['Episodes', ['The long road', 'Quiet hours', 'Salt and iron', 'Night shift']]]);
const TWO = page([['New episodes', ['The long road', 'Quiet hours']], ['Older episodes', ['Salt and iron', 'Night shift']]]);

const pages = ownPages({ '/one': ONE, '/two': TWO });
const status = () => pages.client.page.locator('#status').textContent();

describe('an item\'s toggle said by its place (rule row-toggle)', () => {
  it('"star the third episode" presses the third box\'s toggle, drawn as a sign and titled Bookmark', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    const result = await pages.client.act('star the third episode');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'row-toggle' });
    expect(await status()).toBe('Bookmarked Salt and iron');
  });

  it('"unstar the first episode" releases the pressed one; "bookmark the last episode" counts from the end', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    expect((await pages.client.act('unstar the first episode')).success).toBe(true);
    expect(await status()).toBe('Removed bookmark from The long road');
    expect((await pages.client.act('bookmark the last episode')).success).toBe(true);
    expect(await status()).toBe('Bookmarked Night shift');
  });

  it('near miss: a noun no part of the page says ("the third song") is not counted', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    await expect(pages.client.act('star the third song')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });

  it('near miss: two parts say "episodes": the count is handed over, naming both', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    await expect(pages.client.act('star the second episode')).rejects.toThrow(/2 parts say "episode"/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: an ordinal past the list\'s end hands over with the count', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    await expect(pages.client.act('star the sixth episode')).rejects.toThrow(/holds 4/);
    expect(await status()).toBe('Ready');
  });
});
