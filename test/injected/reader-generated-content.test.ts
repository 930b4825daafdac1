import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, call, launch, pageWith } from './support.js';

// reader/generated-content.ts: the text of ::before and ::after (strings, escapes, attr(), alt text after "/").
let browser: Browser;
let script: string;
beforeAll(async () => {
  browser = await launch();
  script = await bundle(`
    import { forgetPseudoRules, pseudoRulesFor, pseudoText } from './reader/generated-content.js';
    import { beginRead } from './reader/state.js';
    const pseudo = () => {
      beginRead();
      forgetPseudoRules();
      return Object.fromEntries(Array.from(document.querySelectorAll('[data-t]')).map((e) => [e.getAttribute('data-t'), [pseudoText(e, 0) ?? null, pseudoText(e, 1) ?? null]]));
    };
    const rules = () => { beginRead(); forgetPseudoRules(); return pseudoRulesFor(document.body); };
    Object.assign(window, { __t: { pseudo, rules } });
  `);
});
afterAll(async () => browser?.close());

describe('generated content', () => {
  it('reads ::before and ::after texts', async () => {
    const style = `<style>
      .both::before { content: "Before "; } .both::after { content: " after"; }
      .escape::before { content: "\\2014 \\"quoted\\""; }
      .attr::after { content: "(" attr(data-unit) ")"; }
      .alt::before { content: "\\2192" / "Next: "; }
      .block::before { content: "Block"; display: block; }
      .none::before { content: none; } .hidden::before { content: "x"; visibility: hidden; }
      .image::before { content: url(data:image/png;base64,AA==); }
    </style>`;
    const page = await pageWith(
      browser,
      '<p data-t="both" class="both">p</p><p data-t="escape" class="escape">p</p><p data-t="attr" class="attr" data-unit="kg">p</p><p data-t="alt" class="alt">p</p>' +
        '<p data-t="block" class="block">p</p><p data-t="none" class="none">p</p><p data-t="hidden" class="hidden">p</p><p data-t="image" class="image">p</p><p data-t="plain">p</p>',
      script,
      style,
    );
    expect(await call(page, 'pseudo')).toEqual({
      both: ['Before ', ' after'], escape: ['\u2014"quoted"', null], attr: [null, '(kg)'], alt: ['Next: ', null],
      block: [' Block ', null], none: [null, null], hidden: [null, null], image: [null, null], plain: [null, null],
    });
    await page.close();
  });

  it('does not ask for pseudo-element styles when no style sheet has a ::before or ::after rule', async () => {
    const without = await pageWith(browser, '<p data-t="p">p</p>', script, '<style>p { color: red }</style>');
    expect(await call(without, 'rules')).toBe(false);
    const withRule = await pageWith(browser, '<p data-t="p">p</p>', script, '<style>@media screen { p::after { content: "!" } }</style>');
    expect(await call(withRule, 'rules')).toBe(true);
    expect(await call(withRule, 'pseudo')).toEqual({ p: [null, '!'] });
    await without.close();
    await withRule.close();
  });
});
