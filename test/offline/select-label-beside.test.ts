/**
 * A select drawn by a component library the way Element Plus draws its filterable select (the
 * twenty-fifth blind batch's wrong kind, on a page of our own of another domain: a train booking
 * form): the combobox is an input that stays empty, set in a box of its own, and the chosen label is
 * drawn in a sibling of that box (`wrapper > selection > [input box, chosen label]`); the list is a
 * listbox at the end of the page. "choose Mochi as the patient" picked the option and then reported
 * failure ("it shows """): the field's box alone was read. Now the widget around the box (its
 * ancestors while the field is the only control in them) showing the option once more is the
 * choice shown. Near miss: a select of the same build whose option closes the list and sets nothing
 * fails, the booking untouched.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const BOOKING = `<!doctype html><title>Book a train</title>
<style>
  .sel { display: inline-block; width: 220px; border: 1px solid #aaa; padding: 4px; cursor: pointer; }
  .selection { position: relative; display: flex; }
  .input-box { position: absolute; inset: 0; }
  .input-box input { width: 100%; border: 0; background: transparent; outline: none; }
  .chosen.empty { color: #999; }
  ul[role=listbox] { position: absolute; list-style: none; margin: 0; padding: 4px; border: 1px solid #aaa; background: #fff; }
  li[role=option] { padding: 4px 8px; cursor: pointer; }
</style>
<h1>Book a train</h1>
<form>
  <p><label for="cls">Seat class</label>
    <span class="sel"><span class="selection"><span class="input-box"><input id="cls" role="combobox" aria-expanded="false" aria-haspopup="listbox" aria-controls="cls-list" aria-autocomplete="none"></span><span class="chosen empty"><span>Select a class</span></span></span></span></p>
  <p><label for="meal">Meal</label>
    <span class="sel"><span class="selection"><span class="input-box"><input id="meal" role="combobox" aria-expanded="false" aria-haspopup="listbox" aria-controls="meal-list" aria-autocomplete="none"></span><span class="chosen empty"><span>Select a meal</span></span></span></span></p>
</form>
<ul role="listbox" id="cls-list" hidden><li role="option" aria-selected="false">Standard</li><li role="option" aria-selected="false">Business</li><li role="option" aria-selected="false">Sleeper</li></ul>
<ul role="listbox" id="meal-list" hidden><li role="option" aria-selected="false">Vegetarian</li><li role="option" aria-selected="false">Vegan</li><li role="option" aria-selected="false">Standard meal</li></ul>
<script>
  window.booking = { cls: '', meal: '' };
  for (const id of ['cls', 'meal']) {
    const input = document.getElementById(id);
    const list = document.getElementById(id + '-list');
    const sel = input.closest('.sel');
    const chosen = sel.querySelector('.chosen');
    const close = () => { list.hidden = true; input.setAttribute('aria-expanded', 'false'); };
    sel.addEventListener('click', () => {
      const r = sel.getBoundingClientRect();
      list.style.left = r.left + 'px'; list.style.top = r.bottom + window.scrollY + 'px';
      list.hidden = false; input.setAttribute('aria-expanded', 'true');
    });
    for (const li of list.querySelectorAll('li')) li.addEventListener('click', () => {
      // The meal select is broken: its options close the list and choose nothing.
      if (id === 'cls') {
        window.booking.cls = li.textContent;
        for (const o of list.querySelectorAll('li')) o.setAttribute('aria-selected', String(o === li));
        chosen.firstElementChild.textContent = li.textContent;
        chosen.classList.remove('empty');
      }
      close();
    });
  }
</script>`;

const pages = ownPages({ '/book': BOOKING });
const open = () => pages.client.page.goto(`${pages.origin}/book`);
const booking = () => pages.client.page.evaluate(() => (window as unknown as { booking: { cls: string; meal: string } }).booking);

describe('a select that draws its chosen label beside the box its input sits in', () => {
  it('picks the option and says so: the widget around the field shows it', async () => {
    await open();
    const result = await pages.client.act('choose Business as the seat class');
    expect(await booking()).toEqual({ cls: 'Business', meal: '' });
    expect(result.success).toBe(true);
  });

  it('near miss: an option that chooses nothing is not taken as picked', async () => {
    await open();
    const result = await pages.client.act('choose Vegan as the meal');
    expect(result.success).toBe(false);
    expect(await booking()).toEqual({ cls: '', meal: '' });
  });
});
