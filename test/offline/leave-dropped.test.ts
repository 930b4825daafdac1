/**
 * A wrong found by the twenty-third blind app's run (an HR onboarding portal on Fomantic-UI,
 * test/offline/apps/onboarding/), shown here on a page of another kind (a train booking form): "set country of
 * residence to Germany" filled the search box of a drawn dropdown (a `div` with a menu of `div`s, no roles; the box is
 * named by the field's label) with "Germany", left it, and reported success. The typed text only filtered the menu;
 * leaving the box dropped it, chose nothing, and the country stayed empty. Now leaving a field that held text checks
 * that it still holds some, or, emptied, that the text shows beside it once the page has settled (a chip, the
 * dropdown's chosen text); otherwise the step fails (never a success). Near misses: a field that reformats its text
 * when left (kept), a guests field that turns the text into a chip beside it, and a drawn dropdown whose search box
 * picks the match when left (its chosen text shows it, once its closing list has finished its animation).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const FORM = `<!doctype html><title>Railway tickets</title>
<style>
  .menu { border: 1px solid #999; }
  .menu.closing { animation: fade .25s linear; }
  @keyframes fade { from { opacity: 1; } to { opacity: 0; } }
  .chip { display: inline-block; background: #dde; margin-right: 4px; padding: 0 4px; }
</style>
<h1>Book a train</h1>
<form onsubmit="return false">
  <p>
    <label id="to-label" for="to-search">Destination city</label>
    <span class="drop" id="to">
      <input id="to-search" autocomplete="off">
      <span class="text" id="to-text">Pick a city</span>
      <span class="menu" id="to-menu" hidden><span class="item">Lisbon</span> <span class="item">Porto</span> <span class="item">Madrid</span></span>
    </span>
    <input type="hidden" id="to-value" value="">
  </p>
  <p>
    <label for="from-search">Departure city</label>
    <span class="drop" id="from">
      <input id="from-search" autocomplete="off">
      <span class="text" id="from-text">Pick a city</span>
      <span class="menu" id="from-menu" hidden><span class="item">Lisbon</span> <span class="item">Porto</span> <span class="item">Madrid</span></span>
    </span>
    <input type="hidden" id="from-value" value="">
  </p>
  <p><label for="promo">Promo code</label> <input id="promo"></p>
  <p><label for="companion">Companion</label> <span id="chips"><input id="companion"></span></p>
</form>
<script>
  // A drawn dropdown: the box filters the menu as it is typed into; leaving it closes the menu (an animation) and,
  // with pick = false, drops the typed text; with pick = true, chooses the first match and shows it.
  function drop(id, pick) {
    const search = document.getElementById(id + '-search');
    const menu = document.getElementById(id + '-menu');
    const text = document.getElementById(id + '-text');
    const value = document.getElementById(id + '-value');
    const items = [...menu.querySelectorAll('.item')];
    const filter = () => { const q = search.value.trim().toLowerCase(); for (const it of items) it.hidden = !!q && !it.textContent.toLowerCase().includes(q); };
    const choose = (name) => { value.value = name; text.textContent = name; };
    search.addEventListener('focus', () => { menu.hidden = false; filter(); });
    search.addEventListener('input', () => { menu.hidden = false; text.hidden = !!search.value; filter(); });
    for (const it of items) it.addEventListener('mousedown', (e) => { e.preventDefault(); choose(it.textContent); search.value = ''; text.hidden = false; menu.hidden = true; });
    search.addEventListener('blur', () => {
      const match = items.find((it) => !it.hidden);
      if (pick && search.value && match) choose(match.textContent);
      search.value = '';
      text.hidden = false;
      menu.classList.add('closing');
      menu.addEventListener('animationend', () => { menu.classList.remove('closing'); menu.hidden = true; }, { once: true });
    });
  }
  drop('to', false);
  drop('from', true);
  const promo = document.getElementById('promo');
  promo.addEventListener('change', () => { promo.value = promo.value.toUpperCase(); });
  const companion = document.getElementById('companion');
  companion.addEventListener('change', () => {
    if (!companion.value.trim()) return;
    const chip = document.createElement('span');
    chip.className = 'chip';
    chip.textContent = companion.value.trim();
    companion.before(chip);
    companion.value = '';
  });
</script>`;

const pages = ownPages({ '/tickets': FORM });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : 'failed'), () => 'handed over');
const open = () => page().goto(`${pages.origin}/tickets`);
const value = (selector: string) => page().locator(selector).inputValue();

describe('a field that drops its text when left did not take it as its value', () => {
  it('"set destination city to Lisbon": the search box of a drawn dropdown drops the text; never a success without the choice', async () => {
    await open();
    // Since rule list-field (session 25) a field that dropped the text is opened and the value picked from the list that
    // appears, when its entries can be read; this page's entries are bare spans, which the snapshot may not give refs
    // to, so the step either fails with nothing chosen or succeeds with Lisbon chosen: never a success without it.
    const done = await outcome('set destination city to Lisbon');
    const chosen = { value: await value('#to-value'), text: await page().locator('#to-text').textContent() };
    expect({ done, ...chosen }).toEqual(done === 'acted' ? { done, value: 'Lisbon', text: 'Lisbon' } : { done, value: '', text: 'Pick a city' });
  });

  it('near miss: "set the promo code to spring" (the field upper-cases it when left) acts', async () => {
    await open();
    expect(await outcome('set the promo code to spring')).toBe('acted');
    expect(await value('#promo')).toBe('SPRING');
  });

  it('near miss: "set the companion to Ana Silva" (the text becomes a chip beside the field) acts', async () => {
    await open();
    expect(await outcome('set the companion to Ana Silva')).toBe('acted');
    expect(await page().locator('#chips .chip').allTextContents()).toEqual(['Ana Silva']);
    expect(await value('#companion')).toBe('');
  });

  it('near miss: "set departure city to Porto" (the box picks its match when left, and shows it) acts', async () => {
    await open();
    expect(await outcome('set departure city to Porto')).toBe('acted');
    expect(await value('#from-value')).toBe('Porto');
  });
});
