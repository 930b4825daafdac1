/**
 * "show the X items" without "only" (rules/show-only.ts): a filter that keeps its state (a toggle
 * button with aria-pressed, a tab), named by its words with the count it shows beside them
 * ("● 12 Unread"). A mail client of our own. Found by the seventeenth blind batch (an issue
 * tracker: "show the closed issues" for the state button "✓ 3 Closed").
 */
import { describe, expect, it } from 'vitest';
import { nameWithoutCount } from '../../src/engine/offline/rules/show-only.js';
import { ownPages } from '../support/own-pages.js';

const MAIL = `<!doctype html><title>Mail</title>
<div role="group" aria-label="Show">
  <button class="f" aria-pressed="true">All 40</button>
  <button class="f" aria-pressed="false">● 12 Unread</button>
  <button class="f" aria-pressed="true">★ Starred (2)</button>
  <button id="archived">Archived 3</button>
</div>
<ul><li>Your order has shipped</li><li>Team lunch on Friday</li></ul>
<p id="status">Ready</p>
<script>
  for (const b of document.querySelectorAll('button')) b.onclick = () => {
    if (b.hasAttribute('aria-pressed')) b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'));
    document.getElementById('status').textContent = 'clicked ' + b.textContent;
  };
</script>`;

const pages = ownPages({ '/mail': MAIL });
const status = () => pages.client.page.locator('#status').textContent();
const open = () => pages.client.page.goto(`${pages.origin}/mail`);

describe('"show the X items": a filter that keeps its state, named less its count (rule show-only)', () => {
  it('"show the unread messages" presses "● 12 Unread"', async () => {
    await open();
    const result = await pages.client.act('show the unread messages');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'show-only' });
    expect(await status()).toBe('clicked ● 12 Unread');
    expect(await pages.client.page.getByRole('button', { name: '● 12 Unread' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('near miss: a filter on already ("★ Starred (2)", pressed) is handed over, not turned off', async () => {
    await open();
    await expect(pages.client.act('show the starred messages')).rejects.toThrow(/on already/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "Archived 3" keeps no state (no aria-pressed): "show the archived messages" is not read as a filter', async () => {
    await open();
    const result = await pages.client.act('show the archived messages').catch((e: Error) => e);
    if (!(result instanceof Error)) expect(result.decision?.by).not.toEqual({ kind: 'rule', rule: 'show-only' });
    else expect(await status()).toBe('Ready');
  });

  it('a name less its count: only whole numbers at either end', () => {
    expect(nameWithoutCount('✓ 3 Closed')).toBe('closed');
    expect(nameWithoutCount('Open (8)')).toBe('open');
    expect(nameWithoutCount('Drafts 12')).toBe('drafts');
    expect(nameWithoutCount('Top 10 songs')).toBe('top 10 songs');
    expect(nameWithoutCount('2024')).toBe('2024');
  });
});
