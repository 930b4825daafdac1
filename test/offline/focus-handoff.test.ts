/**
 * A number box drawn as two fields (the twenty-fourth blind batch's wrong kind, on a page of our
 * own of another domain: a freight quote): a display box shows the value formatted ("$1,200.00")
 * and, when it gets the focus, hides itself and hands the focus to the widget's raw input beside
 * it (from a timer its focus handler sets, as Kendo's does), which the page reads when it is left. "set the declared value to 3400" filled the display
 * box (then hidden), the page kept its number and the step was reported done. Now the text is
 * typed where the focus went and that field is left: the page takes the value. Near miss: a box
 * that hides itself and sends the focus to a field elsewhere on the page (not its own) is not
 * filled through that field: the step fails, the other field untouched.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const QUOTE = `<!doctype html><title>Freight quote</title>
<style>.money { display: inline-flex; gap: 4px; } .raw { display: none; }</style>
<h1>Freight quote</h1>
<p><label id="value-label">Declared value</label>
<span class="money" id="value-box">
  <input class="shown" role="spinbutton" aria-labelledby="value-label" value="$1,200.00">
  <input class="raw" id="value-raw" role="spinbutton" aria-labelledby="value-label" value="1200">
</span></p>
<p><label id="weight-label">Weight (kg)</label>
<span class="money" id="weight-box">
  <input class="shown" role="spinbutton" aria-labelledby="weight-label" value="40 kg">
</span></p>
<p><label for="notes">Notes for the carrier</label> <input id="notes"></p>
<script>
  window.quote = { value: 1200, weight: 40 };
  const money = (n) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const box = document.getElementById('value-box');
  const shown = box.querySelector('.shown');
  const raw = box.querySelector('.raw');
  // As Kendo's number box does, the hand-over happens in a timer the focus handler sets.
  shown.addEventListener('focus', () => setTimeout(() => { shown.style.display = 'none'; raw.style.display = 'inline-block'; raw.focus(); raw.select(); }));
  raw.addEventListener('blur', () => {
    const n = Number(raw.value.replace(/[^0-9.]/g, ''));
    if (raw.value.trim() && !Number.isNaN(n)) window.quote.value = n;
    raw.value = String(window.quote.value);
    shown.value = money(window.quote.value);
    raw.style.display = 'none';
    shown.style.display = '';
  });
  // The weight box hides itself on focus and sends the focus to the notes field, which is not its own.
  const weight = document.querySelector('#weight-box .shown');
  weight.addEventListener('focus', () => { weight.style.display = 'none'; document.getElementById('notes').focus(); });
</script>`;

const pages = ownPages({ '/quote': QUOTE });
const open = () => pages.client.page.goto(`${pages.origin}/quote`);
const quote = () => pages.client.page.evaluate(() => (window as unknown as { quote: { value: number; weight: number } }).quote);

describe('a number box that hands the focus to its raw field', () => {
  it('takes the number: typed where the focus went, that field left, the box showing it', async () => {
    await open();
    const result = await pages.client.act('set the declared value to 3400');
    expect(result.success).toBe(true);
    expect((await quote()).value).toBe(3400);
    expect(await pages.client.page.locator('#value-box .shown').inputValue()).toBe('$3,400.00');
    // The code does as the act did: a plain fill of the box would type into the hidden box again.
    expect(result.actions?.[0]?.code).toContain("keyboard.type('3400')");
  });

  it('near miss: a box that sends the focus to a field not its own is not filled through it', async () => {
    await open();
    const result = await pages.client.act('set the weight to 55');
    expect(result.success).toBe(false);
    expect((await quote()).weight).toBe(40);
    expect(await pages.client.page.locator('#notes').inputValue()).toBe('');
  });
});
