/**
 * A failure kind of the twenty-third blind app (an HR onboarding portal on Fomantic-UI), shown here on a page of
 * another kind (newsletter preferences): a toolkit draws each checkbox with the `<label>` beside the real input (tied
 * to no control: no `for`, not wrapping it), the input transparent and under the label's drawn box, and the label's
 * click, wired by the toolkit's script, flips it. "tick the parking space box" chose the right box and failed:
 * Playwright waited for the input itself to take the pointer until its timeout. Now a box whose parent holds only it
 * and one such label counts that label as its own: the input's own click is what clicking the label does. Near miss:
 * a box covered by something that is not its label (a banner over it) is not clicked through: the step does not
 * succeed and the box stays unticked.
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const box = (name: string, text: string) => `<div class="box"><input type="checkbox" name="${name}" tabindex="0"><label>${text}</label></div>`;

const PAGE = `<!doctype html><title>Newsletter preferences</title>
<style>
  .box { position: relative; padding-left: 24px; min-height: 20px; margin: 8px 0; }
  .box input { position: absolute; top: 0; left: 0; width: 17px; height: 17px; opacity: 0; z-index: -1; }
  .box label { cursor: pointer; }
  .box label::before { content: ''; position: absolute; top: 0; left: 0; width: 17px; height: 17px; border: 1px solid #888; background: #fff; }
  .box.on label::before { background: #2a7; }
  #banner { position: absolute; left: 0; width: 320px; height: 30px; background: #fd0; z-index: 5; }
</style>
<h1>Newsletter preferences</h1>
<form onsubmit="return false">
  ${box('weekly', 'Send me the weekly digest')}
  ${box('offers', 'Tell me about special offers')}
  <div style="position:relative">
    <div id="banner">We use cookies</div>
    ${box('partners', 'Share my email with partners')}
  </div>
</form>
<script>
  for (const el of document.querySelectorAll('.box')) {
    const input = el.querySelector('input');
    el.querySelector('label').addEventListener('click', () => { input.checked = !input.checked; input.dispatchEvent(new Event('change', { bubbles: true })); });
    input.addEventListener('change', () => el.classList.toggle('on', input.checked));
  }
</script>`;

const pages = ownPages({ '/prefs': PAGE });
const page = () => pages.client.page;
const outcome = (step: string) => pages.client.act(step).then((r) => (r.success ? 'acted' : 'failed'), () => 'handed over');
const open = () => page().goto(`${pages.origin}/prefs`);
const ticked = (name: string) => page().locator(`input[name=${name}]`).isChecked();

describe('a box drawn by the label beside it (tied to no control) is set through that label', () => {
  it('"tick the weekly digest box" ticks it', async () => {
    await open();
    expect(await outcome('tick the weekly digest box')).toBe('acted');
    expect(await ticked('weekly')).toBe(true);
    expect(await ticked('offers')).toBe(false);
  });

  it('near miss: a box under a banner that is not its label is not clicked through', async () => {
    await open();
    expect(await outcome('tick the share my email with partners box')).not.toBe('acted');
    expect(await ticked('partners')).toBe(false);
  });
});
