/**
 * A removal checked after acting (ExpectedEffect.removed): a step that asks to remove things ("delete the selected
 * rows", "remove all the checked files") and clicks a control that acts on them must leave fewer of them. The control
 * may do nothing at all (nothing is selected, or the selection is one the page keeps in classes the resolver does not
 * read), or say so in a toast: neither is a removal, and the step fails. Read before and after:
 *
 * - the page's items (table rows, list items, ARIA rows, tree items, options and articles, and elements that stand
 *   among two or more siblings of their own tag, role and first class, as rows drawn in divs do), by their rendered
 *   text, outside menus, dialogs and live regions (which close or fade on their own): one text shown fewer times
 *   afterwards is a removal;
 * - the control itself gone, when it lay outside any menu, list box or dialog (a row's own Delete goes with its row);
 * - a confirmation asked: one more dialog holding two or more buttons (its yes and its no), or the browser's own
 *   confirm. Then the step is the click that asked, and the result says so.
 *
 * Every wait is bounded; a page that cannot be read before is not judged.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dialog, ElementHandle, Locator, Page } from 'playwright-core';
import type { EffectCheck } from '../decision/decision.js';
import { ActionEffectError } from '../session/errors.js';
import { internalCalls } from '../session/internal-calls.js';
import { EFFECT_WAIT_MS } from './effects.js';

const POLL_MS = 100;

export const REMOVED = 'fewer of the items the step names (one gone from the page), or a confirmation asked';

/** The page as a removal is judged on it: how many times each item's text shows, and the confirmations shown. */
export interface RemovalReading {
  texts: Record<string, number>;
  confirms: number;
}

function readPage(): RemovalReading {
  const ITEM = 'tr, li, [role=row], [role=listitem], [role=treeitem], [role=option], [role=article], article';
  const CONTROL = 'button, a, input, select, textarea, label, summary, [role=button], [role=link], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=tab], [role=checkbox], [role=radio], [role=switch]';
  const APART = '[role=menu], [role=menubar], [role=listbox], [role=dialog], [role=alertdialog], dialog, [role=tooltip], [role=status], [role=alert], [role=log], [aria-live]';
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const items = new Set<Element>(Array.from(document.querySelectorAll(ITEM)).slice(0, 5_000));
  // Rows drawn in divs: an element among two or more siblings of its own tag, role and first class.
  for (const parent of Array.from(document.querySelectorAll('body, body *')).slice(0, 20_000)) {
    if (parent.children.length < 2) continue;
    const groups = new Map<string, Element[]>();
    for (const child of Array.from(parent.children)) {
      const key = `${child.tagName}|${child.getAttribute('role') ?? ''}|${(child.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), child]);
    }
    for (const group of groups.values()) if (group.length >= 2) for (const child of group) items.add(child);
    if (items.size > 8_000) break;
  }
  const texts: Record<string, number> = {};
  for (const el of items) {
    if (el.matches(CONTROL) || el.closest(APART) || !shown(el)) continue;
    if (/^(?:SCRIPT|STYLE|TEMPLATE|OPTION|BR|HR)$/.test(el.tagName)) continue;
    const text = ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
    if (text) texts[text] = (texts[text] ?? 0) + 1;
  }
  const confirms = Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')).filter(
    (d) => shown(d) && Array.from(d.querySelectorAll('button, [role=button], input[type=button], input[type=submit]')).filter(shown).length >= 2,
  ).length;
  return { texts, confirms };
}

export async function readRemoval(page: Page): Promise<RemovalReading | undefined> {
  return internalCalls(page, () => page.evaluate(readPage)).catch(() => undefined);
}

/** The control acted on, before acting, and whether it lies in a part that closes on its own (a menu, a dialog). */
export async function removalControl(target: Locator | undefined): Promise<{ handle: ElementHandle; apart: boolean } | undefined> {
  if (!target) return undefined;
  const handle = await internalCalls(target, () => target.elementHandle({ timeout: 1_000 })).catch(() => null);
  if (!handle) return undefined;
  const apart = await internalCalls(handle, () => handle.evaluate((el) => el.closest('[role=menu], [role=menubar], [role=listbox], [role=dialog], [role=alertdialog], dialog') !== null)).catch(() => true);
  return { handle, apart };
}

/** The browser's own dialogs shown while the action runs, whoever answers them (the act, or the test itself). */
export function watchNativeDialogs(page: Page): { shown: { type: string; message: string }[]; stop: () => void } {
  const shown: { type: string; message: string }[] = [];
  // Only noted: answering is answerDialogs' or the test's (a listener is always there while this one is).
  const onDialog = (dialog: Dialog) => void shown.push({ type: dialog.type(), message: dialog.message().replace(/\s+/g, ' ').trim().slice(0, 120) });
  page.on('dialog', onDialog);
  return { shown, stop: () => void page.off('dialog', onDialog) };
}

/** Texts shown fewer times after than before, with how many fewer. */
function lostTexts(before: RemovalReading, after: RemovalReading): string[] {
  return Object.entries(before.texts).filter(([text, n]) => (after.texts[text] ?? 0) < n).map(([text]) => text);
}

/**
 * After a click that should remove things (ExpectedEffect.removed): within EFFECT_WAIT_MS, an item gone, the control
 * gone (outside menus and dialogs), or a confirmation asked; else throws ActionEffectError saying what the page shows.
 */
export async function awaitRemoved(input: {
  page: Page;
  before: RemovalReading | undefined;
  control: { handle: ElementHandle; apart: boolean } | undefined;
  natives: { type: string; message: string }[];
  signal: AbortSignal;
}): Promise<EffectCheck> {
  const { page, before, control, natives, signal } = input;
  const expected = REMOVED;
  if (!before) return { expected, found: 'the page could not be read before (not judged)', ok: true };
  const until = Date.now() + EFFECT_WAIT_MS;
  for (;;) {
    const asked = natives.find((d) => d.type === 'confirm' || d.type === 'beforeunload');
    const now = page.isClosed() ? undefined : await readRemoval(page);
    if (now === undefined) return { expected, found: 'the page is going to another document (not judged)', ok: true };
    const lost = lostTexts(before, now);
    if (lost.length) {
      const shown = lost.slice(0, 2).map((t) => `"${t.length > 60 ? `${t.slice(0, 59)}…` : t}"`).join(', ');
      return { expected, found: `${lost.length} item${lost.length === 1 ? '' : 's'} fewer shown (${shown}${lost.length > 2 ? ', …' : ''})${asked ? ` after the page asked "${asked.message}"` : ''}`, ok: true };
    }
    if (asked) return { expected, found: `the page asked "${asked.message}" (the browser's confirm): the step is the click that asked for it`, ok: true };
    if (now.confirms > before.confirms) return { expected, found: 'a confirmation opened: the step is the click that asked for it; nothing is removed until it is answered', ok: true };
    if (control && !control.apart) {
      const gone = await internalCalls(control.handle, () => control.handle.evaluate((el) => !el.isConnected || (el as Element).getClientRects().length === 0)).catch(() => true);
      if (gone) return { expected, found: 'the control is gone (with what it removes)', ok: true };
    }
    if (Date.now() > until || signal.aborted) {
      const said = natives.length ? `; the page said "${natives[natives.length - 1]!.message}"` : '';
      const found = `every item still shows as before: nothing was removed (nothing selected, or the control did nothing)${said}`;
      throw new ActionEffectError(`Expected ${expected} after the action, but ${found}.`, expected, found);
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
