import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, call, launch, pageWith } from './support.js';

// reader/names.ts: accessible names (accname 1.2) of the elements marked data-t, flattened as the page text shows them.
let browser: Browser;
let script: string;
beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { flat } from './reader/dom.js';
    import { forgetPseudoRules } from './reader/generated-content.js';
    import { accessibleName, nameFrom } from './reader/names.js';
    import { roleOf } from './reader/roles.js';
    import { beginRead, idOf } from './reader/state.js';
    const names = () => {
      beginRead();
      forgetPseudoRules();
      return Object.fromEntries(Array.from(document.querySelectorAll('[data-t]')).map((e) => [e.getAttribute('data-t'), flat(accessibleName(e, roleOf(e) ?? '', false))]));
    };
    const from = (selector) => {
      beginRead();
      forgetPseudoRules();
      const e = document.querySelector(selector);
      accessibleName(e, roleOf(e) ?? '', false);
      return Array.from(nameFrom).map((x) => x.id || x.tagName.toLowerCase());
    };
    Object.assign(window, { __t: { names, from } });
  `);
});
afterAll(async () => browser?.close());

describe('accessible names', () => {
  it('labels, aria-labelledby, aria-label, title and placeholder, in accname order', async () => {
    const page = await pageWith(
      browser,
      `<label for="a">Email address</label><input id="a" data-t="for-label">
       <label>Wrapped <input data-t="wrapped" value="its own value is not its name"></label>
       <span id="first">Billing</span><span id="second">street</span><input data-t="labelledby" aria-labelledby="first second" aria-label="ignored">
       <input data-t="aria-label" aria-label="  Search site  " title="ignored title">
       <input data-t="title" title="Title only" placeholder="ignored">
       <input data-t="placeholder" placeholder="Type here">
       <input data-t="submit" type="submit"><input data-t="reset" type="reset"><input data-t="valued" type="button" value="Go">
       <fieldset data-t="fieldset"><legend>Shipping</legend><input></fieldset>
       <figure data-t="figure"><img alt="x"><figcaption>Chart of sales</figcaption></figure>
       <img data-t="img" alt="Company logo"><table data-t="table"><caption>Prices</caption><tr><td>1</td></tr></table>
       <div data-t="plain-div">not a name</div><p data-t="paragraph" aria-label="prohibited">text</p>`,
      script,
    );
    expect(await call(page, 'names')).toEqual({
      'for-label': 'Email address', wrapped: 'Wrapped', labelledby: 'Billing street', 'aria-label': 'Search site', title: 'Title only',
      placeholder: 'Type here', submit: 'Submit', reset: 'Reset', valued: 'Go', fieldset: 'Shipping', figure: 'Chart of sales',
      img: 'Company logo', table: 'Prices', 'plain-div': '', paragraph: '',
    });
    await page.close();
  });

  it('names from content: text, children, hidden parts left out, a control inside gives its value, ::before and ::after count', async () => {
    const page = await pageWith(
      browser,
      `<button data-t="button">Save <b>draft</b></button>
       <a data-t="link" href="/x">Read <span style="display:none">hidden</span><span aria-hidden="true">icon</span>more</a>
       <button data-t="with-select">Size <select><option>Small</option><option selected>Large</option></select></button>
       <button data-t="generated" class="star">Rate</button><button data-t="alt-text" class="alt">Rate</button>
       <h2 data-t="heading"><span>Two</span><div>blocks</div></h2>
       <a data-t="titled" href="/y" title="Fallback title"></a>`,
      script,
      '<style>.star::before { content: "[" } .star::after { content: attr(data-t) "]" } .alt::before { content: "\\2605" / "Star: " }</style>',
    );
    expect(await call(page, 'names')).toEqual({
      button: 'Save draft', link: 'Read more', 'with-select': 'Size Large', generated: '[Rategenerated]', 'alt-text': 'Star: Rate', heading: 'Two blocks', titled: 'Fallback title',
    });
    await page.close();
  });

  it('notes the elements the name was read from', async () => {
    const page = await pageWith(browser, `<span id="lbl">Quantity</span><input id="qty" aria-labelledby="lbl"><button id="b"><span id="inner">Buy</span></button>`, script);
    expect(await call(page, 'from', '#qty')).toEqual(['lbl']);
    expect(await call(page, 'from', '#b')).toEqual(['inner', 'b']);
    await page.close();
  });
});
