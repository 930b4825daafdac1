import { isActionable, type SnapshotNode } from '../snapshot/index.js';
import { devPhrases } from './dev-names.js';
import type { HintBook } from './hints.js';
import { fitsMethod, type Choice } from './match.js';
import { ancestors, shownText, subtree, type PageIndex } from './page-index.js';
import { MIN_SCORE, nameScore } from './score.js';
import { normalize } from './text.js';

/**
 * "close the dialog", "dismiss the modal": the control that closes the open dialog. Candidates
 * are the controls that say "close" (their name, tooltip or developer-given name, or a drawn ×)
 * inside the dialogs the page marks (the one named, when the phrase names one), or else inside
 * the layer an open modal lays over the whole window; never what that layer covers. Of several, the one that shows only an icon (the ×
 * in a dialog's corner) is the dialog's own; anything else unsure hands over.
 */

export const DIALOG_ROLES = new Set(['dialog', 'alertdialog']);
/** Nameless buttons read at most: the page's facts say which of them close something. */
const MAX_NAMELESS = 30;

export const saysClose = (text: string | undefined) => /^(?:close|dismiss|x)(?:\s|$)/.test(normalize(text ?? ''));

export function dismissChoice(dialogName: string, index: PageIndex, book: HintBook): Choice | { handover: string; near: true } {
  let dialogs = index.order.filter((n) => DIALOG_ROLES.has(n.role));
  if (dialogName) {
    const called = dialogs.filter((d) => dialogCalled(dialogName, d));
    // No dialog role on the page: a modal's layer (read from the page) called so by a heading or an action in it.
    if (!called.length && !dialogs.length) {
      const saying = index.order.filter((n) => (n.role === 'heading' && nameScore(dialogName, n.name ?? shownText(n)) >= MIN_SCORE) || actionSays(dialogName, n));
      const before = book.misses;
      const layered = saying.filter((n) => book.facts(n)?.inLayer);
      if (book.misses > before) return { handover: 'reading what the open layer holds', near: true };
      if (!layered.length) return { handover: `no dialog named "${dialogName}"`, near: true };
    } else if (!called.length) return { handover: `no dialog named "${dialogName}"`, near: true };
    dialogs = called;
  }
  const controls = index.order.filter((n) => n.ref && isActionable(n) && fitsMethod(n, 'click'));
  const named = controls.filter((n) => saysClose(n.name) || saysClose(shownText(n)));
  const nameless = controls.filter((n) => !normalize(n.name ?? '') && !normalize(shownText(n))).slice(0, MAX_NAMELESS);
  const before = book.misses;
  const byFacts = nameless.filter((n) => {
    const facts = book.facts(n);
    return !!facts && (saysClose(facts.title) || devPhrases(facts.attrs).some((p) => /\b(?:close|dismiss)\b/.test(p)));
  });
  for (const n of named) book.facts(n);
  if (book.misses > before) return { handover: 'reading which controls close a dialog', near: true };
  let candidates = [...named, ...byFacts].filter((n) => !book.covered(n));
  // Inside a dialog the page marks, else inside the layer an open modal lays over the window.
  candidates = dialogs.length ? candidates.filter((n) => ancestors(index, n).some((up) => dialogs.includes(up))) : candidates.filter((n) => book.facts(n)?.inLayer);
  if (candidates.length > 1) {
    // The × in the corner shows an icon only; a "Close" button in the footer shows a word.
    const icons = candidates.filter((n) => !/\p{L}{2,}/u.test(shownText(n) || n.name || ''));
    if (icons.length === 1) candidates = icons;
  }
  if (candidates.length !== 1) return { handover: candidates.length ? `${candidates.length} controls close a dialog` : 'no control closes a dialog', near: true };
  const [node] = candidates as [SnapshotNode];
  return node.disabled ? { handover: 'the matching element is disabled', near: true } : { nodes: [node], score: 1 };
}

/**
 * A dialog called so: by its name, by a heading in it ("the Available authorizations dialog"), or
 * by what it is for, said word for word by one of its own controls that does not close it ("the
 * logout dialog" holding a Logout button, APG dialog: its title or its action names it).
 */
export function dialogCalled(called: string, dialog: SnapshotNode): boolean {
  if (nameScore(called, dialog.name ?? '') >= MIN_SCORE) return true;
  const inside = subtree(dialog);
  if (inside.some((n) => n.role === 'heading' && nameScore(called, n.name ?? shownText(n)) >= MIN_SCORE)) return true;
  return inside.some((n) => n !== dialog && actionSays(called, n));
}

/** Controls every dialog has, which say nothing of what it is for. */
const ANSWERS: ReadonlySet<string> = new Set(['ok', 'cancel', 'yes', 'no', 'back', 'next', 'done', 'apply']);

/** A button or link named `called` word for word, that is no closing control nor a plain answer. */
function actionSays(called: string, n: SnapshotNode): boolean {
  const words = normalize(called);
  return !!n.ref && (n.role === 'button' || n.role === 'link') && !saysClose(n.name) && !ANSWERS.has(words) && normalize(n.name ?? '') === words;
}
