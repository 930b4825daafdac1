import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_SHADOW_SOURCE } from '../../src/engine/injected/generated/closed-shadow.js';
import { READER_SOURCE } from '../../src/engine/injected/generated/reader.js';
import { READER_KEY } from '../../src/engine/injected/keys.js';
import type { FrameRead, RawChild, RawNode } from '../../src/engine/injected/reader/types.js';
import { html, launch } from './support.js';

// The reader's bundle (reader.entry.ts, as the engine sends it): installed once, read() and its
// guards, idOf, the alongside read; the walk over shadow roots (with closed-shadow's bundle).
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  await context.addInitScript({ content: CLOSED_SHADOW_SOURCE });
  await context.addInitScript({ content: READER_SOURCE });
});
afterAll(async () => browser?.close());

const KEY = READER_KEY;
type Win = Record<symbol, { read(root?: Element | null, state?: string): string; idOf(e: Element): number; alongside(r: unknown): unknown }>;
const read = (page: import('playwright-core').Page, state?: string) =>
  page.evaluate(([key, s]) => (window as unknown as Win)[Symbol.for(key!)]!.read(null, s), [KEY, state] as const);
/** The tree as one line: `[role "name": content]`, whitespace collapsed. */
const texts = (nodes: RawChild[]): string =>
  nodes
    .map((n) => (typeof n === 'string' ? n : ` [${n.role}${n.name ? ` "${n.name}"` : ''}: ${texts(n.children)}] `))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
    .trim();
const find = (nodes: RawChild[], role: string): RawNode | undefined => {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    if (n.role === role) return n;
    const inner = find(n.children, role);
    if (inner) return inner;
  }
  return undefined;
};

describe('the reader bundle', () => {
  it('reads a page that replaced Map, Set and JSON.stringify and gave arrays a toJSON after it was installed', async () => {
    const page = await context.newPage();
    await page.setContent(
      html(
        '<h1>Title</h1><p>Some <b>bold</b> text</p><a href="/next">Next page</a><input placeholder="Search" aria-label="Query"><div style="display:none">gone</div>' +
          '<script>window.Map = function () { throw new Error("page Map"); }; window.Set = window.Map; JSON.stringify = () => "page JSON"; Array.prototype.toJSON = function () { return "page array"; };</script>',
      ),
    );
    // Over a DevTools session, as the engine reads (Playwright's own evaluate needs the page's Map).
    const session = await context.newCDPSession(page);
    const answer = (await session.send('Runtime.evaluate', { expression: `window[Symbol.for(${JSON.stringify(KEY)})].read()`, returnByValue: true })) as { result: { value: string } };
    await session.detach();
    const tree = JSON.parse(answer.result.value) as FrameRead;
    expect(tree.base).toMatch(/^about:blank/);
    const text = texts(tree.nodes);
    expect(text).toContain('[heading "Title": Title]');
    expect(text).toContain('[paragraph: Some bold text]');
    for (const pageMade of ['page Map', 'page JSON', 'page array']) expect(answer.result.value).not.toContain(pageMade);
    expect(text).not.toContain('gone');
    expect(find(tree.nodes, 'link')).toMatchObject({ name: 'Next page', url: '/next' });
    expect(find(tree.nodes, 'textbox')).toMatchObject({ name: 'Query', placeholder: 'Search' });
    await page.close();
  });

  it('is installed once: a second run of the script keeps the first reader, whose ids stay stable', async () => {
    const page = await context.newPage();
    await page.setContent(html('<button id="b">Press</button>'));
    const [same, first, second, ref] = await page.evaluate(
      ([key, source]) => {
        const w = window as unknown as Win;
        const reader = w[Symbol.for(key!)]!;
        (0, eval)(source!);
        const b = document.getElementById('b')!;
        const tree = JSON.parse(reader.read()) as { nodes: Array<{ ref?: number; children: Array<{ ref?: number }> }> };
        return [w[Symbol.for(key!)] === reader, reader.idOf(b), w[Symbol.for(key!)]!.idOf(b), JSON.stringify(tree)] as const;
      },
      [KEY, READER_SOURCE] as const,
    );
    expect(same).toBe(true);
    expect(second).toBe(first);
    expect(ref).toContain(`"ref":${first}`);
    await page.close();
  });

  it('says "unchanged" for a state it read last, and rides along with a reading that is quiet enough', async () => {
    const page = await context.newPage();
    await page.setContent(html('<p>Stable</p>'));
    expect(await read(page, 'doc 1')).toContain('Stable');
    expect(await read(page, 'doc 1')).toBe('unchanged');
    expect(await read(page, 'doc 2')).toContain('Stable');
    const along = await page.evaluate((key) => {
      const reader = (window as unknown as Win)[Symbol.for(key)]!;
      const reading = { doc: 'd', epoch: 3, controls: 0, url: 'u', width: 10, height: 20 };
      return [reader.alongside({ ...reading, quietFor: 10 }), reader.alongside({ ...reading, quietFor: 60 }), reader.alongside({ ...reading, quietFor: 900 })];
    }, KEY);
    expect(along[0]).toBeUndefined();
    expect(along[1]).toEqual(['d 3 0 u 10 20', expect.stringContaining('Stable')]);
    expect(along[2]).toEqual(['d 3 0 u 10 20', null]);
    await page.close();
  });

  it('rides along with a reading that changed a moment ago when its frame is idle by its own clock (the look settles the page)', async () => {
    const page = await context.newPage();
    await page.setContent(html('<p>Just rendered</p>'));
    const along = await page.evaluate((key) => {
      const reader = (window as unknown as Win)[Symbol.for(key)]!;
      // Right after a load: 12 ms since the last change, but loaded, nothing pending and two rendering frames passed.
      const idle = { doc: 'n', epoch: 1, controls: 0, url: 'u', width: 10, height: 20, quietFor: 12, knowsAll: true, loaded: true, pending: 0, animating: false, frames: 2 };
      return [
        reader.alongside(idle),
        reader.alongside({ ...idle, doc: 'a', frames: 1 }), // a frame still to render
        reader.alongside({ ...idle, doc: 'b', pending: 1 }), // a short timer pending
        reader.alongside({ ...idle, doc: 'c', knowsAll: false }), // a clock that came late
        reader.alongside({ ...idle, doc: 'e', loaded: false }),
        reader.alongside({ ...idle, doc: 'f', animating: true }),
      ];
    }, KEY);
    expect(along[0]).toEqual(['n 1 0 u 10 20', expect.stringContaining('Just rendered')]);
    expect(along.slice(1)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    await page.close();
  });

  it('walks open and closed shadow roots, slotted children at their slot, while the page still sees the closed root as closed', async () => {
    const page = await context.newPage();
    await page.setContent(
      html(
        '<div id="open"><span slot="s">Slotted</span></div><div id="closed"></div>' +
          '<script>document.getElementById("open").attachShadow({ mode: "open" }).innerHTML = "<p>Open inside <slot name=s></slot></p>";' +
          'window.closedRoot = document.getElementById("closed").attachShadow({ mode: "closed" }); closedRoot.innerHTML = "<button>Closed action</button>";</script>',
      ),
    );
    const text = texts((JSON.parse(await read(page)) as FrameRead).nodes);
    // The slotted span is read at its slot, inside the shadow paragraph.
    expect(text).toMatch(/\[paragraph: Open inside (\[generic: )?Slotted\]?\]/);
    expect(text).toContain('[button "Closed action": Closed action]');
    expect(await page.evaluate(() => document.getElementById('closed')!.shadowRoot)).toBeNull();
    await page.close();
  });
});
