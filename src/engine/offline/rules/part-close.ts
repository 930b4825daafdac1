import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES, saysClose } from '../dismiss.js';
import { fitsMethod } from '../match.js';
import { ancestors, shownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { ACKNOWLEDGE_NAMES } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Roles of a part a tester names by its kind (APG alert, dialog, landmark regions, groups). */
const MESSAGE_ROLES = ['alert', 'status', 'alertdialog'];
const ANY_PART = ['dialog', 'alertdialog', 'alert', 'status', 'region', 'complementary', 'group', 'article', 'form', 'tabpanel', 'navigation'];

/**
 * A part's kind as a tester says it → the roles a part of that kind has. `role`: the word is the
 * ARIA role's own name, so every part of that role is one (two alerts are two alerts).
 */
const PART_KINDS: ReadonlyMap<string, { roles: readonly string[]; role?: true }> = new Map([
  ['alert', { roles: ['alert', 'alertdialog'], role: true }],
  ['notification', { roles: MESSAGE_ROLES }],
  ['message', { roles: MESSAGE_ROLES }],
  ['notice', { roles: MESSAGE_ROLES }],
  ['warning', { roles: MESSAGE_ROLES }],
  ['error', { roles: MESSAGE_ROLES }],
  ['toast', { roles: MESSAGE_ROLES }],
  ['snackbar', { roles: MESSAGE_ROLES }],
  ['dialog', { roles: [...DIALOG_ROLES], role: true }],
  ['modal', { roles: [...DIALOG_ROLES] }],
  ['popup', { roles: [...DIALOG_ROLES] }],
  ['pop up', { roles: [...DIALOG_ROLES] }],
  ['popover', { roles: [...DIALOG_ROLES] }],
  ['panel', { roles: ANY_PART }],
  ['drawer', { roles: ANY_PART }],
  ['sidebar', { roles: ANY_PART }],
  ['sheet', { roles: ANY_PART }],
  ['card', { roles: ANY_PART }],
  ['box', { roles: ANY_PART }],
  ['widget', { roles: ANY_PART }],
  ['section', { roles: ANY_PART }],
  ['region', { roles: ANY_PART }],
]);

const CLOSE_VERBS = new Set(['close', 'dismiss']);
/** Kinds of message a dialog may carry: with no alert or status on the page, the open dialog is the message. */
const MESSAGE_KINDS: ReadonlySet<string> = new Set(['notification', 'message', 'notice', 'warning', 'error']);
/** Glyphs a closing control draws: ×, ✕, ✖. */
const CROSS = /^[×✕✖✗xX]$/;

/** The part the step names: its kind word (last), and the words before it that name it. */
function partOf(raw: string): { kind: string; name: string } | undefined {
  // "close the dialog without saving": how to close it, not which part.
  const phrase = normalize(raw.replace(/\s+without\s+.*$/i, ''));
  const words = phrase.split(' ').filter(Boolean);
  for (const size of [2, 1]) {
    if (words.length < size) continue;
    const kind = words.slice(-size).join(' ');
    if (PART_KINDS.has(kind)) return { kind, name: words.slice(0, -size).join(' ') };
  }
  return undefined;
}

/** A control that says it closes: its name or text says close/dismiss, or it shows only a cross. */
export function closes(node: SnapshotNode): boolean {
  const text = shownText(node).trim();
  return saysClose(node.name) || saysClose(text) || (!normalize(node.name ?? '') && CROSS.test(text)) || CROSS.test((node.name ?? '').trim());
}

/** What a closing control's name says besides closing: "Close Tour" → "tour". */
const closesWhat = (node: SnapshotNode) => normalize(node.name ?? '').replace(/^(?:close|dismiss|hide)\s*/, '');

/**
 * A part closed by its kind or its name ("dismiss the alert", "close the Filters panel", "close the
 * tour dialog", "close the dialog without saving"): the part (an alert, a dialog, a region or
 * group the page marks) and its own closing control, a button in it named Close, Dismiss or ×.
 */
export const partClose: WidgetRule = {
  fallback: true,
  info: {
    name: 'part-close',
    does: 'Closes a part of the page named by its kind or its name ("dismiss the alert", "close the Filters panel", "close the tour dialog") with the part\'s own closing control: a button inside it named Close, Dismiss or ×.',
    when: 'A close or dismiss step whose words end in a kind of part (alert, toast, notification, error, dialog, modal, panel, card, drawer…), with or without its name; "without saving" only says how.',
    evidence: 'Exactly one part of that kind (ARIA role alert/status, dialog/alertdialog, or a region, group or landmark for a panel or card; a message kind — error, warning, message, notice, notification, alert — with no alert or status on the page is the open dialog) that the name names (its accessible name, its heading, or what its closing control says it closes: "Close Tour"), holding its own closing control (not one of a part inside it), or, for a dialog with none, its only button (a message\'s OK), or its one Done (Got it) among several buttons when none cancels (a share dialog\'s Copy link, Send, Done; never an OK, which applies a field). A dialog named by what it does is named by that verb\'s -ing form too ("the sharing dialog" for "Share "Roadmap.pdf""). A dialog is judged closed after the click; any other part by its closing control hidden.',
    example: {
      html: '<section role="region" aria-label="Sales"><h3>Sales</h3><button aria-label="Close">×</button><p>12 orders</p></section><section role="region" aria-label="Visitors"><h3>Visitors</h3><button aria-label="Close">×</button></section>',
      step: 'close the Sales panel',
      action: 'click button "Close"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'close' && CLOSE_VERBS.has(normalize(form.said)) && !!form.target && form.target.ordinal === undefined && !form.scope,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const part = partOf(form.target!.raw);
    if (!part) return undefined;
    const { roles, role } = PART_KINDS.get(part.kind)!;
    const { index } = ctx;
    let kinds = new Set(roles);
    // "dismiss the error", "close the alert" where the message is shown in a dialog (no alert or status on the page).
    if ((MESSAGE_KINDS.has(part.kind) || part.kind === 'alert') && !index.order.some((n) => kinds.has(n.role))) kinds = new Set(DIALOG_ROLES);
    const parts = index.order.filter((n) => kinds.has(n.role));
    if (!parts.length) return undefined;
    const controls = new Map(parts.map((p) => [p, ownClosers(p, index)]));
    // A message shown in a dialog with no closing control and one button (its OK): that button
    // dismisses it. Only for a message ("dismiss the error"): a dialog's one Next closes nothing.
    const only = new Set<SnapshotNode>();
    // A dialog named by its kind ("close the dialog") only when its one button just acknowledges (OK, Got it).
    const message = MESSAGE_KINDS.has(part.kind) || part.kind === 'alert';
    for (const p of message || DIALOG_ROLES.has(part.kind) || PART_KINDS.get(part.kind)?.roles.every((r) => DIALOG_ROLES.has(r)) ? parts : []) {
      const buttons = DIALOG_ROLES.has(p.role) && !controls.get(p)!.length ? ownButtons(p, index) : [];
      if (buttons.length === 1 && (message || ACKNOWLEDGE_NAMES.has(normalize(buttons[0]!.name ?? '')))) {
        controls.set(p, buttons);
        only.add(buttons[0]!);
        continue;
      }
      // A dialog of several buttons, none that closes it nor cancels: its one "Done" ("Got it") is how
      // a person leaves it (a share dialog's Copy link, Send, Done). Never an OK beside a field, which applies.
      const finish = buttons.filter((b) => FINISH_NAMES.has(normalize(b.name ?? '')));
      if (buttons.length > 1 && finish.length === 1 && !buttons.some((b) => CANCEL_NAMES.has(normalize(b.name ?? '')))) {
        controls.set(p, finish);
        only.add(finish[0]!);
      }
    }
    const scores = new Map(parts.map((p) => [p, part.name ? partScore(part.name, p, controls.get(p)!) : 1]));
    const best = Math.max(...scores.values());
    // A name matched only in part ("Sales" for "Sales report") is one when no other part shares its words.
    const named = best < MIN_SCORE ? [] : parts.filter((p) => scores.get(p)! > (best < 1 ? 0 : best - MIN_LEAD));
    if (!named.length) return undefined;
    // A kind word that is no role ("toast", "panel") with no name: only parts that can be closed are meant.
    const closable = named.filter((p) => controls.get(p)!.length);
    const what = part.name ? `"${part.name}" ${part.kind}` : part.kind;
    if (!closable.length) return { handover: `the ${what} has no control that closes it (no button in it named Close, Dismiss or ×)`, near: true };
    const meant = role || part.name ? named : closable;
    if (meant.length > 1) return { handover: `${meant.length} parts could be the ${what} (${meant.slice(0, 4).map((p) => said(p)).join(', ')}): say which by its name ("close the … ${part.kind}")`, near: true };
    const target = meant[0]!;
    let closers = controls.get(target)!;
    if (!closers.length) return { handover: `${said(target)} has no control that closes it`, near: true };
    // The × in a corner shows only a sign; a "Close" button in the footer shows a word: both close the part.
    if (closers.length > 1) {
      const icons = closers.filter((n) => !/\p{L}{2,}/u.test(shownText(n) || ''));
      closers = icons.length ? icons : closers;
    }
    const enabled = closers.filter((n) => !n.disabled);
    if (!enabled.length) return { handover: `${said(closers[0]!)} is disabled`, near: true };
    const node = enabled[0]!;
    const dialog = DIALOG_ROLES.has(target.role);
    // A dialog's closing is judged as a dialog's (its popup gone); any other part by its closing control no longer shown.
    // (A dialog's only button says nothing of closing: the step's verb does, so the dialog's going is stated.)
    const effect = dialog ? (only.has(node) ? { effect: { popup: { kind: 'dialog' as const, open: false } } } : {}) : { effect: { region: { ref: target.ref ?? node.ref!, shown: false } } };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, ...effect }],
      candidates: closable.map((p) => ({ role: p.role, name: p.name ?? '', score: p === target ? 1 : 0.5, why: `${controls.get(p)!.length} closing control(s)` })),
      facts: [`the ${what} is ${said(target)}`, only.has(node) ? `its only button: ${said(node)}` : `its closing control: ${said(node)}`],
    };
  },
};

