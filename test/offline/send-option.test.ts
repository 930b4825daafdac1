/**
 * A verb-alone button ("Send now") and a control whose own name says the verb and the noun
 * ("Also send to #support"), on a help desk page of ours (the eighteenth batch's near miss: in
 * the chat app, "also send it to #general" was read as the composer's "Send now", handed over
 * there only because that button was disabled). Rule verb-object: a button named by the verb
 * alone, on a page that says the noun, is the step's only when no other control names the verb
 * and the noun itself; else the step hands over and names that control. Each case reads the page.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** A ticket: a reply to the customer with "Send now" (enabled), an internal note with an option that says "send … #support". */
const DESK = `<!doctype html><title>Help desk</title>
<main>
  <h1>Ticket 4411: printer offline</h1>
  <textarea aria-label="Reply to the customer">We are on it.</textarea>
  <button id="send">Send now</button>
</main>
<aside aria-label="Internal note">
  <textarea aria-label="Note">Escalate to IT</textarea>
  <label><input type="checkbox" id="also"> Also send to #support</label>
  <label><input type="checkbox" id="copy"> Send me a copy</label>
  <button id="save">Save note</button>
</aside>
<p id="log">Ready</p>
<script>
  const log = (t) => { document.getElementById('log').textContent = t; };
  document.getElementById('send').onclick = () => log('sent');
  document.getElementById('save').onclick = () => log('note saved');
  for (const id of ['also', 'copy']) document.getElementById(id).onchange = (e) => log(id + ' ' + e.target.checked);
</script>`;

const pages = ownPages({ '/desk': DESK });
const page = () => pages.client.page;
const log = () => page().locator('#log').textContent();

describe('a verb-alone button beside a control that names the verb and the noun (rule verb-object)', () => {
  it('"also send it to #support": the option "Also send to #support" says it, so "Send now" is not clicked: a hand-over naming the option', async () => {
    await page().goto(`${pages.origin}/desk`);
    await expect(pages.client.act('also send it to #support')).rejects.toThrow(/checkbox "Also send to #support" says "send" and "support" itself.*say "check Also send to #support"/);
    expect(await log()).toBe('Ready');
    expect(await page().locator('#also').isChecked()).toBe(false);
  });

  it('near miss: "send the reply" (no control names "send" and "reply" together; "Send me a copy" says no reply) still clicks "Send now"', async () => {
    await page().goto(`${pages.origin}/desk`);
    const result = await pages.client.act('send the reply');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'verb-object' });
    expect(await log()).toBe('sent');
  });
});
