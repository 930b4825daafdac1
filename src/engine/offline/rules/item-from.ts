import { ACTIONABLE_ROLES, isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { nounForms, normalize, words } from '../text.js';
import { isHeaderRow } from './grid-rows.js';
import { sameItem } from './numbered-item.js';
import { ITEM_KIND_WORDS } from './item-kind.js';
import { menuButtons, openMenuThenPick } from './row-verb.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An item of a list said the way a person sees it, then an action on it. The item: by who wrote it
 * ("the message from Chen Wei", "Aiko's question", "my message"), by what it is about ("the invoice
 * email", "the staging deploy message", "the reminder about the office being closed"), or both
 * ("Priya's stand-up message"). An item is a list item, row, option or article, or one of a run of
 * alike plain boxes (same role, same parts) that each hold a control. The action: "open"/"read"
 * clicks the item (itself, or its one link or clickable part); a verb of its own ("star", "pin")
 * its control named so, else its one closed menu button and the menu's entry saying the verb; a
 * control said on the item ("more actions on my message", "the security label on the login form
 * issue", "add a reaction to …", "reply in thread to …") that control in it.
 */

const ITEM_ROLES: ReadonlySet<string> = new Set(['listitem', 'row', 'option', 'article']);
const OPENS: ReadonlySet<string> = new Set(['open', 'click', 'select', 'find']);
/** Verbs said of an item that open it as a click does ("read the invoice email"). */
const OPEN_WORDS: ReadonlySet<string> = new Set(['read', 'view']);
/** Roles of a control that sets a state of the item rather than opening it. */
const STATE_CONTROLS: ReadonlySet<string> = new Set(['checkbox', 'switch', 'radio']);
/** Roles of an item's own controls. */
const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem', 'switch']);
/** Words of a topic that say nothing of which item. */
const NOT_TOPIC: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'about', 'on', 'for', 'to', 'in', 'with', 'that', 'this', 'is', 'are', 'was', 'were', 'being', 'be', 'been', 'it', 'its', 'and', 'or']);
/** Kind words of an item said as what it is, beyond ITEM_KIND_WORDS ("Aiko's question", "the reminder about …"). */
const SAID_KINDS: ReadonlySet<string> = new Set([...ITEM_KIND_WORDS, 'question', 'answer', 'reply', 'comment', 'reminder', 'announcement', 'review', 'request', 'notification', 'update']);
/** Words a step adds after the item that say nothing of it ("add a thumbs up to … too"). */
const TRAILING: ReadonlySet<string> = new Set(['too', 'also', 'again', 'please']);
/** Words naming what a control is, said after its own words ("the security label", "the More actions button"). */
const CONTROL_KINDS: ReadonlySet<string> = new Set(['button', 'label', 'chip', 'tag', 'link', 'icon', 'control', 'menu']);
/** Words a page writes before an author's name: "From: Ana", "Sender: Ana", "Started by Ana", "posted by Ana". */
const AUTHOR_LEAD = /^(?:(?:from|sender|author)\s*:|(?:(?:started|posted|written|sent|asked|opened|created|submitted|reported)\s+)?by)\s+/i;
/** What marks the signed-in user's own items: "(you)" after a name, or "You" / "Me" as the name. */
const MINE = /^(?:you|me)$|\((?:you|me)\)$/i;

/** The item as said: its kind word, and who wrote it, what it is about, or that it is the user's own. */
interface ItemSaid {
  kind: string;
  person?: string;
  topic?: string[];
  mine?: boolean;
  /** The words as said, for a hand-over. */
  phrase: string;
}

/** What to do to it: open it, a verb of its own, or a control said on it. */
type Wanted = { open: true } | { verb: string } | { control: string[]; verb?: string };

/**
 * Words that say an item's state or place, not what it is about ("the unread email", "the new
 * message", "the last comment"): a page seldom writes them in the item's words, and when it does
 * they say nothing of which item is meant. A phrase holding one is not read as a topic.
 */
const STATE_WORDS: ReadonlySet<string> = new Set(['new', 'newest', 'latest', 'last', 'first', 'next', 'previous', 'recent', 'old', 'oldest', 'unread', 'read', 'starred', 'unstarred', 'pinned', 'selected', 'current', 'other', 'same', 'open', 'closed', 'top', 'bottom', 'above', 'below', 'second', 'third', 'this', 'that']);
/** Kind words of a place, not an item ("the Sent folder": the navigation's). */
const PLACE_KINDS: ReadonlySet<string> = new Set(['folder', 'project', 'album', 'playlist', 'chapter', 'stage', 'phase', 'sprint', 'chat', 'conversation', 'bar', 'step', 'slot', 'session']);

/** An item phrase ("aiko s question", "the reminder about the office being closed", "my message"), read from its raw words. */
function itemPhrase(raw: string): ItemSaid | undefined {
  const text = raw.trim().replace(/[.!]+$/, '');
  const possessive = /^(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)['’]s\s+(.+)$/u.exec(text);
  let all = words(normalize(possessive ? possessive[2]! : text));
  while (all.length && TRAILING.has(all.at(-1)!)) all = all.slice(0, -1);
  while (all.length && (all[0] === 'the' || all[0] === 'a' || all[0] === 'an')) all = all.slice(1);
  if (!all.length) return undefined;
  const phrase = text;
  if (possessive) {
    const kind = all.at(-1)!;
    if (!SAID_KINDS.has(kind)) return undefined;
    const topic = all.slice(0, -1).filter((w) => !NOT_TOPIC.has(w));
    if (topic.some((w) => STATE_WORDS.has(w))) return undefined;
    return { kind, person: possessive[1]!, ...(topic.length ? { topic } : {}), phrase };
  }
  if (all[0] === 'my' && all.length === 2 && SAID_KINDS.has(all[1]!)) return { kind: all[1]!, mine: true, phrase };
  const about = all.indexOf('about');
  if (about > 0 && about < all.length - 1) {
    const before = all.slice(0, about);
    const kind = before.at(-1)!;
    // "the reminder about …": the kind word, when no item kind, is a word of the item too.
    const topic = [...before.filter((w) => !NOT_TOPIC.has(w) && !ITEM_KIND_WORDS.has(w)), ...all.slice(about + 1).filter((w) => !NOT_TOPIC.has(w))];
    return topic.length && !topic.some((w) => STATE_WORDS.has(w)) ? { kind, topic, phrase } : undefined;
  }
  const kind = all.at(-1)!;
  if (all.length < 2 || !SAID_KINDS.has(kind) || PLACE_KINDS.has(kind)) return undefined;
  const topic = all.slice(0, -1).filter((w) => !NOT_TOPIC.has(w));
  return topic.length && !topic.some((w) => STATE_WORDS.has(w)) ? { kind, topic, phrase } : undefined;
}

function saidOf(form: StepForm, kind: 'act' | 'observe'): { item: ItemSaid; wanted: Wanted } | undefined {
  const t = form.target;
  const scope = form.scope;
  if (!t || t.ordinal !== undefined || t.exact) return undefined;
  if (form.verb === 'find' && kind !== 'observe') return undefined;
  const verbWord = normalize(form.said);
  const opens = OPENS.has(form.verb) || (form.verb === 'do' && OPEN_WORDS.has(verbWord));
  // "open the message from Chen Wei", "star the message from Dana Smith".
  if (scope?.relation === 'from') {
    if (!scope.name || scope.kind || form.value !== undefined) return undefined;
    const noun = normalize(t.whole ?? t.name);
    if (!SAID_KINDS.has(noun)) return undefined;
    const item = { kind: noun, person: scope.name, phrase: `${noun} from ${scope.name}` };
    if (opens) return { item, wanted: { open: true } };
    if (form.verb === 'do' && kind === 'act' && /^\p{L}{3,}$/u.test(form.said)) return { item, wanted: { verb: verbWord } };
    return undefined;
  }
  // "add a reaction to Aiko's question", "add a thumbs up to Priya's stand-up message": a control of the item the value names.
  if (form.verb === 'add' && form.frame === 'value-to' && form.value && !scope && kind === 'act') {
    const item = itemPhrase(t.raw);
    const control = words(normalize(form.value)).filter((w) => !NOT_TOPIC.has(w));
    return item && control.length ? { item, wanted: { control, verb: 'add' } } : undefined;
  }
  if (form.value !== undefined) return undefined;
  // "open more actions on my message", "click the security label on the login form issue", "open the thread on the staging deploy message".
  if (scope && (scope.relation === 'on' || scope.relation === 'in' || scope.relation === 'of') && !scope.kind && (form.verb === 'open' || form.verb === 'click' || (form.verb === 'find' && kind === 'observe'))) {
    const item = itemPhrase(scope.name);
    const control = words(normalize(t.raw)).filter((w) => !NOT_TOPIC.has(w));
    return item && control.length ? { item, wanted: { control } } : undefined;
  }
  if (scope) return undefined;
  // "reply in thread to Aiko's question": the control is the verb and the words before "to".
  if (form.verb === 'do' && kind === 'act') {
    const to = /^(.*?)\s+to\s+(.+)$/i.exec(t.raw.trim());
    if (to && to[1]!.trim()) {
      const item = itemPhrase(to[2]!);
      if (item) return { item, wanted: { control: [verbWord, ...words(normalize(to[1]!)).filter((w) => !NOT_TOPIC.has(w))], verb: verbWord } };
    }
  }
  const item = itemPhrase(t.raw);
  if (!item) return undefined;
  if (opens) return { item, wanted: { open: true } };
  if (form.verb === 'do' && kind === 'act' && /^\p{L}{3,}$/u.test(form.said)) return { item, wanted: { verb: verbWord } };
  return undefined;
}

/**
 * The item's own words: the text it shows, its links' and clickable parts' too (a subject drawn as a
 * link), not what its buttons, boxes and fields say.
 */
export function ownWords(item: SnapshotNode): string {
  const out: string[] = [];
  const visit = (n: SnapshotNode) => {
    if (n !== item && ACTIONABLE_ROLES.has(n.role) && n.role !== 'link') return;
    if (n.role === 'text') out.push(n.text ?? '');
    else if (n !== item && !n.children.length) out.push(n.text ?? n.name ?? '');
    for (const c of n.children) visit(c);
  };
  visit(item);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** Whether the step says an item by its author, "my" or its topic, with an action on it (other rules leave such a step to this one). */
export const saysItem = (form: StepForm, kind: 'act' | 'observe'): boolean => saidOf(form, kind) !== undefined;

/** A run of alike plain boxes: siblings of one role with the same parts (their children's roles), two or more, each holding a control. */
export function alikeBoxes(index: PageIndex): Set<SnapshotNode> {
  const out = new Set<SnapshotNode>();
  const shape = (n: SnapshotNode) => `${n.role}:${n.children.map((c) => c.role).join(' ')}`;
  for (const parent of index.order) {
    if (parent.children.length < 2) continue;
    const byShape = new Map<string, SnapshotNode[]>();
    for (const c of parent.children) {
      if ((c.role !== 'generic' && c.role !== 'group') || !c.children.length || isActionable(c)) continue;
      const key = shape(c);
      byShape.set(key, [...(byShape.get(key) ?? []), c]);
    }
    for (const run of byShape.values()) {
      if (run.length < 2 || !run.every((c) => ownWords(c) && subtree(c).some((n) => n !== c && n.ref && isActionable(n)))) continue;
      for (const c of run) out.add(c);
    }
  }
  return out;
}

/** The page's items: list items, rows of data, options, articles, and runs of alike boxes. */
function pageItems(index: PageIndex): SnapshotNode[] {
  const boxes = alikeBoxes(index);
  return index.order.filter((n) => (ITEM_ROLES.has(n.role) && !(n.role === 'row' && isHeaderRow(n))) || boxes.has(n));
}

/** The texts of an item that name who wrote it: its own name's first part, its headings, image names, and leaves that are a name alone (or "From: …"). */
function authorTexts(item: SnapshotNode): string[] {
  const out: string[] = [];
  if (item.name) out.push(item.name.split(',')[0]!);
  const visit = (n: SnapshotNode) => {
    if (n !== item && ACTIONABLE_ROLES.has(n.role)) return;
    if (n.role === 'heading' || n.role === 'img') out.push(n.name ?? ownText(n));
    else if (n !== item && !n.children.length) out.push(n.text ?? n.name ?? '');
    for (const c of n.children) visit(c);
  };
  visit(item);
  // A name alone: a short text of capitalised words (a person, a team), less a lead ("From:").
  return out.map((s) => s.trim().replace(AUTHOR_LEAD, '')).filter((s) => s && s.length <= 60 && !/[.!?;]$/.test(s));
}

/** Whether one of the item's author texts is the person said: the name whole, or a name that starts with it ("Aiko" for "Aiko Tanaka"), "(you)" after it allowed. */
function byPerson(item: SnapshotNode, person: string): boolean {
  const said = words(normalize(person));
  return authorTexts(item).some((text) => {
    const own = words(normalize(text.replace(/\s*\((?:you|me)\)\s*$/i, '')));
    if (own.length > 4 || own.length < said.length) return false;
    return said.every((w, i) => own[i] === w) && (own.length === said.length || said.length === 1);
  });
}

/** Whether the item's author text marks it as the signed-in user's own. */
const isMine = (item: SnapshotNode) => authorTexts(item).some((text) => MINE.test(text.trim()));

/** Whether each word of the topic is a word of the item's own text (a plural as its singular). */
function aboutTopic(item: SnapshotNode, topic: readonly string[]): boolean {
  const own = new Set(words(normalize(ownWords(item))));
  return topic.every((w) => nounForms(w).some((f) => own.has(f)) || [...own].some((o) => nounForms(o).includes(w)));
}

/** All an item shows, its controls' names too, to name it in a hand-over. */
const shown = (n: SnapshotNode) => subtree(n).filter((c) => c !== n && !c.children.length).map((c) => c.text ?? c.name ?? '').join(' ').replace(/\s+/g, ' ').trim();

/** A control's words: its name, else (a sign, an emoji) its tooltip. */
function controlName(n: SnapshotNode, ctx: RuleContext): string {
  const name = n.name ?? ownText(n);
  if (/\p{L}{2,}/u.test(name)) return normalize(name);
  return normalize(ctx.book.facts(n)?.title ?? name);
}

/** The item's enabled controls (not inside another control of it). */
const controlsOf = (item: SnapshotNode) => subtree(item).filter((n) => n !== item && n.ref && CONTROL_ROLES.has(n.role) && !n.disabled);

/** The control of the item a verb of its own names: one whose name starts with the verb ("Star", "Star message"), or, for "unstar", a pressed toggle named by the verb without "un". */
function controlForVerb(item: SnapshotNode, verb: string, ctx: RuleContext): SnapshotNode[] {
  const controls = controlsOf(item);
  const first = (n: SnapshotNode) => words(controlName(n, ctx))[0];
  const direct = controls.filter((n) => first(n) === verb);
  if (direct.length) return direct;
  const undo = verb.startsWith('un') ? verb.slice(2) : undefined;
  return undo ? controls.filter((n) => first(n) === undo && (n.pressed === true || n.checked === true)) : [];
}

/** The item's controls whose name says every word asked (a control kind word, "label", may be left out): a name that is those words exactly first, then one that starts with the verb, then any. */
function controlForWords(item: SnapshotNode, asked: readonly string[], verb: string | undefined, ctx: RuleContext): SnapshotNode[] {
  const controls = controlsOf(item);
  const says = (name: string, list: readonly string[]) => {
    const own = words(name);
    return list.every((w) => own.some((o) => o === w || nounForms(w).includes(o) || nounForms(o).includes(w)));
  };
  const forms = [asked, asked.filter((w) => !CONTROL_KINDS.has(w))].filter((l, i, all) => l.length && (i === 0 || l.length !== all[0]!.length));
  for (const list of forms) {
    const fits = controls.filter((n) => says(controlName(n, ctx), list));
    if (!fits.length) continue;
    const exact = fits.filter((n) => words(controlName(n, ctx)).join(' ') === list.join(' '));
    if (exact.length) return exact;
    const led = verb ? fits.filter((n) => words(controlName(n, ctx))[0] === verb) : [];
    return led.length ? led : fits;
  }
  return [];
}

/** The item's closed menu buttons (aria-expanded false, read from the page when the snapshot has none). */

/** What the step does to the one item: a click on it, on its control, or on its menu button then the entry. */
function planFor(item: SnapshotNode, asked: ItemSaid, wanted: Wanted, ctx: RuleContext): RuleFound | RuleHandover {
  const what = asked.person ? `the ${asked.kind} from "${asked.person}"${asked.topic ? ` about "${asked.topic.join(' ')}"` : ''}` : asked.mine ? `your ${asked.kind}` : `the ${asked.kind} about "${asked.topic!.join(' ')}"`;
  const candidates = [{ role: item.role, name: (ownWords(item) || item.name || '').slice(0, 60), score: 1, why: asked.person ? `its author is "${asked.person}"` : asked.mine ? 'its author is marked as you' : `its words say "${asked.topic!.join(' ')}"` }];
  const facts = [`${what}: ${said(item)}`];
  const before = ctx.book.misses;
  // A pressed toggle clicked for its un-verb ("unstar" for a pressed Star) must read released afterwards.
  const done = (control: SnapshotNode, releases = false): RuleFound => {
    const description = ctx.kind === 'observe' ? `${said(control)} of ${what}` : `click ${said(control)} of ${what}`;
    return { actions: [{ ref: control.ref!, method: 'click', arguments: [], description, ...(releases ? { effect: { checked: false } } : {}) }], candidates, facts: [...facts, `its control: ${said(control)}`] };
  };
  if ('open' in wanted) {
    if (item.ref && isActionable(item)) return done(item);
    const links = subtree(item).filter((n) => n !== item && n.ref && n.role === 'link');
    // A clickable part of the item, not inside one of its controls (a box's own drawn parts).
    const inControl = (n: SnapshotNode) => ancestors(ctx.index, n).some((a) => a !== item && subtree(item).includes(a) && (STATE_CONTROLS.has(a.role) || a.role === 'button'));
    const opens = links.length ? links : subtree(item).filter((n) => n !== item && n.ref && isActionable(n) && !STATE_CONTROLS.has(n.role) && n.role !== 'button' && !inControl(n));
    if (opens.length !== 1) return { handover: `${what} shows no one control that opens it${opens.length ? ` (${opens.slice(0, 3).map(said).join(', ')})` : ''}: name what to click`, near: true };
    return done(opens[0]!);
  }
  if ('control' in wanted) {
    const found = controlForWords(item, wanted.control, wanted.verb, ctx);
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of the item\'s controls', near: true };
    if (found.length !== 1) {
      const held = controlsOf(item).map((n) => controlName(n, ctx) || n.role);
      return { handover: `${what} has ${found.length ? `${found.length} controls` : 'no control'} named "${wanted.control.join(' ')}"${found.length ? ` (${found.map(said).join(', ')})` : ''}${held.length ? ` (it holds: ${held.slice(0, 6).join(', ')})` : ''}: say which control to click`, near: true };
    }
    return done(found[0]!);
  }
  const verb = wanted.verb;
  const found = controlForVerb(item, verb, ctx);
  if (ctx.book.misses > before) return { handover: 'reading the tooltips of the item\'s controls', near: true };
  if (found.length > 1) return { handover: `${what} has ${found.length} controls to ${verb} it (${found.map(said).join(', ')}): say which to click`, near: true };
  if (found.length === 1) return done(found[0]!, words(controlName(found[0]!, ctx))[0] !== verb);
  const menus = menuButtons(item, ctx);
  if (ctx.book.misses > before) return { handover: 'reading which of the item\'s buttons open a menu', near: true };
  if (menus.length !== 1) return { handover: `${what} has no controls to ${verb} it${menus.length ? ` and ${menus.length} menu buttons (${menus.map(said).join(', ')})` : ' and no menu button'}: say which to click`, near: true };
  const opener = menus[0]!;
  return {
    actions: [openMenuThenPick(opener, what, verb, [[verb]], 'item-from')],
    candidates,
    facts: [...facts, `no control of it is named "${verb}"; its menu button: ${said(opener)}`],
  };
}

export const itemFrom: WidgetRule = {
  fallback: true,
  info: {
    name: 'item-from',
    does: 'An item of a list said by who wrote it ("the message from Chen Wei", "Aiko\'s question", "my message"), by what it is about ("the invoice email", "the reminder about the office closing"), or both, then acted on: opened by a click on it (or its one link), its control named by the step\'s verb ("star" → Star; else its one menu button and the entry saying the verb), or the control the step names on it ("more actions on my message", "add a reaction to …").',
    when: '"open the message from Chen Wei", "star the message from Dana Smith", "read the invoice email", "pin the dark mode issue", "add a reaction to Aiko\'s question", "reply in thread to Aiko\'s question", "open more actions on my message", "click the security label on the login form issue": the item is said with a kind word (message, email, issue, question, reminder, …) and a person, "my", or topic words.',
    evidence: 'Items are list items, rows, options, articles, or a run of two or more alike boxes (same role, same parts) each holding a control. A person counts only where the item marks its author (its name\'s first part, a heading, an image\'s name, a text that is a name alone or "From: …"); "my" only where an author is marked "(you)" or "You"; every topic word must be a word of the item\'s own text (a state or place word, "the new …", "the unread …", is no topic, and a place kind, "the Sent folder", is the navigation\'s). Exactly one item (innermost) fits, else it hands over naming them; to open it, the item is clickable or holds one link or clickable part; a verb needs one enabled control whose name (or, for a sign, tooltip) starts with it (for "unstar", one pressed Star), else one closed menu button whose menu has one entry saying the verb; a control said needs one control of the item whose name says its words. None hands over.',
    example: {
      html: '<ul aria-label="Inbox"><li><a href="#m1">Quarterly report</a> <span>Ann Lee</span> <button aria-pressed="false">Star</button></li><li><a href="#m2">Team lunch</a> <span>Bo Chen</span> <button aria-pressed="false">Star</button></li></ul>',
      step: 'star the message from Bo Chen',
      action: 'click button "Star" of the message from "Bo Chen"',
    },
  },
  applies: (form, kind) => saidOf(form, kind) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { item: asked, wanted } = saidOf(form, ctx.kind)!;
    let items = pageItems(ctx.index);
    if (asked.person) items = items.filter((n) => byPerson(n, asked.person!));
    if (asked.mine) {
      const marked = items.filter(isMine);
      if (!marked.length) return items.length ? { handover: `the page does not say which ${asked.kind}s are yours (no author is marked "(you)" or "You"): say whose ${asked.kind} it is or what it says`, near: true } : undefined;
      items = marked;
    }
    if (asked.topic) items = items.filter((n) => aboutTopic(n, asked.topic!));
    items = items.filter((n) => !items.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
    if (!items.length) return undefined;
    const reading = (out: RuleFound | RuleHandover) => 'handover' in out && /^reading /.test(out.handover);
    // One item shown in two views (a list and a board: the same title, its links going to one place): the view that has what the step needs.
    if (items.length > 1 && sameItem(items)) {
      const plans = items.map((n) => planFor(n, asked, wanted, ctx));
      const waiting = plans.find(reading);
      if (waiting) return waiting;
      const fit = plans.filter((p) => !('handover' in p));
      if (fit.length === 1 || ('open' in wanted && fit.length === items.length)) return fit[0]!;
    }
    if (items.length > 1 && asked.person && !asked.topic) return { handover: `${items.length} ${asked.kind}s are from "${asked.person}" (${items.slice(0, 3).map((n) => `"${shown(n).slice(0, 50)}"`).join(', ')}): say which (by its subject or place)`, near: true };
    if (items.length > 1) return { handover: `${items.length} items fit "${asked.phrase}" (${items.slice(0, 3).map((n) => `"${shown(n).slice(0, 50)}"`).join(', ')}): say which (by its ${asked.person ? 'subject' : 'sender'}, its words or its place)`, near: true };
    return planFor(items[0]!, asked, wanted, ctx);
  },
};
