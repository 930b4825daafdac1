import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { HintBook } from '../hints.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import type { RuleInfo } from '../rule-info.js';

/**
 * Menus that must be opened before their items exist (APG menu button and disclosure
 * navigation): "click Logout in the user menu", "open the Components menu and click Cards",
 * "go to Components > Cards". The opener is resolved by the other rules ("open the user menu");
 * its item is one of the controls its part holds hidden while it is closed, read from the page.
 * Two actions: open, then click the item once shown.
 */
export const MENU_PICK: RuleInfo = {
  name: 'menu-pick',
  does: 'Opens a menu, then picks an item it shows only when open: the opener by the other rules, the item among the hidden controls of the opener\'s part.',
  when: '"click Logout in the user menu", "open the Components menu and click Cards", "open Components and then Cards" (the item alone after "then"), "Components > Cards in the sidebar" (the place said last or first), "go to Components > Cards", "Edit > Cut" (the path alone), "from the Edit menu choose Paste" (the menu said first), "use the Edit menu to copy" (the verb is the item), "open Technician hours from the Reports menu", "create a new work order from the Work orders menu" (a verb the item does, its words after it), "click Edit, then Copy" (the item said alone after a click), "select Paste in the Edit dropdown" (a dropdown whose opener is a button).',
  evidence: 'The opener resolves to one control with an aria-expanded state, closed; the smallest part holding it holds hidden controls, and exactly one says the item\'s name (clearly ahead of the others). An opener with no state (a toolkit\'s trigger that says it only once opened): the nearest part around it that holds two or more controls hidden, climbing at most three parts up through parts that show no other control. A "dropdown" is a menu only when its opener is a button; a part after "then" that says a verb of its own is no item.',
  example: {
    html: '<ul><li><button aria-expanded="false" aria-haspopup="true" onclick="this.nextElementSibling.hidden=false;this.setAttribute(\'aria-expanded\',\'true\')">Ann Lee</button><div hidden><a href="#p">Profile</a><a href="#o">Logout</a></div></li></ul>',
    step: 'click Logout in the Ann Lee menu',
    action: 'expand with click button "Ann Lee", then click the menu item "Logout"',
  },
};

const PICK = '(?:click|pick|choose|select|tap)(?:\\s+on)?';
/** A second part that says a verb of its own ("click Save, then close the dialog") is no menu item. */
const THEN_VERB = /^(?:open|close|type|fill|enter|press|go|save|check|tick|untick|uncheck|toggle|expand|collapse|hover|scroll|wait|clear|set|find|drag|submit|confirm|cancel|delete|remove)\b/i;

/**
 * "Utilities > Borders in the sidebar": a part of the page's navigation said last is where the opener is,
 * not a part of the item's name ("open Utilities in the sidebar", then "Borders").
 */
const PLACE = String.raw`((?:[\p{L}-]+\s+){0,2}?(?:sidebar|side\s+bar|side\s+menu|navbar|nav\s+bar|navigation|top\s+bar|menu\s+bar|menubar|header|toolbar))`;
const PLACE_LAST = new RegExp(String.raw`\s+(?:in|on|from)\s+the\s+${PLACE}$`, 'iu');
/** "in the sidebar, open Forms and then General Elements": the place said first. */
const PLACE_FIRST = new RegExp(String.raw`^(?:in|on|from)\s+the\s+${PLACE}\s*,\s*(\S.*)$`, 'iu');

/** The opener's step and the item, or undefined when the step is not of this shape. */
export function menuPickParts(instruction: string): { open: string; item: string; buttonOnly?: boolean } | undefined {
  const first = instruction.trim().match(PLACE_FIRST);
  if (first) {
    const parts = menuPickSaid(first[2]!);
    if (!parts || PLACE_LAST.test(parts.open) || PLACE_LAST.test(parts.item)) return undefined;
    return { ...parts, open: `${parts.open} in the ${first[1]}` };
  }
  const parts = menuPickSaid(instruction);
  const place = parts?.item.match(PLACE_LAST);
  if (!parts || !place || !parts.item.slice(0, place.index).trim() || PLACE_LAST.test(parts.open)) return parts;
  return { ...parts, open: `${parts.open} in the ${place[1]}`, item: parts.item.slice(0, place.index).trim() };
}

