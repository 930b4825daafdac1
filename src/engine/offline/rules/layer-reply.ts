import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import { withoutLeadIn } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { DIALOG_ANSWERS } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A reply to a popup the page draws as a dialog without saying so (no role=dialog or alertdialog):
 * its buttons lie inside a layer over the whole window (a backdrop and the box on it), or inside a
 * raised box that is what a person sees at the window's centre. "yes, delete it", "yes, reset
 * them", "confirm the escalation", "cancel", "no", "dismiss the message" answer it as rules
 * confirm-reply and dialog-answer answer a dialog with the role. The click must change the page
 * (the popup closed, or anything else read otherwise): a button that does nothing fails.
 */

const YES: readonly string[] = DIALOG_ANSWERS.yes.names;
const NO: readonly string[] = DIALOG_ANSWERS.no.names;
/** Words that say nothing of which button. */
const QUIET: ReadonlySet<string> = new Set(['the', 'a', 'an', 'it', 'them', 'him', 'her', 'this', 'that', 'these', 'those', 'please', 'one', 'then', 'all']);
/** Nouns a step names such a popup by when it dismisses it. */
const POPUP_NOUNS: ReadonlySet<string> = new Set(['message', 'alert', 'notice', 'notification', 'popup', 'pop-up', 'window', 'box', 'dialog', 'prompt', 'warning', 'info']);
/** First words of a button that only closes a message. */
const DISMISS_NAMES: ReadonlySet<string> = new Set(['ok', 'okay', 'close', 'dismiss', 'got', 'done']);

type Reply = { kind: 'yes'; verb?: string } | { kind: 'confirm'; action?: string } | { kind: 'no' } | { kind: 'dismiss'; about: string[] };

/**
 * An action and its noun ("deletion" and "Delete", "escalation" and "Escalate", "booking" and
 * "Book"): the same word, a plural, or a shared start of four letters or more that leaves at most
 * one letter of the shorter word over.
 */
function alike(a: string, b: string): boolean {
  if (a === b || nounForms(a).includes(b)) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= Math.max(4, Math.min(a.length, b.length) - 1);
}

export function replyOf(step: string): Reply | undefined {
  const text = withoutLeadIn(step.trim()).replace(/[.!]+$/, '').toLowerCase();
  const yes = /^(?:yes|yeah|yep|sure|ok|okay)\b[\s,.!-]*/.exec(text);
  if (yes) {
    const rest = words(text.slice(yes[0].length)).filter((w) => !QUIET.has(w));
    if (rest.length > 2) return undefined;
    return rest.length ? { kind: 'yes', verb: rest[0]! } : { kind: 'yes' };
  }
  const confirm = /^confirm\b/.exec(text);
  if (confirm) {
    const rest = words(text.slice(confirm[0].length)).filter((w) => !QUIET.has(w));
    if (rest.length > 1) return undefined;
    return rest.length ? { kind: 'confirm', action: rest[0]! } : { kind: 'confirm' };
  }
  if (/^(?:no|nope|cancel)(?:\s+(?:it|that|this))?$/.test(text)) return { kind: 'no' };
  const dismiss = /^(?:dismiss|close|acknowledge)\s+(?:the\s+)?(.+)$/.exec(text);
  if (dismiss) {
    const w = words(dismiss[1]!);
    if (!w.length || !POPUP_NOUNS.has(w.at(-1)!) || w.length > 3) return undefined;
    return { kind: 'dismiss', about: w.slice(0, -1) };
  }
  return undefined;
}

/** The nearest node holding all the given nodes. */
function commonHolder(index: PageIndex, nodes: readonly SnapshotNode[]): SnapshotNode | undefined {
  const chains = nodes.map((n) => [n, ...ancestors(index, n)]);
  return chains[0]!.find((a) => chains.every((c) => c.includes(a)));
}

/** The first word of a button's name, or its first two when they are an answer ("go back", "not now"). */
function firstOf(n: SnapshotNode): string {
  const w = words(n.name ?? ownText(n));
  const two = w.slice(0, 2).join(' ');
  return YES.includes(two) || NO.includes(two) ? two : (w[0] ?? '');
}

