import type { Locator, Page } from 'playwright-core';
import { internalCalls } from '../session/internal-calls.js';
import type { ElementState } from './element-state.js';

/**
 * The state a click or a check takes from its element, read where Playwright's own actions run
 * (its utility world) with nothing run in the page's main world: counts of the element under CSS
 * that says one fact each, asked side by side (one round trip). A document's first read in the
 * main world sets up Playwright's script there (345 KB sent and compiled); a plain Playwright suite
 * never does, and a cached step that reads this way does not either. Only where the counts say
 * everything the main-world read (element-state.ts `readInPage`) would: for check and uncheck, a
 * native checkbox or radio (`role` as the entry recorded it) with no label; for a left click, a
 * link or a button (by its own tag: no role attribute) that is no form control, holds none, lies in
 * no label, says no state (aria-checked, aria-pressed, aria-sort, in no sorted column), and is no
 * link to another document, another window or a download. Anything else: undefined, and the
 * caller reads in the main world. The facts an effect check reads only for a step whose words ask
 * for an effect (open, close, toggle, sort: popups, expanded state, dialog, history) are not read:
 * the caller asks this only for a step without such words.
 */
export function readInUtilityWorld(page: Page, located: Locator, method: string, args: readonly string[], role: string, timeoutMs = READ_MS): Promise<ElementState | undefined> {
  return bounded(readCounts(page, located, method, args, role), timeoutMs);
}

async function readCounts(page: Page, located: Locator, method: string, args: readonly string[], role: string): Promise<ElementState | undefined> {
  const count = (locator: Locator) => internalCalls(locator, () => locator.count()).catch(() => undefined);
  if (method === 'check' || method === 'uncheck') {
    if (role !== 'checkbox' && role !== 'radio') return undefined;
    const [n, other, on] = await Promise.all([
      count(located),
      // Not a native box, or a box with any label, aria-label or aria-labelledby (Playwright's label
      // engine): whether it lies under its label takes a hit test.
      count(located.and(page.locator(NOT_A_BOX).or(page.getByLabel(ANY_TEXT)))),
      count(located.and(page.locator(BOX_ON))),
    ]);
    if (n === undefined || other === undefined || on === undefined) return undefined;
    if (n !== 1) return { count: n, value: null, checked: null };
    if (other !== 0) return undefined;
    // Where the box takes the pointer (boxPoint) needs a hit test: left unknown, the action points
    // at the box with Playwright's own hover first, as it does when the main-world read finds the
    // box covered.
    return { count: 1, value: null, checked: on === 1, underLabel: false, textPoint: null };
  }
  if (method !== 'click' || (args[0] !== undefined && args[0] !== 'left')) return undefined;
  // The role the entry recorded, found again by the identity count, is the element's own (it has no
  // role attribute, counted below): a link is an <a href>, a button a <button>.
  if (role !== 'link' && role !== 'button') return undefined;
  const link = role === 'link';
  // A link's address, asked beside the counts (the element was there when the step began).
  const href = link ? internalCalls(located, () => located.getAttribute('href', { timeout: ATTRIBUTE_MS })).catch(() => undefined) : undefined;
  const [n, other, base] = await Promise.all([
    count(located),
    count(located.and(page.locator(NOT_PLAIN))),
    // A <base> element moves where a relative address leads: read in the main world.
    link ? count(page.locator('base[href]')) : 0,
  ]);
  if (n === undefined || other === undefined) return undefined;
  if (n !== 1) return { count: n, value: null, checked: null };
  if (other !== 0) return undefined;
  const state: ElementState = { count: 1, value: null, checked: null, underLabel: false, textPoint: null, sort: null, role, link: null };
  if (!link) return state;
  const address = await href;
  if (typeof address !== 'string' || base !== 0) return undefined;
  let to: string;
  try {
    to = new URL(address, page.url()).href;
  } catch {
    return undefined;
  }
  // Another document: the navigation's check reads the page's history and popups (main world).
  if (documentOf(to) !== documentOf(page.url())) return undefined;
  // `inPage` (a fragment naming an element of the page) is judged only for a step that asks to open
  // or go to something, which this read does not serve.
  return { ...state, link: { href: to, newWindow: false, download: false, inPage: false } };
}

/**
 * The checked state of a native checkbox or radio behind `located`, counted in the utility world
 * (as the main-world read finds it: the box's own checked state); undefined when it is not exactly
 * one such box (the caller reads in the main world), and count 0 or more than 1 when not one element.
 */
export function boxCheckedInUtilityWorld(page: Page, located: Locator, timeoutMs = READ_MS): Promise<{ count: number; checked?: boolean } | undefined> {
  return bounded(countBox(page, located), timeoutMs);
}

async function countBox(page: Page, located: Locator): Promise<{ count: number; checked?: boolean } | undefined> {
  const count = (locator: Locator) => internalCalls(locator, () => locator.count()).catch(() => undefined);
  const [n, box, on] = await Promise.all([count(located), count(located.and(page.locator(BOX))), count(located.and(page.locator(BOX_ON)))]);
  if (n === undefined || box === undefined || on === undefined) return undefined;
  if (n !== 1) return { count: n };
  return box === 1 ? { count: 1, checked: on === 1 } : undefined;
}

/** A native checkbox or radio, and one that is checked (its checkedness, as `.checked` reads it). */
const BOX = 'input[type=checkbox], input[type=radio]';
const BOX_ON = 'input[type=checkbox]:checked, input[type=radio]:checked';
const NOT_A_BOX = '[role], :not(input[type=checkbox], input[type=radio])';

/** Any text at all, for Playwright's label engine: matches an element with any label. */
const ANY_TEXT = /[\s\S]*/;

/** The controls `readInPage` looks for under an element's centre (a click's landing point). */
const CONTROLS = 'input, select, textarea, button, a[href], [role=button], [role=textbox], [role=searchbox], [role=combobox], [role=checkbox], [role=link], [contenteditable=""], [contenteditable=true]';

/** A link that opens another window (what `readInPage` reads from its target). */
const NEW_WINDOW = 'a[target]:not([target=""]):not([target="_self" i]):not([target="_top" i]):not([target="_parent" i])';

/**
 * What makes the main-world read of a clicked element say more than "a plain element": a form
 * control, a label or something in one (its control's state), an explicit role, a state it says
 * (aria-checked, aria-pressed), a sorted column, or a control inside it (a click lands beside it).
 */
const NOT_PLAIN = `input, textarea, select, summary, area, label, label *, [role], [aria-checked], [aria-pressed], [aria-sort], [aria-sort] *, :has(${CONTROLS}), ${NEW_WINDOW}, a[download]`;

/** How long a link's address may take to read (it was just counted there): a busy machine reads in the main world. */
const ATTRIBUTE_MS = 1_000;

/** How long a read may take (a busy machine): unanswered, undefined (the caller reads in the main world, within its own bound). */
const READ_MS = 2_000;

/** `work`'s answer, or undefined when it does not come within `ms`. */
async function bounded<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

function documentOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
