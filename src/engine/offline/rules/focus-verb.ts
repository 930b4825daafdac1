import type { SnapshotNode } from '../../snapshot/index.js';
import type { PageIndex } from '../page-index.js';
import { ancestors, ownText, subtree } from '../page-index.js';
import { withoutLeadIn } from '../grammar.js';
import { alikeWords, kindsSigned, nounForms, words } from '../text.js';
import { DIALOG_ANSWERS, PRONOUNS } from '../vocabulary.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A step said of the thing in focus by what it does, not by the control's name: "delete it" with a
 * message's actions menu open ("Delete message…"), "copy the link to this message" ("Copy link"),
 * "mark as unread" ("Mark unread"), "leave the channel" ("Leave #general"), "yes, delete the
 * message" in a confirmation (its "Delete"). "it", "this message", "the channel" stand for the one
 * thing open: a confirmation (alertdialog) first, else the one open menu, else the one open dialog.
 * With two such open, or none, the rule says nothing or hands over.
 *
 * A control of that context is meant when its name starts with the step's verb (a word form of it,
 * or an everyday synonym: delete/remove/discard/erase/trash, leave/exit/quit, view/see/show,
 * edit/modify), and every other word the step says is either in its name or names the context itself
 * (its name, its opener's name, its text, or a word two or more of its controls share: "message" of
 * "Edit message" and "Delete message"). Of those, the one whose name says the most of the step's
 * words is meant when no other says as many; else it is handed over.
 */

const MENU_ITEMS: ReadonlySet<string> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
/** Controls that open a popup and say so by aria-expanded. */
const OPENERS: ReadonlySet<string> = new Set(['button', 'link', 'combobox', 'menuitem']);
/** The controls of a dialog a verb may name. */
const DOING: ReadonlySet<string> = new Set(['button', 'link', 'menuitem']);
/**
 * Verbs that name a control by its own name or place, not by what it does, and first words that are
 * no verb (a pager's "next photo"): other rules read them.
 */
const NAMING_VERBS: ReadonlySet<string> = new Set(['next', 'previous', 'prev', 'back', 'first', 'last', 'close', 'click', 'press', 'tap', 'hit', 'select', 'choose', 'pick', 'type', 'fill', 'enter', 'find', 'hover', 'scroll', 'drag', 'go', 'turn', 'switch', 'toggle', 'check', 'uncheck', 'tick', 'untick', 'set', 'use', 'open']);
/** Everyday synonyms of the verbs that act on a thing (general English, no app's words). */
const SYNONYMS: readonly (readonly string[])[] = [
  ['delete', 'remove', 'discard', 'erase', 'trash'],
  ['leave', 'exit', 'quit'],
  ['view', 'see', 'show'],
  ['edit', 'modify'],
];
/** Words that say no thing: articles, pronouns, prepositions. */
const FILLER: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'it', 'its', 'them', 'my', 'our', 'your', 'me', 'to', 'of', 'for', 'from', 'in', 'on', 'at', 'as', 'with', 'about', 'please', 'now']);
/**
 * Words that say a place not named yet: "move it to another folder", "copy it somewhere else". A
 * control whose name ends in an ellipsis ("Move to…") asks for that place before it acts.
 */
const UNNAMED_PLACE: ReadonlySet<string> = new Set(['another', 'other', 'different', 'a', 'an', 'some', 'somewhere', 'elsewhere']);
/** Prepositions a control's name may hold between its verb and its ellipsis ("Move to…", "Save as…", "Copy into…"). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'into', 'as', 'in', 'under']);
/** A name that ends in an ellipsis: the control asks for more before it acts (a dialog, a picker). */
const ASKS_MORE = /(?:…|\.\.\.)\s*$/;
/** A step's lead-in that answers a question before it says what to do ("yes, delete the message"). */
const LEAD_IN = /^\s*(?:(?:yes|ok|okay|sure|please)\b[\s,!.]*)+/i;

/**
 * Two words alike: equal, a plural or a shared stem ("message", "messages"; "archive", "archived").
 * The step's "there" is a control's "here": the place the tester chose, as the control it acts at
 * says it ("move it there" with a move dialog's "Move here").
 */
function alike(a: string, b: string): boolean {
  return a === b || nounForms(a).includes(b) || nounForms(b).includes(a) || alikeWords(a, b) || (a === 'there' && b === 'here');
}

/** Whether the word at `at` follows "for" (an article between them allowed): "for everyone", "for the team". */
function afterFor(list: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (list[i] === 'the' || list[i] === 'a' || list[i] === 'an')) i--;
  return i >= 0 && list[i] === 'for';
}

