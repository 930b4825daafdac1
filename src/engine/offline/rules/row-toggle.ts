import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { containsPhrase, normalize, words } from '../text.js';
import { ordinalWord, toggleGroup } from '../vocabulary.js';
import { isHeaderRow, keyedRows } from './grid-rows.js';
import { itemText } from './item-control.js';
import { alikeBoxes, ownWords } from './item-from.js';
import { partsNamedBy, type Part } from './nth-item.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An item's own toggle said by what it does: "star Grace Mensah", "unpin the Q3 plan", "add Ana to
 * favourites", "remove Ana from bookmarks". The item (a row, list item or article) naming X, its one
 * toggle (a button with aria-pressed, a switch or a checkbox) named by the verb's word or a synonym
 * (vocabulary.ts, TOGGLE_VERBS), set to the state the verb says.
 */

const ITEM_ROLES: ReadonlySet<string> = new Set(['row', 'listitem', 'article']);

interface ToggleSaid {
  item: string;
  /** The item said by its place among the things of its kind ("the third message"): 1-based, negative from the end. */
  ordinal?: number;
  group: readonly string[];
  /** The state asked: on (star, pin, add to) or off (unstar, remove from). */
  on: boolean;
  /** The verb as a tester says it, for the reasons given. */
  verb: string;
}

export function toggleSaid(form: StepForm): ToggleSaid | undefined {
  const t = form.target;
  if (!t || t.kind) return undefined;
  // "star the third message": one noun counted, no other words.
  if (t.ordinal !== undefined && (words(t.name).length !== 1 || form.scope || form.verb !== 'do' || form.value !== undefined)) return undefined;
  // "star X", "unstar X".
  if (form.verb === 'do' && form.value === undefined && t.raw) {
    const verb = form.said.toLowerCase();
    const off = verb.startsWith('un');
    const group = toggleGroup(off ? verb.slice(2) : verb);
    // "star Blue in Green": a name with a preposition in it reads as a scope; the item is the whole.
    const scope = form.scope;
    if (scope && (scope.kind || !scope.name)) return undefined;
    const item = scope ? `${t.raw} ${scope.relation} ${scope.name}` : t.raw;
    if (t.ordinal !== undefined) return group ? { item: t.name, ordinal: t.ordinal, group, on: !off, verb } : undefined;
    return group ? { item, group, on: !off, verb } : undefined;
  }
  // "add X to favourites", "remove X from favourites": the list named by a toggle's word.
  const list = (name: string) => {
    const w = words(name).filter((x) => x !== 'my' && x !== 'the');
    return w.length === 1 ? toggleGroup(w[0]!) : undefined;
  };
  if (form.verb === 'add' && form.frame === 'value-to' && form.value && !form.scope) {
    const group = list(t.raw);
    return group ? { item: form.value, group, on: true, verb: `add to ${t.raw}` } : undefined;
  }
  if (form.verb === 'remove' && form.scope?.relation === 'from' && form.scope.name && !form.scope.kind && form.value === undefined) {
    const group = list(form.scope.name);
    return group ? { item: t.raw, group, on: false, verb: `remove from ${form.scope.name}` } : undefined;
  }
  return undefined;
}

/**
 * The items a noun counts ("the third message"): in the one part the noun names (nth-item's
 * partsNamedBy: a table's column, a named list or landmark, a heading), its items (rows, list items,
 * articles, outermost; else its run of alike plain boxes), two or more. Undefined when no part says
 * the noun; a hand-over when two do, or the part's items are not one run.
 */
