/**
 * A hand-over kind of the twenty-third blind app's run (an HR onboarding portal on Fomantic-UI), shown here on a page
 * of another kind (a gym membership form): a widget toolkit draws its radios over hidden native inputs, each with a
 * `<label>` beside it that its script makes the click target, and names the group with a `<label>` above the
 * choices, all in one field block — no fieldset, no radiogroup, the radio itself with no accessible name. "select
 * Part-time as employment type" was handed over ("no element matches"). Now rule choice-group also reads such a block:
 * a caption that labels no box, first in its block, over two or more radios and no other control, each radio named
 * by the label beside it; the radio is set through that label. Near misses: a choice the named group does not hold
 * ("set towel service to Small": Small is the locker's) and a group said by a word that is only part of two captions
 * ("select Large as the size") are handed over with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const radio = (name: string, value: string, text: string, checked = false) =>
  `<div class="field"><div class="choice" data-name="${name}"><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''} tabindex="0" style="position:absolute;opacity:0;width:1px;height:1px"><label style="cursor:pointer">${text}</label></div></div>`;

const FORM = `<!doctype html><title>Join the gym</title>
<h1>Membership</h1>
<form onsubmit="return false">
  <div class="grouped fields">
    <label>Billing period</label>
    ${radio('period', 'month', 'Monthly', true)}
    ${radio('period', 'year', 'Yearly')}
  </div>
  <div class="grouped fields">
    <label>Locker size</label>
    ${radio('locker', 'small', 'Small', true)}
    ${radio('locker', 'large', 'Large')}
  </div>
  <div class="grouped fields">
    <label>Towel service</label>
    ${radio('towel', 'none', 'None', true)}
    ${radio('towel', 'large', 'Large')}
  </div>
</form>
<script>
  for (const box of document.querySelectorAll('.choice')) {
    box.querySelector('label').addEventListener('click', () => { const input = box.querySelector('input'); input.checked = true; input.dispatchEvent(new Event('change', { bubbles: true })); });
  }
</script>`;

const pages = ownPages({ '/gym': FORM });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : 'failed'), () => 'handed over');
const open = () => page().goto(`${pages.origin}/gym`);
const chosen = () => page().evaluate(() => ['period', 'locker', 'towel'].map((n) => (document.querySelector(`input[name=${n}]:checked`) as HTMLInputElement).value).join(','));

describe('a drawn radio said with its group\'s label: "select X as Y"', () => {
  it('"select Yearly as billing period" checks Yearly', async () => {
    await open();
    expect(await outcome('select Yearly as billing period')).toBe('acted');
    expect(await chosen()).toBe('year,small,none');
  });

  it('"set locker size to Large" checks the locker\'s Large, not the towel\'s', async () => {
    await open();
    expect(await outcome('set locker size to Large')).toBe('acted');
    expect(await chosen()).toBe('month,large,none');
  });

  it('near miss: "set towel service to Small" (Small is a locker size) is handed over, nothing changed', async () => {
    await open();
    expect(await outcome('set towel service to Small')).toBe('handed over');
    expect(await chosen()).toBe('month,small,none');
  });

  it('near miss: "select Large as the size" ("size" is only part of a caption, and two groups hold Large) is handed over', async () => {
    await open();
    expect(await outcome('select Large as the size')).toBe('handed over');
    expect(await chosen()).toBe('month,small,none');
  });
});