/**
 * "mute everyone" is no "Mute for everyone": the name says for whom the act is done ("for everyone":
 * the person the menu is about is muted for all to hear), the step says whom it acts on. A step word
 * the name says only after "for", while the step says it as the verb's object (not after "for"), is
 * another reading of the word: that control is not the step's.
 */
function forOnlyInName(step: readonly string[], name: readonly string[], word: string): boolean {
  const inName = name.map((r, i) => (alike(word, r) ? i : -1)).filter((i) => i > 0);
  if (!inName.length || !inName.every((i) => afterFor(name, i))) return false;
  const inStep = step.map((r, i) => (r === word ? i : -1)).filter((i) => i > 0);
  return inStep.length > 0 && inStep.every((i) => !afterFor(step, i));
}

function sameVerb(said: string, name: string): boolean {
  if (alike(said, name)) return true;
  return SYNONYMS.some((group) => group.includes(said) && group.includes(name));
}

/**
 * A word of a control's name that says the verb's doing further on: the verb itself, its past form
 * ("starred", "liked", "pinned": the state it makes), or an everyday synonym ("trash" for delete).
 */
function madeBy(verb: string, word: string): boolean {
  if (verb.length < 3) return false;
  const past = [`${verb}ed`, `${verb}d`, `${verb}${verb.slice(-1)}ed`, verb.endsWith('y') ? `${verb.slice(0, -1)}ied` : ''];
  return word === verb || past.includes(word) || SYNONYMS.some((group) => group.includes(verb) && group.includes(word));
}

interface Context {
  node: SnapshotNode;
  controls: SnapshotNode[];
  /** Words that name the context itself. */
  subject: string[];
}

/** The menu an item lies in: its nearest menu or menu bar. */
const menuOf = (index: PageIndex, n: SnapshotNode) => ancestors(index, n).find((a) => a.role === 'menu' || a.role === 'menubar');

/** Words two or more controls of a context share (the thing they all act on). */
function shared(controls: readonly SnapshotNode[]): string[] {
  const seen = new Map<string, number>();
  for (const c of controls) for (const w of new Set(words(c.name ?? ownText(c)).slice(1))) seen.set(w, (seen.get(w) ?? 0) + 1);
  return [...seen].filter(([w, n]) => n >= 2 && !FILLER.has(w)).map(([w]) => w);
}

/** Parts that hold one thing a menu may act on: a row, a list item, an article, a tree item. */
const ITEM_PARTS: ReadonlySet<string> = new Set(['row', 'listitem', 'article', 'treeitem', 'gridcell']);

/**
 * The kinds the thing a menu's opener belongs to states by its own signs (text.ts, kindsSigned):
 * "More actions" in the row of "Roadmap.pdf" opens the menu of a file, in the row of "📁 Projects"
 * that of a folder. So "share the file" names what the open menu acts on only where the page says so.
 */
function openerKinds(index: PageIndex, opener: SnapshotNode): string[] {
  const item = ancestors(index, opener).find((a) => ITEM_PARTS.has(a.role));
  if (!item) return [];
  return [...new Set(subtree(item).filter((n) => n !== item).flatMap((n) => kindsSigned(n.name ?? n.text ?? '')))];
}

/** The one thing in focus: the open confirmations, else the open menus, else the open dialogs. */
function contexts(index: PageIndex): Context[] {
  const shown = index.order;
  const dialogsOf = (role: string) => shown.filter((n) => n.role === role).map((d) => {
    const controls = subtree(d).filter((n) => n.ref && DOING.has(n.role) && (n.name || ownText(n)));
    const text = subtree(d).filter((n) => n.role === 'text' || n.role === 'heading').map((n) => n.text ?? n.name ?? '').join(' ');
    return { node: d, controls, subject: [...words(d.name ?? ''), ...words(text), ...shared(controls), ...kindsSigned(d.name ?? '')] };
  });
  const alerts = dialogsOf('alertdialog');
  if (alerts.length) return alerts;
  const openers = shown.filter((n) => OPENERS.has(n.role) && n.expanded === true && !menuOf(index, n));
  if (openers.length) {
    const menus = new Map<SnapshotNode, SnapshotNode[]>();
    for (const n of shown) {
      if (!n.ref || !MENU_ITEMS.has(n.role)) continue;
      const menu = menuOf(index, n);
      if (menu?.role !== 'menu') continue;
      menus.set(menu, [...(menus.get(menu) ?? []), n]);
    }
    if (menus.size) {
      const openerWords = openers.length === 1 ? [...words(openers[0]!.name ?? ownText(openers[0]!)), ...openerKinds(index, openers[0]!)] : [];
      return [...menus].map(([menu, controls]) => ({ node: menu, controls, subject: [...words(menu.name ?? ''), ...openerWords, ...shared(controls), ...kindsSigned(menu.name ?? '')] }));
    }
  }
  // A dialog is in focus only when it holds the page (modal): nothing outside it can be reached.
  return dialogsOf('dialog').filter((d) => {
    const inside = new Set(subtree(d.node));
    return shown.every((n) => !n.ref || inside.has(n) || n.role === 'dialog');
  });
}