function menuPickSaid(instruction: string): { open: string; item: string; buttonOnly?: boolean } | undefined {
  const text = instruction.trim().replace(/[.!]+$/, '');
  let m = text.match(new RegExp(`^((?:open|expand|show)\\s+.+?)\\s*,?\\s+(?:and(?:\\s+then)?|then)\\s+${PICK}\\s+(.+)$`, 'i'));
  if (m) return { open: m[1]!, item: m[2]! };
  // "open Tools and then Backup": the item said alone after "then" (no verb of its own), as after a click.
  m = text.match(/^((?:open|expand)\s+.+?)\s*,?\s+(?:and\s+)?then\s+(?:the\s+)?(.+)$/i);
  if (m && !THEN_VERB.test(m[2]!) && m[2]!.split(/\s+/).length <= 4) return { open: m[1]!, item: m[2]! };
  // "click Edit, then Copy": a click on the opener, then its item said alone (or with a pick verb).
  m = text.match(new RegExp(`^((?:click|tap)\\s+(?:on\\s+)?.+?)\\s*,?\\s+(?:and\\s+)?then\\s+(?:${PICK}\\s+)?(.+)$`, 'i'));
  if (m && !THEN_VERB.test(m[2]!) && m[2]!.split(/\s+/).length <= 4) return { open: m[1]!, item: m[2]! };
  // "from the Country dropdown" is a list's option (a select): only a "menu" is opened first.
  m = text.match(new RegExp(`^${PICK}\\s+(.+?)\\s+(?:in|from|under|on)\\s+(?:the\\s+)?(.+?\\s+(?:menu|submenu))$`, 'i'));
  if (m) return { open: `open the ${m[2]}`, item: m[1]! };
  // "open Technician hours from the Reports menu", "create a new work order from the Work orders
  // menu": a verb the item itself does, its object the item's words ("a new work order" for New
  // work order; the article is no word of it).
  m = text.match(/^(?:open|run|start|create|make|add)\s+(?:an?\s+)?(.+?)\s+(?:from|in|under|on|via|through|using)\s+(?:the\s+)?(.+?\s+menu)$/i);
  if (m && !/\b(?:menu|submenu)$/i.test(m[1]!)) return { open: `open the ${m[2]}`, item: m[1]! };
  // "select Paste in the Edit dropdown": a dropdown is a menu only when its opener is a button (buttonOnly).
  m = text.match(new RegExp(`^${PICK}\\s+(.+?)\\s+(?:in|from|under|on)\\s+(?:the\\s+)?(.+?\\s+(?:dropdown|drop-down|drop down))$`, 'i'));
  if (m) return { open: `open the ${m[2]}`, item: m[1]!, buttonOnly: true };
  m = text.match(/^(?:go\s+to|open|navigate\s+to)\s+(.+?)\s*(?:>|›|→)\s*(.+)$/i);
  if (m && !/[>›→]/.test(m[2]!)) return { open: `open ${m[1]}`, item: m[2]! };
  // "Edit > Cut", "choose Edit > Cut": a path of two, its head a menu's opener (a head that is itself a menu item is submenu-path's).
  m = text.match(new RegExp(`^(?:${PICK}\\s+)?([^>›→]+?)\\s*(?:>|›|→)\\s*([^>›→]+)$`, 'i'));
  if (m && m[1]!.trim() && m[2]!.trim()) return { open: `open ${m[1]!.trim()}`, item: m[2]!.trim() };
  // "from the File menu, choose Save": the menu said first.
  m = text.match(new RegExp(`^(?:from|in)\\s+(?:the\\s+)?(.+?\\s+(?:menu|submenu))\\s*,?\\s+${PICK}\\s+(.+)$`, 'i'));
  if (m) return { open: `open the ${m[1]}`, item: m[2]! };
  // "use the Edit menu to copy": the verb is the item's name.
  m = text.match(/^use\s+(?:the\s+)?(.+?\s+menu)\s+to\s+(\p{L}+)$/iu);
  if (m) return { open: `open the ${m[1]}`, item: m[2]! };
  return undefined;
}

/**
 * The item among the hidden controls of the opener's part: a selector relative to that part
 * (which has a ref), or why not. `near`-style hand-overs while facts are read.
 */
