import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { ITEM_KIND_WORDS } from './item-kind.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Words a step may use around "all" when it means the box that sets every item. */
const ABOUT_ALL = new Set(['mark', 'all', 'as', 'complete', 'completed', 'done', 'finished', 'items', 'todos', 'tasks', 'rows', 'entries', 'the', 'checkbox', 'box', 'toggle', 'select', 'selected', 'checked', 'of', 'them']);

/**
 * Whether a step is about every item: "mark all as complete", "check all rows", "select all
 * orders" (a plural noun of the items after "all"; "select all" alone may be a text's select-all).
 */
function aboutAll(form: StepForm): boolean {
  const verb = wantedState(form);
  // "in this folder", "on this page": where the items are shown now, not another part.
  const here = !form.scope || (!form.scope.kind && /^(?:this|the current)\s+\S+$/i.test(form.scope.name) && ['in', 'on'].includes(form.scope.relation));
  if (verb === undefined || !form.target || !here) return false;
  // "select all orders on this page": the items said as the value, the page as where they are (the box sets the rows shown).
  // "select everything in this folder": the part said by its kind alone, where the items are shown.
  const partByKind = (!!form.target.kind && !form.target.name) || ITEM_KIND_WORDS.has(normalize(form.target.name)) || /^(?:list|table|grid|view|page)$/i.test(form.target.name);
  const onPage = form.frame === 'value-into' && partByKind && form.target.ordinal === undefined && /^(?:all|every)\b|^everything$/i.test(form.value ?? '');
  if (form.value !== undefined && !onPage) return false;
  const words = normalize(onPage ? form.value! : (form.target.whole ?? form.target.raw)).split(' ');
  // "deselect all": no text is ever deselected that way; "select everything" is all of what is shown.
  if (verb === false && words.length === 1 && words[0] === 'all') return true;
  if (words.length === 1 && words[0] === 'everything') return true;
  // "every order" as "all orders".
  const every = words.indexOf('every');
  const at = every >= 0 ? every : words.indexOf('all');
  if (at < 0) return false;
  const other = words.filter((w, i) => i !== at && !ABOUT_ALL.has(w));
  // One noun of the items right after "all" (or "all the"), plural ("select all orders"), singular after "every".
  const after = words.slice(at + 1).filter((w) => w !== 'the' && w !== 'of');
  const noun = other.length === 1 && after[0] === other[0] && (every >= 0 ? !/[^s]s$/.test(other[0]!) : /[^s]s$/.test(other[0]!));
  if (form.verb !== 'check' && form.verb !== 'uncheck') return words.length > 1 && (other.length === 0 ? after.length > 0 : noun);
  return other.length === 0 || noun;
}

/** The state the step asks of the box: checked ("select all", "check all"), unchecked ("deselect all", "uncheck all"). */
function wantedState(form: StepForm): boolean | undefined {
  if (form.verb === 'check' || form.verb === 'select') return true;
  if (form.verb === 'uncheck' || (form.verb === 'do' && /^(?:deselect|unselect)$/i.test(form.said))) return false;
  return undefined;
}

/** A checkbox in a column header of a grid or table whose rows hold checkboxes too. */
export function headerBox(box: SnapshotNode, index: PageIndex): boolean {
  const up = ancestors(index, box);
  if (!up.some((a) => a.role === 'columnheader')) return false;
  const grid = up.find((a) => a.role === 'grid' || a.role === 'table' || a.role === 'treegrid');
  return !!grid && subtree(grid).some((n) => n.role === 'row' && !subtree(n).some((c) => c.role === 'columnheader') && subtree(n).some((c) => c.role === 'checkbox'));
}

/** The items' own boxes beside the all-box: the other checkboxes of the smallest part around it that holds any. */
function itemBoxes(node: SnapshotNode, index: PageIndex): SnapshotNode[] {
  for (const up of ancestors(index, node)) {
    const boxes = subtree(up).filter((n) => n !== node && n.role === 'checkbox');
    if (boxes.length) return boxes;
  }
  return [];
}