function countedItems(index: PageIndex, noun: string): { items: SnapshotNode[]; part: Part } | { handover: string } | undefined {
  const level = partsNamedBy(noun, index).find((l) => l.length) ?? [];
  if (!level.length) return undefined;
  const inner = level.filter((p) => !level.some((q) => q !== p && q.nodes.length < p.nodes.length && q.nodes.every((n) => p.nodes.includes(n))));
  if (inner.length > 1) return { handover: `${inner.length} parts say "${noun}" (${inner.map((p) => p.why).join(', ')}): say which ("the first ${noun} in …")` };
  const part = inner[0]!;
  const inPart = new Set(part.nodes);
  let items = part.nodes.filter((n) => ITEM_ROLES.has(n.role) && !(n.role === 'row' && isHeaderRow(n)));
  items = items.filter((n) => !ancestors(index, n).some((a) => inPart.has(a) && items.includes(a)));
  if (items.length < 2) {
    const boxes = alikeBoxes(index);
    items = part.nodes.filter((n) => boxes.has(n) && !ancestors(index, n).some((a) => inPart.has(a) && boxes.has(a)));
  }
  // One run: the items share one parent (a list's items, a table's rows), else the count is a guess.
  const parents = new Set(items.map((n) => index.parent.get(n)));
  if (items.length < 2 || parents.size !== 1) return { handover: `${part.why} holds no one list of ${noun}s to count: say the ${noun} by its name` };
  return { items, part };
}

/** An item's words for a reason: its own text, else (a box whose words lie in a clickable part) its words with that part's. */
const shownOf = (n: SnapshotNode) => itemText(n) || ownWords(n);

/** A name that is only a sign: no letter or digit in it. */
const signOnly = (name: string) => !!name && !/[\p{L}\p{N}]/u.test(name);

/** A control that may have an on/off state of its own: a button (its aria-pressed read from the page), a switch, a checkbox. */
const mayToggle = (n: SnapshotNode) => !!n.ref && (n.role === 'button' || n.role === 'switch' || n.role === 'checkbox');

