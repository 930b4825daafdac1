import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubSecretFields } from '../../src/engine/browser/scrub-fields.js';
import { CLOSED_SHADOW_SOURCE } from '../../src/engine/injected/generated/closed-shadow.js';
import { PROBES_SOURCE } from '../../src/engine/injected/generated/probes.js';
import { CLOSED_SHADOW_ROOT_KEY, PROBES_KEY } from '../../src/engine/injected/keys.js';
import type { ElementFacts, HiddenControl } from '../../src/engine/injected/probes/types.js';
import { html, launch } from './support.js';

// The smaller bundles: closed-shadow/ (roots reachable, the page's view unchanged), probes/ (the
// offline tier's facts about an element), scrub/ (secrets replaced in a frame, through the engine's call).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('closed-shadow', () => {
  it('attaches closed roots open for the accessor, while the page still sees null', async () => {
    const context = await browser.newContext();
    await context.addInitScript({ content: CLOSED_SHADOW_SOURCE });
    const page = await context.newPage();
    await page.setContent(html('<div id="h"></div><div id="o"></div><script>document.getElementById("h").attachShadow({ mode: "closed" }).innerHTML = "<b>in</b>"; document.getElementById("o").attachShadow({ mode: "open" });</script>'));
    const seen = await page.evaluate((key) => {
      const host = document.getElementById('h')!;
      const accessor = (window as unknown as Record<symbol, (e: Element) => ShadowRoot | null>)[Symbol.for(key)]!;
      return { page: host.shadowRoot, reached: accessor(host)?.textContent, open: !!document.getElementById('o')!.shadowRoot };
    }, CLOSED_SHADOW_ROOT_KEY);
    expect(seen).toEqual({ page: null, reached: 'in', open: true });
    await context.close();
  });
});

describe('probes', () => {
  it('reads an element’s facts and the hidden controls inside one', async () => {
    const page = await browser.newPage();
    await page.setContent(
      html(
        '<form id="f" data-testid="login-form"><input id="user" name="user" title="Your login"><button id="go" type="submit">Go</button></form>' +
          '<button id="menu" aria-expanded="false" aria-controls="panel">Menu</button><div id="panel" hidden>p</div>' +
          '<ul id="row"><li>Item <button class="delete" style="display:none">Delete</button></li></ul>',
      ),
    );
    await page.evaluate(PROBES_SOURCE);
    const [user, go, menu, hidden] = await page.evaluate((key) => {
      const probes = (window as unknown as Record<symbol, { readFacts(e: Element, n: string[]): ElementFacts; readHiddenControls(e: Element, n: string[]): HiddenControl[] }>)[Symbol.for(key)]!;
      const names = ['id', 'name', 'data-testid'];
      const el = (id: string) => document.getElementById(id)!;
      return [probes.readFacts(el('user'), names), probes.readFacts(el('go'), names), probes.readFacts(el('menu'), names), probes.readHiddenControls(el('row'), names)];
    }, PROBES_KEY);
    expect(user).toMatchObject({ tag: 'input', attrs: { id: 'user', name: 'user' }, title: 'Your login', form: 'submits', labelled: true });
    expect(go).toMatchObject({ tag: 'button', submits: { form: 0, context: [{ id: 'f', 'data-testid': 'login-form' }, {}, {}] } }); // the form, body, html
    expect(menu).toMatchObject({ expanded: false, controlsShown: false });
    expect(hidden).toEqual([{ selector: 'button.delete', tag: 'button', attrs: {}, label: 'Delete' }]);
    await page.close();
  });
});

describe('probes: what a person can see', () => {
  it('a native select\'s options are as seen as their select (a closed dropdown draws its options nowhere); a clipped twin is unseen', async () => {
    const page = await browser.newPage();
    await page.setContent(
      html(
        '<label>Size <select id="size"><option id="small">Small</option><option id="large">Large</option></select></label>' +
          '<select id="twin" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"><option id="inside">A</option></select>',
      ),
    );
    await page.evaluate(PROBES_SOURCE);
    const seen = await page.evaluate((key) => {
      const probes = (window as unknown as Record<symbol, { readFacts(e: Element, n: string[]): ElementFacts }>)[Symbol.for(key)]!;
      return ['size', 'large', 'twin', 'inside'].map((id) => probes.readFacts(document.getElementById(id)!, []).unseen ?? false);
    }, PROBES_KEY);
    expect(seen).toEqual([false, false, true, true]);
    await page.close();
  });
});

describe('scrub', () => {
  it('replaces a secret in text, in field values and inside open shadow roots', async () => {
    const page = await browser.newPage();
    await page.setContent(html('<p id="t">Your code is hunter2, really hunter2</p><input id="i" value="hunter2"><div id="h"></div><script>document.getElementById("h").attachShadow({ mode: "open" }).innerHTML = "<span>hunter2</span>";</script>'));
    await scrubSecretFields([page], [['hunter2', '%password%']]);
    const seen = await page.evaluate(() => [document.getElementById('t')!.textContent, (document.getElementById('i') as HTMLInputElement).value, document.getElementById('h')!.shadowRoot!.textContent]);
    expect(seen).toEqual(['Your code is %password%, really %password%', '%password%', '%password%']);
    await page.close();
  });
});