export const layerReply: WidgetRule = {
  readsStep: true,
  info: {
    name: 'layer-reply',
    does: 'Answers a popup drawn as a dialog without the role (its buttons in a layer over the whole window, or in a raised box that is topmost at the window\'s centre): "yes, delete it" its button that says the verb (else its Yes/OK when its text says the verb), "confirm the escalation" its Yes/OK/Confirm or the button of that action, "no"/"cancel" its one No/Cancel, "dismiss the message" its only button when that is OK/Close. The page must read otherwise after the click.',
    when: 'No dialog or alert dialog is open, and the page\'s buttons read from it lie in exactly one such layer; the step is a yes or a no, "confirm …", "cancel", or "dismiss/close the message (window, alert…)".',
    evidence: 'Each button\'s place read from the page (inside a full-window layer, or inside a raised box holding the window\'s centre; a tooltip at the page\'s edge is neither); buttons in both kinds of layer are two popups and hand over. Exactly one button answers; a noun said ("deletion", "shortcuts") is said by the popup. After the click, the page reads otherwise (the popup gone, or anything else changed); a click that changes nothing fails.',
    example: {
      html: '<p>Notes</p><div style="position:fixed;inset:0;background:rgba(0,0,0,.3)"><div style="margin:20vh auto;width:300px;background:#fff;padding:12px"><p>Archive all notes?</p><button onclick="this.closest(\'div[style]\').parentElement.remove()">Yes</button><button>No</button></div></div>',
      step: 'yes, archive them',
      action: 'click button "Yes" (the popup\'s answer: "archive")',
    },
  },
  applies: (form, kind) => kind === 'act' && /^(?:yes|yeah|yep|sure|ok|okay|no|nope|confirm|cancel|dismiss|close|acknowledge)\b/i.test(form.said),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const reply = ctx.step ? replyOf(ctx.step) : undefined;
    if (!reply) return undefined;
    // A popup with the role is the other rules' (dialog-answer, confirm-reply, dialog-close).
    if (ctx.index.order.some((n) => DIALOG_ROLES.has(n.role))) return undefined;
    const buttons = ctx.index.order.filter((n) => n.ref && n.role === 'button' && (n.name || ownText(n)));
    if (!buttons.length) return undefined;
    const misses = ctx.book.misses;
    const read = buttons.map((b) => [b, ctx.book.facts(b)] as const);
    if (ctx.book.misses > misses) return { handover: 'reading which buttons lie in a popup over the page', near: false };
    const shown = read.filter(([, f]) => f && !f.unseen && !f.covered);
    const full = shown.filter(([, f]) => f!.inLayer).map(([b]) => b);
    const centred = shown.filter(([, f]) => !f!.inLayer && f!.floating && f!.overCentre).map(([b]) => b);
    if (!full.length && !centred.length) return undefined;
    if (full.length && centred.length) return { handover: `two popups are drawn over the page (${said(full[0]!)} in one, ${said(centred[0]!)} in another): name the button to click`, near: true };
    const inLayer = full.length ? full : centred;
    // The popup's box: from the buttons' nearest holder up (at most four levels) while every control
    // inside lies in the popup too (its title and question stand beside the buttons' bar).
    let holder = commonHolder(ctx.index, inLayer);
    for (let up = 0; holder && up < 4; up++) {
      const parent = ctx.index.parent.get(holder);
      if (!parent) break;
      const controls = subtree(parent).filter((n) => n.ref && isActionable(n));
      const before = ctx.book.misses;
      const outside = controls.some((n) => {
        const f = ctx.book.facts(n);
        return f !== undefined && !(full.length ? f.inLayer : f.floating && f.overCentre);
      });
      if (ctx.book.misses > before) return { handover: 'reading which controls lie in the popup over the page', near: false };
      if (outside) break;
      holder = parent;
    }
    const text = normalize([holder?.name ?? '', ...(holder ? subtree(holder) : inLayer).map((n) => n.name ?? n.text ?? '')].join(' ')).split(' ').filter(Boolean);
    const textSays = (w: string) => text.some((x) => alike(w, x));
    const isNo = (b: SnapshotNode) => NO.includes(firstOf(b));
    const isYes = (b: SnapshotNode) => YES.includes(firstOf(b));
    const saysWord = (b: SnapshotNode, w: string) => words(b.name ?? ownText(b)).some((x) => alike(w, x));
    let found: SnapshotNode[] = [];
    let what: string;
    if (reply.kind === 'yes' || reply.kind === 'confirm') {
      const word = reply.kind === 'yes' ? reply.verb : reply.action;
      what = word ? `"${word}"` : 'yes';
      if (word) {
        found = inLayer.filter((b) => !isNo(b) && saysWord(b, word));
        if (!found.length) {
          if (!textSays(word)) return { handover: `the popup over the page (buttons ${inLayer.map(said).join(', ')}) does not say "${word}": name the button to click`, near: true };
          found = inLayer.filter(isYes);
        }
      } else found = inLayer.filter(isYes);
    } else if (reply.kind === 'no') {
      what = 'no';
      found = inLayer.filter(isNo);
    } else {
      what = 'a dismissal';
      const missing = reply.about.filter((w) => !QUIET.has(w) && !textSays(w));
      if (missing.length) return { handover: `the popup over the page does not say "${missing.join(' ')}": name the button to click`, near: true };
      found = inLayer.length === 1 && DISMISS_NAMES.has(words(inLayer[0]!.name ?? ownText(inLayer[0]!))[0] ?? '') ? inLayer : [];
      if (!found.length) return { handover: `the popup over the page has ${inLayer.length === 1 ? 'a button that does more than close it' : `${inLayer.length} buttons`} (${inLayer.map(said).join(', ')}): name the one to click`, near: true };
    }
    if (found.length !== 1) return { handover: `the popup over the page has ${found.length || 'no'} button${found.length === 1 ? '' : 's'} that answer${found.length === 1 ? 's' : ''} ${what}${found.length ? ` (${found.map(said).join(', ')})` : ` (its buttons: ${inLayer.map(said).join(', ')})`}: name the one to click`, near: true };
    const button = found[0]!;
    if (button.disabled) return { handover: `${said(button)} in the popup over the page is disabled`, near: true };
    return {
      actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)} (the popup's answer: ${what})`, effect: { pageChanged: true } }],
      candidates: inLayer.map((b) => ({ role: b.role, name: b.name ?? '', score: b === button ? 1 : 0, why: b === button ? `answers ${what}` : 'another answer' })),
      facts: [`a popup drawn over the page without a dialog role holds ${inLayer.map(said).join(', ')} (${full.length ? 'a layer over the whole window' : 'a raised box at the window\'s centre'})`, `"${ctx.step}" answers ${what}`],
    };
  },
};