/** A part's own closing controls: inside it, and in no smaller part of a kind a tester names. */
function ownClosers(part: SnapshotNode, index: PageIndex): SnapshotNode[] {
  const partRoles = new Set(ANY_PART);
  return subtree(part).filter((n) => n !== part && n.ref && isActionable(n) && fitsMethod(n, 'click') && closes(n) && ancestors(index, n).find((up) => partRoles.has(up.role)) === part);
}

/** A dialog's own buttons (none of a part inside it). */
function ownButtons(part: SnapshotNode, index: PageIndex): SnapshotNode[] {
  const partRoles = new Set(ANY_PART);
  return subtree(part).filter((n) => n !== part && n.ref && n.role === 'button' && isActionable(n) && ancestors(index, n).find((up) => partRoles.has(up.role)) === part);
}

/** Buttons that end a dialog's work and leave it, said with no field's value to apply. */
const FINISH_NAMES: ReadonlySet<string> = new Set(['done', 'got it']);
/** Buttons that leave a dialog undoing what was done in it: with one, a Done is no plain way out. */
const CANCEL_NAMES: ReadonlySet<string> = new Set(['cancel', 'discard']);

/**
 * The verb a word in -ing is a form of ("sharing" → share, "renaming" → rename, "moving" → move,
 * "setting" → set): the forms it may be, to compare with a name's first word.
 */
function gerundStems(word: string): string[] {
  if (!/^\p{L}{3,}ing$/u.test(word)) return [];
  const stem = word.slice(0, -3);
  const out = [stem, `${stem}e`];
  if (/(\p{L})\1$/u.test(stem)) out.push(stem.slice(0, -1));
  return out;
}

/**
 * How well the part is named so: by its accessible name, its first heading, or what its closing
 * control says it closes. A dialog named by what it does ("Share "Roadmap.pdf"") is also named by
 * that verb's -ing form alone ("the sharing dialog").
 */
function partScore(name: string, part: SnapshotNode, closers: readonly SnapshotNode[]): number {
  const heading = subtree(part).find((n) => n.role === 'heading');
  const says = [part.name ?? '', heading ? heading.name ?? shownText(heading) : '', ...closers.map(closesWhat)].filter(Boolean);
  const stems = gerundStems(normalize(name));
  if (stems.length && says.some((s) => stems.includes(normalize(s).split(' ')[0] ?? ''))) return 1;
  return Math.max(0, ...says.map((s) => nameScore(name, s)));
}
