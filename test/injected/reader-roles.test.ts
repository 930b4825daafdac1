import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, call, launch, pageWith } from './support.js';

// reader/roles.ts: explicit and implicit roles (WAI-ARIA 1.2, HTML-AAM) of the elements marked data-t.
let browser: Browser;
let script: string;
beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { roleOf } from './reader/roles.js';
    import { beginRead } from './reader/state.js';
    Object.assign(window, { __t: { roles: () => { beginRead(); return Object.fromEntries(Array.from(document.querySelectorAll('[data-t]')).map((e) => [e.getAttribute('data-t'), roleOf(e)])); } } });
  `);
});
afterAll(async () => browser?.close());

describe('roles', () => {
  it('gives elements their implicit roles, and an explicit role its first valid token', async () => {
    const page = await pageWith(
      browser,
      `<a data-t="link" href="/x">x</a><a data-t="anchor">x</a>
       <input data-t="checkbox" type="checkbox"><input data-t="search" type="search"><input data-t="text">
       <input data-t="combo" list="dl"><datalist id="dl"><option>a</option></datalist><input data-t="hidden" type="hidden">
       <input data-t="number" type="number"><input data-t="range" type="range"><input data-t="submit" type="submit">
       <select data-t="select"><option>a</option></select><select data-t="multi" multiple><option>a</option></select>
       <section data-t="region" aria-label="Named"></section><section data-t="section"></section>
       <img data-t="decorative" alt=""><img data-t="img" alt="Logo">
       <div data-t="explicit" role="bogus button"></div><div data-t="plain"></div><svg data-t="svg"></svg>
       <h2 data-t="heading">H</h2><ul><li data-t="item">i</li></ul>`,
      script,
    );
    expect(await call(page, 'roles')).toEqual({
      link: 'link', anchor: null, checkbox: 'checkbox', search: 'searchbox', text: 'textbox', combo: 'combobox', hidden: null,
      number: 'spinbutton', range: 'slider', submit: 'button', select: 'combobox', multi: 'listbox', region: 'region', section: null,
      decorative: 'presentation', img: 'img', explicit: 'button', plain: null, svg: 'img', heading: 'heading', item: 'listitem',
    });
    await page.close();
  });

  it('landmarks inside sectioning content, presentational parents, focusable elements that keep their role, table headers', async () => {
    const page = await pageWith(
      browser,
      `<header data-t="banner">top</header><article><header data-t="inner-header">in</header><footer data-t="inner-footer">f</footer></article>
       <footer data-t="contentinfo">end</footer>
       <ul role="none"><li data-t="none-item">a</li></ul><ul role="presentation" aria-describedby="kept"><li data-t="kept-item">a</li></ul>
       <button data-t="focusable-none" role="none">b</button><div data-t="tabindex-none" role="none" tabindex="0">d</div>
       <table><tr><th data-t="col">A</th><th>B</th></tr><tr><th data-t="row">R</th><td>1</td></tr></table>
       <table role="grid"><tr><td data-t="gridcell">1</td></tr></table><table><tr><td data-t="cell">1</td></tr></table>`,
      script,
    );
    expect(await call(page, 'roles')).toEqual({
      banner: 'banner', 'inner-header': null, 'inner-footer': null, contentinfo: 'contentinfo',
      'none-item': 'none', 'kept-item': 'listitem', 'focusable-none': 'button', 'tabindex-none': null,
      col: 'columnheader', row: 'rowheader', gridcell: 'gridcell', cell: 'cell',
    });
    await page.close();
  });
});
