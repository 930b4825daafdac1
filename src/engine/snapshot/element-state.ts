import type { Locator, Page } from 'playwright-core';
import { CLOCK_KEY } from '../injected/keys.js';
import { internalCalls } from '../session/internal-calls.js';

/**
 * What one read tells about the element behind a locator: everything an action and its effect
 * check look at, in one round trip (`evaluateAll`: no element handle to take and release, no
 * wait). Before an action it stands in for a separate wait, a label probe, a value probe and a
 * state probe; after it, for a count and a read.
 */
export interface ElementState {
  /** Elements the locator matches now (0: gone or not yet there; more than 1: not one element). */
  count: number;
  /** The first element's value, when it is a text field; null otherwise. */
  value: string | null;
  /** Checked state of the box it is, the box its label is for, or one inside it; aria-checked/pressed; null when none. */
  checked: boolean | null;
  /**
   * The `aria-checked` ("true"/"false") a native checkbox or radio (the one `checked` is read from)
   * carries itself, where the page keeps the state it draws (a toolkit's switch over a hidden box);
   * absent when it carries none.
   */
  ariaChecked?: boolean;
  /**
   * A checkbox or radio lying invisible under its own label (styled controls), or hidden itself (a
   * pixel's box, transparent) with a label of it shown (a segmented control): its own click is
   * what clicking the label does. Read only when asked (`pointer`), as it scrolls the box into
   * view; undefined when not read (a read that may not scroll, of a box out of view).
   */
  underLabel?: boolean;
  /**
   * Where a click should land when the element's centre is taken by a control inside it (a column
   * header whose filter box sits at its centre): the middle of its own first line of text,
   * relative to the element. Null when the centre is its own; read only with `pointer`.
   */
  textPoint?: { x: number; y: number } | null;
  /**
   * A checkbox or radio's centre in the top page's viewport, when the box itself takes the pointer
   * there (hit-tested) and lies in the top frame: where the pointer can rest before the press by
   * one mouse move. Read only with `pointer`; absent when unknown.
   */
  boxPoint?: { x: number; y: number };
  /**
   * The element is drawn but set not to take the pointer (`pointer-events: none`, its own or its
   * part's): a player's or a card's controls veiled until the pointer moves over them, which the
   * page then unveils. Read only with `pointer`, for an element with a box that is not a box input.
   */
  veiled?: boolean;
  /**
   * The document's settle clock says work is under way (not loaded, or short timers, animation
   * frames or requests pending); undefined when the document has no clock.
   */
  busy?: boolean;
  /**
   * What an effect check reads (methods/effects.ts), when asked (`effects`): the element's role
   * (explicit, else implied by its tag), its expanded state (its own aria-expanded, its tree item's
   * or row's, a summary's details), whether the part its aria-controls names is shown, its
   * aria-haspopup, whether it is in a shown dialog, a native select's selected labels, its own
   * text (bounded), a link's address, the page's visible popups by role and its history length.
   */
  /** The element's role, explicit or implied by its tag and type; null unknown. */
  role?: string | null;
  /** aria-expanded of the element (or of the tree item / row it is in), a summary's details open; null when it has none. */
  expanded?: boolean | null;
  /** The part its aria-controls names is shown; null when it names none (or none on the page). */
  controlsShown?: boolean | null;
  /** aria-haspopup (`menu`, `listbox`, `dialog`, `true`…); null when none. */
  hasPopup?: string | null;
  /** The dialog the element is in is shown (true); null when it is in none. */
  inDialog?: boolean | null;
  /** The title of the dialog the element is in (its aria-label, aria-labelledby or first heading): a dialog replaced by another says another. */
  dialogTitle?: string | null;
  /** A native select's selected options' labels; null for anything else. */
  selected?: string[] | null;
  /** `aria-selected` of the element (a grid row, an option) or of its row, else true when a class token of it says "selected"; null when neither. */
  ariaSelected?: boolean | null;
  /** The element's own visible text (a custom dropdown shows its choice), bounded; null when not read. */
  text?: string | null;
  /** A link: where it leads (absolute), whether to another window; null for anything else. */
  link?: { href: string; newWindow: boolean; download: boolean; inPage: boolean } | null;
  /** Visible popups on the page, by role. */
  popups?: { menu: number; listbox: number; dialog: number; tree: number; grid: number };
  /** history.length of the page. */
  history?: number;
  /** The `aria-sort` of the element or of the column header it lies in; null when neither says one. */
  sort?: string | null;
}