export const rowToggle: WidgetRule = {
  info: {
    name: 'row-toggle',
    does: 'Sets an item\'s own toggle said by what it does ("star Grace Mensah", "remove Ana from favourites"): in the one row, list item or article naming the item, the toggle named by the verb or an everyday synonym (star, favourite, bookmark), pressed or released as the verb says.',
    when: '"star X", "unstar X", "pin X", "mute X", "add X to favourites", "remove X from bookmarks", or the item by its place ("star the third message"): no control is named the whole step.',
    evidence: 'Exactly one item (innermost) whose own words say X, or the nth item of the one part whose name says the noun counted (a named list or region, a table\'s column, a heading: nth-item\'s parts), its items one run (rows, list items, articles, else alike plain boxes) under one parent; in it, exactly one toggle (a button with aria-pressed, a switch or a checkbox) whose name (or, for a toggle drawn as a sign such as ☆, its tooltip) says the verb\'s word or its synonym. A toggle already in the state asked hands over saying so (a box or switch is set, which leaves it as it is). Afterwards the toggle is in that state.',
    example: {
      html: '<ul aria-label="Playlist"><li>Blue in Green <button aria-pressed="false">Bookmark</button></li><li>So What <button aria-pressed="false">Bookmark</button></li></ul>',
      step: 'star So What',
      action: 'click button "Bookmark" of the item "So What"',
    },
  },
  applies: (form, kind) => kind === 'act' && toggleSaid(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { item: name, ordinal, group, on, verb } = toggleSaid(form)!;
    if (ordinal !== undefined) {
      const counted = countedItems(ctx.index, name);
      if (!counted) return undefined;
      if ('handover' in counted) return { ...counted, near: true };
      const { items, part } = counted;
      const picked = ordinal > 0 ? items[ordinal - 1] : items[items.length + ordinal];
      if (!picked) return { handover: `asked for the ${ordinalWord(ordinal)} ${name}, ${part.why} holds ${items.length}: say which by its name`, near: true };
      return toggleIn(ctx, [picked], `the ${ordinalWord(ordinal)} ${name}`, group, on, verb);
    }
    const key = normalize(name);
    let items = ctx.index.order.filter((n) => ITEM_ROLES.has(n.role) && containsPhrase(normalize(itemText(n)), key));
    items = items.filter((n) => !items.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
    // A list drawn as alike plain boxes (no list roles): the box whose own words say the name.
    if (!items.length) {
      const boxes = [...alikeBoxes(ctx.index)].filter((n) => containsPhrase(normalize(ownWords(n)), key));
      items = boxes.filter((n) => !boxes.some((o) => o !== n && ancestors(ctx.index, o).includes(n)));
    }
    // No item says the words: a table's row said by another column's value ("the file modified on 2026-10-07").
    if (!items.length) items = keyedRows(ctx.index, name).rows;
    if (!items.length) return undefined;
    return toggleIn(ctx, items, name, group, on, verb);
  },
};

/** The one toggle of the verb's group in one of `items` (the item said as `name`), set as the verb says. */
function toggleIn(ctx: RuleContext, items: SnapshotNode[], name: string, group: readonly string[], on: boolean, verb: string): RuleFound | RuleHandover {
  // A button is a toggle when the page says it is pressed or not (aria-pressed; the snapshot shows only "pressed").
  const before = ctx.book.misses;
  const stateOf = (n: SnapshotNode): boolean | undefined => (n.role === 'button' ? (n.pressed === true ? true : ctx.book.facts(n)?.pressed) : n.checked === true);
  // A toggle drawn as a sign ("☆", "★") is named by its tooltip ("Star"): the page's title read for it.
  const says = (n: SnapshotNode) => {
    const name = n.name ?? ownText(n);
    const tip = signOnly(name) ? ctx.book.facts(n)?.title ?? '' : '';
    // A toggle named by the state it would leave ("Unstar" while starred) says the verb's word too.
    return words(`${name} ${tip}`).some((w) => toggleGroup(w) === group || (w.startsWith('un') && toggleGroup(w.slice(2)) === group));
  };
  const toggles = (item: SnapshotNode) => subtree(item).filter((n) => n !== item && mayToggle(n) && says(n) && stateOf(n) !== undefined);
  items.forEach(toggles);
  if (ctx.book.misses > before) return { handover: 'reading which of the item\'s buttons are toggles', near: true };
  const withToggle = items.filter((i) => toggles(i).length);
  if (!withToggle.length) return { handover: `the item "${shownOf(items[0]!).slice(0, 50)}" has no ${group[0]} toggle (a button with a pressed state, a switch or a checkbox named ${group.map((g) => `"${g}"`).join(' or ')}): say which control to click`, near: true };
  if (withToggle.length > 1) return { handover: `${withToggle.length} items say "${name}" (${withToggle.slice(0, 3).map((i) => `"${shownOf(i).slice(0, 40)}"`).join(', ')}): say which by a word only it has`, near: true };
  const item = withToggle[0]!;
  const found = toggles(item);
  if (found.length > 1) return { handover: `the item for "${name}" has ${found.length} such toggles (${found.map(said).join(', ')}): say which`, near: true };
  const toggle = found[0]!;
  if (toggle.disabled) return { handover: `${said(toggle)} of the item for "${name}" is disabled`, near: true };
  const where = `of the item "${shownOf(item).slice(0, 40)}"`;
  const tip = signOnly(toggle.name ?? ownText(toggle)) ? ctx.book.facts(toggle)?.title : undefined;
  const candidates = [{ role: toggle.role, name: toggle.name ?? '', score: 1, why: `the ${group[0]} toggle of the item saying "${name}"` }];
  const facts = [`the item: ${said(item)}`, `its toggle: ${said(toggle)}${tip ? ` (tooltip "${tip}")` : ''}, ${stateOf(toggle) ? 'on' : 'off'}`];
  if (toggle.role !== 'button') {
    const method = on ? 'check' : 'uncheck';
    return { actions: [{ ref: toggle.ref!, method, arguments: [], description: `${method} ${said(toggle)} ${where}` }], candidates, facts };
  }
  if (stateOf(toggle) === on) return { handover: `${said(toggle)} for "${name}" is ${on ? 'pressed' : 'not pressed'} already: nothing to ${verb}`, near: true };
  return { actions: [{ ref: toggle.ref!, method: 'click', arguments: [], description: `click ${said(toggle)} ${where}`, effect: { checked: on } }], candidates, facts };
}
