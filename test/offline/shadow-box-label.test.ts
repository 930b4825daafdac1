/**
 * A checkbox and a switch drawn by web components: in each shadow root a native box drawn
 * transparent that takes no pointer, an empty drawn box beside it, then the label's text, all in one <label>. "tick the newsletter box"
 * (a label that says the name among its words, with a box word said) and "find the Dark mode switch"
 * go through the label's text, as a person clicks it. Pages of our own; found on a web component
 * toolkit's checkbox and switch (issue 25).
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

/** `twice`: a second box whose label says "newsletter" too. */
const page = (twice: boolean) => `<!doctype html><title>Settings</title>
<my-box>Send me the newsletter</my-box>
${twice ? '<my-box>Newsletter for partners</my-box>' : ''}
<my-box switch>Dark mode</my-box>
<p id="log"></p>
<script>
  customElements.define('my-box', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const role = this.hasAttribute('switch') ? ' role="switch"' : '';
      root.innerHTML = '<style>input { position: absolute; opacity: 0; padding: 0; margin: 0; pointer-events: none; } .control { display: inline-block; width: 14px; height: 14px; border: 1px solid #333; margin-right: 6px; } label { display: inline-flex; align-items: center; cursor: pointer; }</style>'
        + '<label part="base"><input type="checkbox"' + role + '><span class="control"></span><div part="label"><slot></slot></div></label>';
      root.querySelector('input').addEventListener('change', () => { this.checked = root.querySelector('input').checked; log(); });
    }
  });
  function log() { document.getElementById('log').textContent = [...document.querySelectorAll('my-box')].filter((b) => b.checked).map((b) => b.textContent).join(', '); }
</script>`;

const pages = ownPages({ '/one': page(false), '/two': page(true) });
const act = async (step: string) => pages.client.act(step).catch((error: Error) => ({ success: false, message: error.message }));

describe('a box in a shadow root named by the text beside it', () => {
  it('"tick the newsletter box" ticks the box whose label says it among its words', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    const result = await act('tick the newsletter box');
    expect(result.success, result.message).toBe(true);
    expect(await pages.client.page.locator('#log').textContent()).toBe('Send me the newsletter');
  });

  it('"find the Dark mode switch" finds the switch through its label', async () => {
    await pages.client.page.goto(`${pages.origin}/one`);
    const [found] = await pages.client.observe('find the Dark mode switch');
    expect(found?.selector).toBeTruthy();
    const host = await pages.client.page.locator(found!.selector).evaluate((el) => ((el.getRootNode() as ShadowRoot).host ?? el).textContent);
    expect(host).toBe('Dark mode');
  });

  it('near miss: two boxes whose labels say "newsletter" are handed over, untouched', async () => {
    await pages.client.page.goto(`${pages.origin}/two`);
    const result = await act('tick the newsletter box');
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/handed over.*2 boxes/);
    expect(await pages.client.page.locator('#log').textContent()).toBe('');
  });
});