export function hiddenItem(opener: SnapshotNode, item: string, index: PageIndex, book: HintBook): { part: SnapshotNode; selector: string; label: string; weighed: { name: string; score: number }[] } | { handover: string } | undefined {
  const name = item.replace(/^(?:the\s+)?/i, '').replace(/^["“](.*)["”]$/, '$1').replace(/\s+(?:item|link|option|entry|menu item)$/i, '').trim();
  if (!name) return undefined;
  const state = opener.expanded ?? book.facts(opener)?.expanded;
  if (state === undefined && !book.facts(opener)) return { handover: 'reading whether the opener opens a menu' };
  let parts = ancestors(index, opener).slice(0, 3).filter((part) => part.ref);
  if (state === undefined) {
    // No open/closed state: a menu drawn closed beside it (a toolkit's trigger that says its
    // state only once opened), the items read in the part that holds the opener alone.
    const drawn = drawnMenuPart(opener, index, book);
    if (!drawn || 'reading' in drawn) return drawn ? { handover: drawn.reading } : undefined;
    parts = [drawn.part];
  }
  // Every part's hidden controls asked for at once: one round of reading, not one per part.
  const before = book.misses;
  for (const part of parts) book.hiddenIn(part);
  if (book.misses > before) return { handover: 'reading the items the menu holds while closed' };
  for (const part of parts) {
    const hidden = book.hiddenIn(part)!;
    if (!hidden.length) continue;
    const scored = hidden.map((h) => ({ h, score: sameWords(name, h.label) ? 1 : nameScore(name, h.label) })).sort((a, b) => b.score - a.score);
    const best = scored[0]!;
    const weighed = scored.slice(0, 5).map((s) => ({ name: s.h.label, score: Math.round(s.score * 100) / 100 }));
    if (best.score < MIN_SCORE) return { handover: `the menu holds no item named "${name}" (it holds ${hidden.slice(0, 6).map((h) => `"${h.label}"`).join(', ')})` };
    if (scored[1] && scored[1].score > best.score - MIN_LEAD) return { handover: `the menu holds several items like "${name}": say the item's whole name` };
    return { part, selector: best.h.selector, label: best.h.label, weighed };
  }
  return undefined;
}

/** A spaced and a joined spelling of the same words: "log out" and "Logout", "sign in" and "Sign-in". */
export function sameWords(a: string, b: string): boolean {
  const joined = (s: string) => normalize(s).replace(/[\s-]+/g, '');
  return !!joined(a) && joined(a) === joined(b);
}

/** Ancestors climbed at most, looking for the part a menu drawn closed sits in. */
const MAX_CLIMB = 3;

/**
 * The part a menu drawn closed beside a control with no open/closed state sits in: the nearest of
 * its ancestors (with a ref, at most three up) that holds two or more controls hidden, where every
 * part climbed through shows no control but this one (a wrapper drawn around the trigger alone,
 * such as a toolkit's button host, is climbed through; a part that shows other controls ends the
 * climb, since hidden items there may be theirs). A toggle button (aria-pressed) opens no menu.
 * `reading` while the parts' hidden controls are read.
 */
export function drawnMenuPart(node: SnapshotNode, index: PageIndex, book: HintBook): { part: SnapshotNode; items: number } | { reading: string } | undefined {
  if (node.pressed !== undefined || book.facts(node)?.pressed !== undefined) return undefined;
  const own = new Set(subtree(node));
  const parts: SnapshotNode[] = [];
  for (const up of ancestors(index, node).slice(0, MAX_CLIMB)) {
    if (!up.ref) continue;
    // The nearest part is the control's own, whatever it shows; beyond it, only a part that shows no other control.
    if (parts.length && subtree(up).some((d) => d.ref && !own.has(d) && d !== up && isActionable(d))) break;
    parts.push(up);
  }
  const before = book.misses;
  for (const part of parts) book.hiddenIn(part);
  if (book.misses > before) return { reading: 'reading the items the menu holds while closed' };
  for (const part of parts) {
    const hidden = book.hiddenIn(part)!;
    if (hidden.length >= 2) return { part, items: hidden.length };
  }
  return undefined;
}