export const focusVerb: WidgetRule = {
  readsStep: true,
  info: {
    name: 'focus-verb',
    does: 'A verb said of the thing in focus ("delete it", "copy the link to this message", "mark as unread", "leave the channel", "yes, delete the message"): the control of the one open confirmation, menu or dialog whose name starts with the verb (a word form, or an everyday synonym: delete/remove/discard/erase/trash, leave/exit/quit, view/see/show, edit/modify) and says the step\'s other words, those that do not name the context itself.',
    when: 'An act whose first word (after "yes,", "ok,", "go ahead and") is a verb that says what to do, not how (not click, choose, type, check, turn…), or a pronoun sent to a place ("move it to trash", "move it to another folder"), while exactly one alertdialog is shown, else exactly one menu is open (a control outside it says aria-expanded=true), else exactly one dialog; no control is named by the step itself.',
    evidence: 'In that one context, the controls named first by the verb or its synonym (in an open menu where none is, the one whose name says the verb further on, its past form or a synonym: "Add to starred" for "star it", "Move to trash" for "delete it"), each other word of the step being in the control\'s name or naming the context (its name, its opener\'s name, its text, a word two of its controls share, or a kind its thing\'s label signs: "Roadmap.pdf" a file, "📁 Projects" a folder, so "share the file"); a place the step does not name ("another folder", "somewhere else") only for the control that starts with the verb and ends in an ellipsis ("Move to…": it asks where); of them, the one that says the most of the step\'s words, with no other saying as many. Two open contexts, or two controls saying as many, are handed over; a disabled one is handed over.',
    example: {
      html: '<button aria-haspopup="menu" aria-expanded="true">Document actions</button><div role="menu" aria-label="Document actions"><div role="menuitem" tabindex="-1">Rename document</div><div role="menuitem" tabindex="-1">Copy link</div><div role="menuitem" tabindex="-1">Delete document…</div></div>',
      step: 'delete it',
      action: 'click menuitem "Delete document…" of the open menu',
    },
  },
  // A verb the grammar has no entry for, "remove"/"delete", "mark", or a step the grammar reads no form of ("yes, delete the message").
  // Or a pronoun sent to a place ("move it to trash", "move it to another folder"): the place is the control's name's.
  applies: (form, kind) => kind === 'act' && !form.scope && form.target?.ordinal === undefined && ((form.value === undefined && (form.verb === 'do' || form.verb === 'remove' || (form.verb === 'check' && form.said === 'mark'))) || (form.frame === 'to-value' && PRONOUNS.has(form.target?.name ?? ''))),
  resolve(_form, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const step = withoutLeadIn((ctx.step ?? '').replace(LEAD_IN, ''));
    if (/["“”]/.test(step)) return undefined;
    const all = words(step);
    const verb = all[0];
    if (!verb || NAMING_VERBS.has(verb) || all.length > 8) return undefined;
    // A dialog's answer by its verb ("confirm the booking", "cancel the order") is verb-object's, which checks the dialog gone.
    if ((DIALOG_ANSWERS.yes.verbs as readonly string[]).includes(verb) || (DIALOG_ANSWERS.no.verbs as readonly string[]).includes(verb)) return undefined;
    const asked = [...new Set(all.slice(1).filter((w) => !FILLER.has(w)))];
    const open = contexts(ctx.index);
    if (!open.length) return undefined;
    type Match = { context: Context; node: SnapshotNode; says: number };
    const matches: Match[] = [];
    for (const context of open) {
      for (const node of context.controls) {
        const name = words(node.name ?? ownText(node));
        if (name.length < 1 || !sameVerb(verb, name[0]!)) continue;
        const rest = name.slice(1);
        if (asked.some((w) => forOnlyInName(all, name, w))) continue;
        const inName = asked.filter((w) => rest.some((r) => alike(w, r)));
        const others = asked.filter((w) => !inName.includes(w));
        if (!others.every((w) => context.subject.some((s) => alike(w, s)))) continue;
        matches.push({ context, node, says: inName.length });
      }
    }
    // "trash them" with a confirmation's "Delete forever" and "Move to trash": a control named by a
    // synonym of the verb is not the step's while another control of that context says the verb itself.
    const saysItself = matches.find((m) => !alike(verb, words(m.node.name ?? ownText(m.node))[0] ?? '') && m.context.controls.some((n) => !matches.some((o) => o.node === n) && words(n.name ?? ownText(n)).some((w) => alike(verb, w))));
    if (saysItself) return undefined;
    // "star it" with a menu's "Add to starred", "delete it" with its "Move to trash": no control of
    // an open menu starts with the verb, but one says it further on, as the state or place it makes.
    if (!matches.length) {
      for (const context of open.filter((c) => c.node.role === 'menu')) {
        for (const node of context.controls) {
          const name = words(node.name ?? ownText(node));
          if (!name.some((w) => madeBy(verb, w))) continue;
          if (asked.some((w) => forOnlyInName(all, name, w))) continue;
          const others = asked.filter((w) => !name.some((r) => alike(w, r)));
          if (!others.every((w) => context.subject.some((s) => alike(w, s)))) continue;
          matches.push({ context, node, says: 0 });
        }
      }
    }
    // "move it to another folder" with a menu's "Move to…": the step's place is one it does not name
    // ("another folder", "somewhere else"), and the control that starts with the verb and ends in an
    // ellipsis asks for that place before it moves anything.
    if (!matches.length) {
      const tail = all.slice(1).filter((w) => !PRONOUNS.has(w));
      for (const context of open) {
        for (const node of context.controls) {
          const raw = node.name ?? ownText(node);
          const name = words(raw);
          if (!ASKS_MORE.test(raw) || name.length < 1 || !sameVerb(verb, name[0]!) || !name.slice(1).every((w) => PLACE_PREPOSITIONS.has(w))) continue;
          // The step says the control's prepositions, then a place it does not name.
          if (!name.slice(1).every((w, i) => tail[i] === w)) continue;
          const place = tail.slice(name.length - 1);
          if (!place.length || !UNNAMED_PLACE.has(place[0]!) || place.length > 3) continue;
          matches.push({ context, node, says: 0 });
        }
      }
    }
    if (!matches.length) return undefined;
    const kinds = new Set(matches.map((m) => m.context.node));
    if (open.length > 1 && kinds.size > 0) return { handover: `${open.length} ${open[0]!.node.role === 'menu' ? 'menus' : 'dialogs'} are open, and "${verb}" names a control of ${kinds.size > 1 ? 'more than one' : 'one of them'}: close the others, or say the control's whole name`, near: true };
    const best = Math.max(...matches.map((m) => m.says));
    const top = matches.filter((m) => m.says === best);
    if (top.length > 1) return { handover: `"${verb}" names ${top.length} controls of the open ${said(open[0]!.node)}: ${top.map((m) => `"${m.node.name ?? ownText(m.node)}"`).join(', ')}: say the one you mean by its name`, near: true };
    const { node, context } = top[0]!;
    if (node.disabled) return { handover: `${said(node)} of the open ${said(context.node)} is disabled`, near: true };
    const where = context.node.role === 'menu' ? 'the open menu' : `the open ${context.node.role}`;
    const facts = [`${said(node)} lies in ${where} ${said(context.node)}, the one open`, sameVerb(verb, words(node.name ?? ownText(node))[0] ?? '') ? `its name starts with "${words(node.name ?? ownText(node))[0]}", which says "${verb}"` : `no control of it starts with "${verb}"; its name says "${words(node.name ?? ownText(node)).find((w) => madeBy(verb, w))}", what "${verb}" makes`];
    const candidates = matches.map((m) => ({ role: m.node.role, name: m.node.name ?? '', score: m === top[0] ? 1 : 0.5, why: `named by "${verb}" in ${where}` }));
    if (node.role === 'menuitemcheckbox') {
      if (node.checked === true) return { handover: `${said(node)} is ticked already`, near: true };
      return { actions: [{ ref: node.ref!, method: 'check', arguments: [], description: `check ${said(node)} of ${where}` }], candidates, facts };
    }
    // A confirmation's answer closes it: the alertdialog must be gone after the click.
    const effect = context.node.role === 'alertdialog' ? { effect: { popup: { kind: 'dialog' as const, open: false } } } : {};
    return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)} of ${where}`, ...effect }], candidates, facts: context.node.role === 'alertdialog' ? [...facts, 'the confirmation must be gone after the click'] : facts };
  },
};