function setAll(node: SnapshotNode, checked: boolean, why: string, facts: string[], index: PageIndex): RuleFound | RuleHandover {
  if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
  // The all-box already shows the state asked while some item shows the other one (a list with one todo done: its
  // "mark all" box is unchecked): setting the box changes nothing, and a click would first set every item the other
  // way. The items are not all as asked: handed over, never reported done.
  // (A snapshot says a checkbox's state only when it is on or mixed: no state is unchecked.)
  const on = (b: SnapshotNode) => b.checked === true || b.checked === 'mixed';
  const others = node.checked !== 'mixed' && (node.checked === true) === checked ? itemBoxes(node, index).filter((b) => (checked ? !on(b) : on(b))) : [];
  if (others.length) return { handover: `${said(node)} is ${checked ? 'checked' : 'unchecked'} already while ${others.length} item${others.length === 1 ? ' is' : 's are'} ${checked ? 'unchecked' : 'checked'}: setting it does nothing, and clicking it would first ${checked ? 'uncheck' : 'check'} them all; ${checked ? 'check' : 'uncheck'} the items one by one, or say "click ${node.name || 'the box'}" twice`, near: true };
  const method = checked ? 'check' : 'uncheck';
  return { actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }], candidates: [{ role: node.role, name: node.name ?? '', score: 1, why }], facts };
}

/**
 * The box that sets every item of a list or grid at once ("toggle all", "select all"; a tri-state
 * box in a header): "mark all as complete", "check all rows", "tick the select all box". Found by
 * the word "all" in its name or, when it shows only a sign, its developer-given names
 * (`id="toggle-all"`).
 */
export const allItemsBox: WidgetRule = {
  info: {
    name: 'all-items-box',
    does: 'Checks the one box that sets every item at once: a grid\'s select-all box (the checkbox in a column header), else the checkbox whose name, or developer-given names, say "all".',
    when: '"mark all as complete", "check all rows", "select all orders", "select every order", "select all orders on this page", "deselect all orders", "deselect all", "tick the mark all as complete checkbox": a check, select or deselect step about all items, with no box named so.',
    evidence: 'Exactly one checkbox in a column header of a grid or table whose rows hold checkboxes; else exactly one checkbox on the page says "all" in its name or developer-given names (read from the page). Every other word of the step is one said about all items, or one plural noun of the items after "all". A box drawn visually hidden under its label is set through the label. Afterwards the box is checked. A box that already shows the state asked while some item\'s box shows the other (unchecked while one todo is done) hands over: setting it would change nothing.',
    example: {
      html: '<input type="checkbox" id="toggle-all"><ul><li><input type="checkbox" class="toggle"> Buy milk</li><li><input type="checkbox" class="toggle"> Feed the cat</li></ul>',
      step: 'mark all as complete',
      action: 'check checkbox',
    },
  },
  // A select-all box drawn visually hidden under its label (a styled checkbox) is set through the label.
  setsHiddenBoxes: true,
  applies: (form, kind) => kind === 'act' && aboutAll(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const checked = wantedState(form) !== false;
    const boxes = ctx.index.order.filter((n: SnapshotNode) => n.ref && n.role === 'checkbox');
    if (!boxes.length) return undefined;
    // A grid's select-all box (APG grid: a checkbox in a column header, over rows that hold boxes).
    const inHeader = boxes.filter((b) => headerBox(b, ctx.index));
    if (inHeader.length === 1) return setAll(inHeader[0]!, checked, 'the one checkbox in a column header over rows with boxes', [], ctx.index);
    if (inHeader.length > 1) return { handover: `${inHeader.length} column headers hold a checkbox (${inHeader.slice(0, 3).map(said).join(', ')}): say which by its label`, near: true };
    if (boxes.length > MAX_PROBED_REFS) return undefined;
    const saysAll = (p: string) => p.split(' ').includes('all');
    const before = ctx.book.misses;
    const all = boxes.filter((n) => saysAll(normalize(n.name ?? '')) || ctx.book.devPhrases(n).some(saysAll));
    if (ctx.book.misses > before) return { handover: 'reading which box sets every item', near: true };
    if (all.length !== 1) return all.length ? { handover: `${all.length} boxes say "all": say which by its label`, near: true } : undefined;
    const node = all[0]!;
    return setAll(node, checked, 'says "all"', [`names: ${[node.name ?? '', ...ctx.book.devPhrases(node)].filter(Boolean).join(', ')}`], ctx.index);
  },
};
