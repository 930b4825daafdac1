import type { CDPSession, ElementHandle, Page } from 'playwright-core';
import type { Listened } from './hints.js';

/**
 * Whether the page listens for clicks on an element itself: a fact the accessibility tree and the
 * page's own scripts cannot tell (a listener added with addEventListener leaves no trace in the
 * DOM), read through Chromium's DevTools (`DOMDebugger.getEventListeners`). Widget toolkits that
 * add no ARIA draw their toolbar buttons, tabs, tree nodes and menu items as plain `div`s and
 * `td`s made clickable only so: this is the evidence that such an element is a control.
 *
 * What counts: a click, mousedown, mouseup, pointerdown or pointerup listener (an inline `onclick`
 * shows as a click listener) on the element, on one of the few wrappers around it that show no
 * other text (the button `div` around its label `div`), or on the one part inside it that shows its
 * whole text (the accessibility tree may stand a wrapper for the element a page listens to). A listener higher up (on a list holding
 * other items, the app's root, the body or the document) is delegation: it says nothing about
 * this element. Read-only: the page is not changed (the elements are passed to DevTools through
 * a property of the window under a symbol, removed at once).
 *
 * Where no DevTools session can be opened (Firefox, WebKit), every element read is `unknown`.
 */

/** Event types whose listener makes an element a control. */
const CONTROL_EVENTS: ReadonlySet<string> = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);
/** Most wrappers read above an element, and inner parts below it (each must show only the element's text). */
const WRAPPER_LEVELS = 3;
/** Most elements read in one go: each costs a DevTools call. */
export const MAX_LISTENER_REFS = 8;
/** The window property the elements pass through (a symbol: no name the page could use). */
const KEY = 'actwright.listened';
const GROUP = 'actwright-listened';

const sessions = new WeakMap<Page, Promise<CDPSession | null>>();

/** The page's DevTools session for these reads, opened once; null where the browser has none. */
function sessionOf(page: Page): Promise<CDPSession | null> {
  let known = sessions.get(page);
  if (!known) {
    known = page
      .context()
      .newCDPSession(page)
      .then(
        (session) => {
          (session as unknown as { once(event: 'close', listener: () => void): void }).once('close', () => sessions.delete(page));
          page.once('close', () => void session.detach().catch(() => undefined));
          return session;
        },
        () => null,
      );
    sessions.set(page, known);
  }
  return known;
}

/** Reads counted and their time, for docs/offline.md's cost figure and tests. */
export const listenerReads = { reads: 0, elements: 0, ms: 0 };

/**
 * Each ref's Listened fact (refs of the main frame only; at most MAX_LISTENER_REFS). An element
 * that cannot be found or read, and every ref on a page without DevTools, is `unknown`.
 */
export async function readListeners(page: Page, refs: readonly string[]): Promise<Map<string, Listened>> {
  const out = new Map<string, Listened>();
  // A ref in a frame, or past the bound, is not read: unknown, so it is not asked for again.
  for (const ref of refs) out.set(ref, { listener: 'unknown' });
  const wanted = [...new Set(refs)].slice(0, MAX_LISTENER_REFS);
  if (!wanted.length) return out;
  const started = Date.now();
  const session = await sessionOf(page);
  if (!session) return out;
  const handles = await Promise.all(wanted.map((ref) => page.$(`aria-ref=${ref}`).catch(() => null)));
  try {
    const found: { ref: string; handle: ElementHandle }[] = [];
    // Elements of the main frame only: the session and the window property are the page's.
    const frames = await Promise.all(handles.map((h) => h?.ownerFrame().catch(() => null)));
    wanted.forEach((ref, i) => {
      const handle = handles[i];
      if (handle && frames[i] === page.mainFrame()) found.push({ ref, handle });
    });
    if (!found.length) return out;
    // In the page: each element's chain (itself, then the wrappers showing only its text), flat.
    const chains = await page.evaluate(
      ({ els, key, levels }) => {
        const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
        const textOf = (e: Element) => norm((e as HTMLElement).innerText ?? e.textContent ?? '');
        const flat: Element[] = [];
        const out: { levels: number[]; shows: string }[] = [];
        for (const el of els as Element[]) {
          const text = textOf(el);
          const chain: Element[] = [el];
          const level: number[] = [0];
          // Down: the one child that shows the whole text (the tree draws a wrapper as the element).
          let down: Element | undefined = el;
          for (let i = 1; i <= levels && down; i++) {
            const kids: Element[] = Array.from(down.children).filter((c) => textOf(c) !== '');
            down = kids.length === 1 && textOf(kids[0]!) === text ? kids[0] : undefined;
            if (down) {
              chain.push(down);
              level.push(-i);
            }
          }
          // Up: wrappers that show no other text, below the body.
          let up = el.parentElement;
          for (let i = 1; i <= levels && up && up !== document.body && up !== document.documentElement; i++, up = up.parentElement) {
            if (textOf(up) !== text) break;
            chain.push(up);
            level.push(i);
          }
          flat.push(...chain);
          out.push({ levels: level, shows: text });
        }
        (window as unknown as Record<symbol, unknown>)[Symbol.for(key)] = flat;
        return out;
      },
      { els: found.map((f) => f.handle), key: KEY, levels: WRAPPER_LEVELS },
    );
    const list = (await session.send('Runtime.evaluate', { expression: `window[Symbol.for(${JSON.stringify(KEY)})]`, objectGroup: GROUP, silent: true })) as { result: { objectId?: string } };
    try {
      if (!list.result.objectId) return out;
      const props = (await session.send('Runtime.getProperties', { objectId: list.result.objectId, ownProperties: true })) as { result: { name: string; value?: { objectId?: string } }[] };
      const ids = new Map(props.result.filter((p) => /^\d+$/.test(p.name)).map((p) => [Number(p.name), p.value?.objectId]));
      const listened = await Promise.all(
        [...ids.keys()].sort((a, b) => a - b).map(async (i) => {
          const objectId = ids.get(i);
          if (!objectId) return [] as string[];
          const got = (await session.send('DOMDebugger.getEventListeners', { objectId, depth: 0 }).catch(() => ({ listeners: [] }))) as { listeners: { type: string }[] };
          return [...new Set(got.listeners.map((l) => l.type).filter((t) => CONTROL_EVENTS.has(t)))];
        }),
      );
      let at = 0;
      found.forEach(({ ref }, i) => {
        const levels = chains[i]?.levels ?? [];
        const shows = chains[i]?.shows ?? '';
        const chain = listened.slice(at, at + levels.length);
        at += levels.length;
        const hit = chain.findIndex((types) => types.length > 0);
        out.set(ref, hit < 0 ? { listener: 'none', shows } : { listener: 'own', types: chain[hit]!, up: levels[hit]!, shows });
      });
      listenerReads.reads++;
      listenerReads.elements += found.length;
      listenerReads.ms += Date.now() - started;
      return out;
    } finally {
      void session.send('Runtime.releaseObjectGroup', { objectGroup: GROUP }).catch(() => undefined);
      void session.send('Runtime.evaluate', { expression: `delete window[Symbol.for(${JSON.stringify(KEY)})]`, silent: true }).catch(() => undefined);
    }
  } catch {
    return out;
  } finally {
    for (const h of handles) void h?.dispose().catch(() => undefined);
  }
}