const READ_MS = 2_000;

/**
 * Reads the element behind `locator` in one round trip. `pointer`: the action goes through the
 * pointer, so whether a box lies under its label is read too. Resolves to undefined when the page
 * does not answer within `timeoutMs` (a busy machine) or the locator cannot be evaluated.
 */
export function readElement(locator: Locator, options: { pointer?: boolean; effects?: boolean; timeoutMs?: number } = {}): Promise<ElementState | undefined> {
  return internalCalls(locator, () => read(locator, options));
}

async function read(locator: Locator, options: { pointer?: boolean; effects?: boolean; timeoutMs?: number }): Promise<ElementState | undefined> {
  const timeoutMs = options.timeoutMs ?? READ_MS;
  const arg: ReadArg = { clockKey: CLOCK_KEY, pointer: !!options.pointer, scroll: true, effects: !!options.effects };
  if (byRef(locator)) {
    // A snapshot ref resolves only in Playwright's utility world, which `evaluateAll` does not
    // query: a count, then a read of the one element (two trips, as before this read existed).
    const count = await locator.count().catch(() => 0);
    if (count !== 1) {
      // Gone: the page's own facts (its popups, its history) still tell an effect check something.
      if (!options.effects) return { count, value: null, checked: null };
      const page = await locator.page().locator(':root').evaluate(readInPage, arg, { timeout: timeoutMs }).catch(() => undefined);
      return page ? { ...pageFacts(page), count, value: null, checked: null } : { count, value: null, checked: null };
    }
    return locator.evaluate(readInPage, arg, { timeout: timeoutMs }).catch(() => undefined);
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
  const read = locator.evaluateAll(readInPage, arg).catch(() => undefined);
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page function of `setUpMainWorld`: it reads nothing. Exported so a test counting the page's
 * reads can tell this call from a read.
 */
export const READS_NOTHING = (): undefined => undefined;

/**
 * Has Playwright set up what a main-world read (`readElement` by selector: its `evaluateAll`) needs
 * in the page's current document, its injected script and its utility script (two round trips in
 * series, the first evaluating a script of about 345 KB), without reading anything: started beside
 * an action that does not read the main world (a hover) when the next one will (its click), the
 * set-up is done by the time that read is asked, instead of going before it. The later read waits
 * for the same set-up (Playwright keeps one per document), so nothing is set up twice; a document
 * replaced meanwhile gets its own at its first read. Never rejects.
 */
export function setUpMainWorld(page: Page): Promise<void> {
  const root = page.locator(':root');
  return internalCalls(root, () => root.evaluateAll(READS_NOTHING)).then(
    () => undefined,
    () => undefined,
  );
}

/** Whether the locator names a snapshot ref (`aria-ref=`); unknown (Playwright's internals changed): treated as one. */
function byRef(locator: Locator): boolean {
  const selector = (locator as unknown as { _selector?: unknown })._selector;
  return typeof selector !== 'string' || selector.includes('aria-ref=');
}

/**
 * What the page function takes: where the clock lives, whether to look under the label, and
 * whether it may scroll to (else a box out of view is left unread).
 */
export interface ReadArg {
  clockKey: string;
  pointer: boolean;
  scroll: boolean;
  /** Read what an effect check needs too (ElementState's effect fields). */
  effects?: boolean;
}

/** The page-wide facts of a read (its popups and history), without the element's. */
function pageFacts(state: ElementState): Pick<ElementState, 'popups' | 'history'> {
  return { ...(state.popups ? { popups: state.popups } : {}), ...(state.history !== undefined ? { history: state.history } : {}) };
}

/** The read for a probe that reads other facts of the same element in the same call (read-only: no scrolling). */
export const PROBE_READ_ARG: ReadArg = { clockKey: CLOCK_KEY, pointer: true, scroll: false, effects: true };

/**
 * Runs in the page: self-contained, no named inner functions (a bundler's name helpers do not
 * exist there). Exported for a probe that composes it with its own read, in one call.
 */
export function readInPage(found: Element | Element[], { clockKey, pointer, scroll, effects }: ReadArg): ElementState {
  const elements = Array.isArray(found) ? found : [found];
  const clock = (window as unknown as Record<symbol, { read?: () => { loaded: boolean; pending: number } } | undefined>)[Symbol.for(clockKey)];
  const reading = clock && typeof clock.read === 'function' ? clock.read() : undefined;
  const state: ElementState = { count: elements.length, value: null, checked: null };
  if (reading) state.busy = !reading.loaded || reading.pending > 0;
  if (effects) {
    // The page's visible popups by role, and its history: what an action may open, close or move.
    const popups = { menu: 0, listbox: 0, dialog: 0, tree: 0, grid: 0 };
    for (const p of Array.from(document.querySelectorAll('[role=menu], [role=listbox], [role=dialog], [role=alertdialog], dialog[open], [role=tree], [role=grid]'))) {
      const style = getComputedStyle(p);
      if (!p.getClientRects().length || style.visibility === 'hidden' || style.opacity === '0') continue;
      const role = p.getAttribute('role') ?? 'dialog';
      const kind = role === 'alertdialog' ? 'dialog' : role;
      if (kind === 'menu' || kind === 'listbox' || kind === 'dialog' || kind === 'tree' || kind === 'grid') popups[kind] += 1;
    }
    state.popups = popups;
    state.history = history.length;
  }
  const el = elements[0];
  if (!el) return state;
  if ((el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'range', 'color'].includes(el.type)) || el instanceof HTMLTextAreaElement) state.value = el.value;
  const box = el instanceof HTMLInputElement ? el : (el.closest('label')?.control ?? el.querySelector('input[type=checkbox], input[type=radio]'));
  if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')) {
    state.checked = box.checked;
    const own = box.getAttribute('aria-checked');
    if (own === 'true' || own === 'false') state.ariaChecked = own === 'true';
  } else {
    const aria = el.getAttribute('aria-checked') ?? el.getAttribute('aria-pressed');
    state.checked = aria === 'true' ? true : aria === 'false' ? false : null;
  }
  if (effects) {
    const tag = el.tagName.toLowerCase();
    const type = el instanceof HTMLInputElement ? el.type : '';
    const implied = tag === 'a' && el.hasAttribute('href') ? 'link' : tag === 'button' || tag === 'summary' ? 'button' : tag === 'select' ? 'combobox' : type === 'checkbox' || type === 'radio' ? type : null;
    state.role = el.getAttribute('role')?.trim().split(/\s+/)[0] ?? implied;
    // Its own state, else its tree item's or row's (a tree's toggle is an icon inside the item), else a summary's details.
    const holder = el.hasAttribute('aria-expanded') ? el : el.closest('[role=treeitem][aria-expanded], [role=row][aria-expanded]');
    const expanded = holder?.getAttribute('aria-expanded');
    const details = tag === 'summary' ? el.parentElement : null;
    state.expanded = expanded === 'true' ? true : expanded === 'false' ? false : details instanceof HTMLDetailsElement ? details.open : null;
    const ids = (el.getAttribute('aria-controls') ?? '').trim().split(/\s+/).filter(Boolean);
    const parts = ids.map((id) => document.getElementById(id)).filter((p): p is HTMLElement => !!p);
    state.controlsShown = parts.length ? parts.some((p) => p.getClientRects().length > 0 && getComputedStyle(p).visibility !== 'hidden') : null;
    const popup = el.getAttribute('aria-haspopup');
    state.hasPopup = popup && popup !== 'false' ? popup : null;
    const dialog = el.closest('[role=dialog], [role=alertdialog], dialog');
    state.inDialog = dialog ? dialog.getClientRects().length > 0 && getComputedStyle(dialog).visibility !== 'hidden' : null;
    const sorter = el.closest('[aria-sort]');
    state.sort = sorter ? (sorter.getAttribute('aria-sort') ?? '').trim().toLowerCase() || null : null;
    const titled = dialog?.getAttribute('aria-labelledby')?.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    state.dialogTitle = dialog ? (dialog.getAttribute('aria-label') || titled || dialog.querySelector('h1, h2, h3, h4, h5, h6, [role=heading]')?.textContent || '').trim().slice(0, 200) : null;
    state.selected = el instanceof HTMLSelectElement ? Array.from(el.selectedOptions).map((o) => o.label || o.text) : null;
    // Its own aria-selected, else its row's (a cell clicked to select the row); without the ARIA
    // state, a class token that says so ("row-selected"): how a grid that selects rows by a click
    // without ARIA shows it.
    // A native table's row (`<tr>`) is a row without saying role=row.
    const row = el.closest('[role=row], tr');
    const owner = el.hasAttribute('aria-selected') || !row?.hasAttribute('aria-selected') ? el : row;
    const ariaSelected = owner.getAttribute('aria-selected');
    const saysSelected = (at: Element | null) => !!at && Array.from(at.classList).some((c) => /(?:^|[_-])selected$/i.test(c));
    state.ariaSelected = ariaSelected === 'true' ? true : ariaSelected === 'false' ? false : saysSelected(el) || saysSelected(row) ? true : null;
    state.text = ((el as HTMLElement).innerText ?? el.textContent ?? '').trim().slice(0, 200);
    if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) {
      const target = el.target.toLowerCase();
      // A fragment naming an element of this page is a place in it (or a tab pane a script shows), not a route.
      let inPage = false;
      try {
        inPage = el.hash.length > 1 && !!document.getElementById(decodeURIComponent(el.hash.slice(1)));
      } catch {
        inPage = false;
      }
      state.link = { href: el.href, newWindow: target !== '' && target !== '_self' && target !== '_top' && target !== '_parent', download: el.hasAttribute('download'), inPage };
    } else state.link = null;
  }
  if (!pointer) return state;
  if (!(el instanceof HTMLInputElement) || (el.type !== 'checkbox' && el.type !== 'radio')) {
    state.underLabel = false;
    state.textPoint = null;
    const CONTROLS = 'input, select, textarea, button, a[href], [role=button], [role=textbox], [role=searchbox], [role=combobox], [role=checkbox], [role=link], [contenteditable=""], [contenteditable=true]';
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) return state;
    if (getComputedStyle(el).pointerEvents === 'none') state.veiled = true;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const control = hit && hit !== el && el.contains(hit) ? hit.closest(CONTROLS) : null;
    if (!control || control === el || !el.contains(control)) return state;
    // The element's own text: its first visible text outside any control it holds.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const owner = node.parentElement?.closest(CONTROLS);
      if (owner && owner !== el && el.contains(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getClientRects()[0];
      if (!r || !r.width || !r.height) continue;
      state.textPoint = { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top };
      return state;
    }
    return state;
  }
  state.textPoint = null;
  if (!el.getClientRects().length) {
    state.underLabel = false;
    return state;
  }
  // Its labels; else the one label beside it tied to no control, where the box and it are all their
  // parent holds (a toolkit's drawn box: `<div><input class=hidden><label>Text</label></div>`).
  const parent = el.parentElement;
  const beside = parent && parent.children.length === 2 ? Array.from(parent.children).find((c) => c !== el && c instanceof HTMLLabelElement && !c.htmlFor && !c.control) : undefined;
  const labels = el.labels?.length ? Array.from(el.labels) : beside ? [beside] : [];
  if (scroll && labels.length) el.scrollIntoView({ block: 'center', inline: 'center' });
  const at = el.getBoundingClientRect();
  const x = at.left + at.width / 2;
  const y = at.top + at.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    if (!labels.length) state.underLabel = false;
    return state;
  }
  const hit = document.elementFromPoint(x, y);
  // Under its label, or drawn by it: the box itself hidden (a pixel's box, or transparent) and a label of it shown.
  // (A label only beside it counts when it takes the pointer where the box is: drawn alone is not enough.)
  const drawn = labels[0] !== beside && hit !== el && (at.width <= 1 || at.height <= 1 || getComputedStyle(el).opacity === '0') && labels.some((label) => label.getBoundingClientRect().width > 1 && label.getBoundingClientRect().height > 1);
  state.underLabel = (!!hit && hit !== el && labels.some((label) => label.contains(hit))) || drawn;
  if (hit === el && window.top === window) state.boxPoint = { x, y };
  return state;
}

/**
 * Element states a probe read beside its facts, by snapshot and ref: the act that follows on that
 * snapshot takes its first element's state from here instead of reading it again (nothing acted
 * on the page in between). Taken once: a later act on a reused snapshot reads afresh.
 */
const probed = new WeakMap<object, Map<string, ElementState>>();

export function keepProbedState(snapshot: object, ref: string, state: ElementState): void {
  let states = probed.get(snapshot);
  if (!states) probed.set(snapshot, (states = new Map()));
  states.set(ref, state);
}

export function takeProbedState(snapshot: object, ref: string): ElementState | undefined {
  const states = probed.get(snapshot);
  const state = states?.get(ref);
  states?.delete(ref);
  return state;
}
