/**
 * The effects of a gallery's controls, checked after acting: a thumbnail that opens a viewer
 * (ExpectedEffect.viewer: a dialog or a layer over the page shown, or the image as a page of its
 * own), and a viewer's or carousel's Next/Previous that shows another slide (ExpectedEffect.slid:
 * what shows in view inside it reads otherwise, then settles). Every wait is bounded.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import type { EffectCheck } from '../decision/decision.js';
import { ActionEffectError } from '../session/errors.js';
import { internalCalls } from '../session/internal-calls.js';
import { EFFECT_WAIT_MS } from './effects.js';

const POLL_MS = 100;
/** Most reads, after the slide changed, that wait for it to stop moving (an animation). */
const SETTLE_READS = 12;

/** The viewers shown on the page (dialogs, and fixed layers over most of the window) and its address. */
export interface ViewerCount {
  count: number;
  url: string;
}

export async function readViewers(page: Page): Promise<ViewerCount | undefined> {
  return internalCalls(page, () => page.evaluate(() => {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
      };
      const dialogs = new Set(Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog], [aria-modal=true], dialog[open]')).filter(shown));
      // A layer fixed over most of the window (a lightbox drawn without roles), outside any dialog counted.
      const area = window.innerWidth * window.innerHeight;
      let layers = 0;
      for (const el of Array.from(document.body?.querySelectorAll('body > *, body > * > *') ?? []).slice(0, 2_000)) {
        if (getComputedStyle(el).position !== 'fixed' || !shown(el)) continue;
        if (Array.from(dialogs).some((d) => d.contains(el) || el.contains(d))) continue;
        const r = el.getBoundingClientRect();
        const w = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0));
        const h = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
        if (area > 0 && (w * h) / area >= 0.8) layers++;
      }
      return { count: dialogs.size + layers, url: location.href };
    })).catch(() => undefined);
}

/**
 * After a thumbnail was clicked (ExpectedEffect.viewer): more viewers shown than before, or the page
 * at another address, within EFFECT_WAIT_MS. Throws ActionEffectError when neither shows.
 */
export async function awaitViewer(page: Page, before: ViewerCount | undefined, signal: AbortSignal): Promise<EffectCheck> {
  const expected = 'a viewer (a dialog or a layer over the page) opened, or the image shown as a page';
  if (!before) return { expected, found: 'the page could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = page.isClosed() ? undefined : await readViewers(page);
    if (!now || now.url !== before.url) return { expected, found: 'the page went to another address', ok: true };
    if (now.count > before.count) return { expected, found: `${now.count} viewer${now.count === 1 ? '' : 's'} shown (was ${before.count})`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = 'no dialog or layer opened and the address is the same';
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * What shows in view inside a viewer (the part itself when it is a dialog or a carousel, else the
 * nearest one around it, else its parent): the visible text and images in the window, and its
 * parts' current, selected, hidden and disabled states. Undefined when it cannot be read.
 */
export async function shownReading(part: Locator): Promise<string | undefined> {
  const read = await internalCalls(part, () => part.evaluate((el) => {
      const root = el.closest('[role=dialog], [role=alertdialog], [aria-modal=true], dialog, [aria-roledescription=carousel]') ?? el.parentElement ?? el;
      const box = root.getBoundingClientRect();
      const out: string[] = [];
      const STATES = ['aria-current', 'aria-selected', 'aria-hidden', 'aria-disabled', 'disabled', 'aria-label'];
      const all = [root, ...Array.from(root.querySelectorAll('*')).slice(0, 3_000)];
      for (const n of all) {
        const states = STATES.map((a) => (n.hasAttribute(a) ? n.getAttribute(a) : '-')).join(',');
        const r = n.getBoundingClientRect();
        const inView = r.width > 0 && r.height > 0 && r.right > Math.max(0, box.left) && r.left < Math.min(window.innerWidth, box.right) && r.bottom > Math.max(0, box.top) && r.top < Math.min(window.innerHeight, box.bottom);
        const seen = inView && (n as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) !== false;
        let own = '';
        if (seen) {
          for (const c of Array.from(n.childNodes)) if (c.nodeType === Node.TEXT_NODE) own += c.nodeValue ?? '';
          if (n instanceof HTMLImageElement) own += ` img:${n.currentSrc || n.src}`;
        }
        out.push(`${states}\u0001${own.trim()}`);
      }
      return out.join('\n').slice(0, 60_000);
    }, undefined, { timeout: 1_000 })).catch(() => undefined);
  return typeof read === 'string' ? read : undefined;
}

/**
 * After a viewer's Next or Previous (ExpectedEffect.slid): what shows in it must read otherwise
 * within EFFECT_WAIT_MS, then read the same twice (the slide has stopped moving), at most
 * SETTLE_READS more reads. A viewer that went away is judged a failure: it shows no slide.
 */
export async function awaitSlid(part: Locator, before: string | undefined, signal: AbortSignal, shows?: string): Promise<EffectCheck> {
  const expected = shows ? `the viewer to show another slide, saying "${shows}"` : 'the viewer to show another slide';
  if (before === undefined) return { expected, found: 'the viewer could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  let now: string | undefined;
  for (;;) {
    now = await shownReading(part);
    if (now === undefined) throw new ActionEffectError(`Expected ${expected} after the action, but the viewer is gone.`, expected, 'the viewer is gone');
    if (now !== before) break;
    if (Date.now() > until || signal.aborted) throw new ActionEffectError(`Expected ${expected} after the action, but it shows what it showed before.`, expected, 'it shows what it showed before');
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
  for (let i = 0; i < SETTLE_READS && !signal.aborted; i++) {
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
    const again = await shownReading(part);
    if (again === now) break;
    now = again;
  }
  if (shows) {
    const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
    const seen = words((now ?? '').split('\n').map((line) => line.slice(line.indexOf('\u0001') + 1)).join(' '));
    if (!seen.includes(words(shows))) throw new ActionEffectError(`Expected ${expected} after the action, but "${shows}" is not in view in it.`, expected, `"${shows}" is not in view in it`);
    return { expected, found: `it shows "${shows}"`, ok: true };
  }
  return { expected, found: 'it shows another slide', ok: true };
}

/** The rendered area of an element (px², transforms included); undefined when it is gone or cannot be read. */
export async function boxArea(el: Locator): Promise<number | undefined> {
  const area = await internalCalls(el, () => el.evaluate((n) => {
      const r = n.getBoundingClientRect();
      return r.width * r.height;
    }, undefined, { timeout: 1_000 })).catch(() => undefined);
  return typeof area === 'number' && Number.isFinite(area) ? area : undefined;
}

/**
 * After a click that zooms a picture (ExpectedEffect.zoomed): its rendered area must grow (in) or
 * shrink (out) by more than 2% within EFFECT_WAIT_MS. Throws ActionEffectError when it did not.
 */
export async function awaitZoomed(el: Locator, before: number | undefined, way: 'in' | 'out', signal: AbortSignal): Promise<EffectCheck> {
  const expected = way === 'in' ? 'the picture zoomed in (larger)' : 'the picture zoomed out (smaller)';
  if (before === undefined || before <= 0) return { expected, found: 'its size could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const now = await boxArea(el);
    if (now !== undefined && (way === 'in' ? now > before * 1.02 : now < before * 0.98)) return { expected, found: `its area went from ${Math.round(before)} to ${Math.round(now)} px²`, ok: true };
    if (Date.now() > until || signal.aborted) {
      const found = now === undefined ? 'the picture is gone' : `its area is ${Math.round(now)} px² (was ${Math.round(before)})`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
