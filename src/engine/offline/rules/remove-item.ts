import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, besideLabel, captionBefore, ownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { normalize, nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Names a remove button goes by: the cross drawn as a sign (normalized to "x"), or the verb. */
const REMOVE_NAMES: ReadonlySet<string> = new Set(['x', 'remove', 'delete', 'clear', 'remove item', 'delete item']);
/** What a step calls that button when it names it: "click the x on New York", "the remove button of neat". */
const REMOVE_WORDS = /^(?:x|remove|delete|cross|close)(?:\s+(?:button|icon|sign|mark))?$/;
/** How a step names the item a remove button belongs to: "on", "next to", "of", "for", "beside". */
const ITEM_RELATIONS: ReadonlySet<string> = new Set(['on', 'next to', 'beside', 'of', 'for', 'in', 'from']);
/** Fields, lists and groups the item may be said to be in: "remove New York from the states". */
const HOLDER_ROLES: ReadonlySet<string> = new Set(['combobox', 'listbox', 'list', 'group', 'textbox']);

/** The item, and the part it is said to be in, from the step's typed form. */
function partsOf(form: StepForm): { item: string; holder?: string } | undefined {
  const t = form.target;
  if (!t) return undefined;
  if (form.verb === 'remove' && form.frame === 'target') {
    if (t.kind || !normalize(t.raw)) return undefined;
    const holder = form.scope && ['from', 'in', 'of'].includes(form.scope.relation) ? form.scope.name : undefined;
    if (form.scope && !holder) return undefined;
    return { item: t.exact ? t.name : t.raw, ...(holder ? { holder } : {}) };
  }
  if ((form.verb === 'click' || form.verb === 'find') && form.scope && ITEM_RELATIONS.has(form.scope.relation)) {
    const said = normalize(`${t.name} ${t.kind ?? ''}`);
    if (!REMOVE_WORDS.test(said) && !REMOVE_WORDS.test(normalize(t.raw))) return undefined;
    return { item: form.scope.name };
  }
  return undefined;
}

/** The item's own text: what its part shows besides the remove button. */
function itemText(item: SnapshotNode, button: SnapshotNode): string {
  return item.children
    .filter((c) => c !== button)
    .map((c) => (c.role === 'text' ? c.text ?? '' : ownText(c)))
    .join(' ')
    .trim();
}

/**
 * A remove button known by its item (tags, chips, selected values of a multiple select): "remove
 * the tag neat", "click the × next to neat", "remove New York from the states". The button named
 * by a cross or a remove verb that sits in the part showing the item's text, or whose name says
 * "Remove <item>". The effect asked: the button (with its item) is gone after.
 */
export const removeItem: WidgetRule = {
  info: {
    name: 'remove-item',
    does: 'Removes an item (a tag, a chosen value) by its own remove button: the button named "×" or "remove" in the part that shows the item\'s text, or named "Remove <item>"; a chip drawn as a selected option of a listbox beside the field named, its remove control hidden from the tree, by the control inside it whose title or label says remove, delete or x.',
    when: '"remove the tag neat", "click the × next to neat", "click the x on New York", "remove New York from the states", "remove the file a.pdf from Receipts", "remove a.pdf from the receipts list".',
    evidence: 'Exactly one enabled remove button whose part says the item, or whose item part (a list item or group, its parent or one wrapper up) is named so (a kind word before it, "the tag neat", may be left out); the part it is said to be in ("from the states") holds a field or list of that name, or is a region, group or list around it named so (or holding a heading so named), singular or plural. With no such button and a field said ("remove Welding from skills"): exactly one selected option named the item in a listbox whose nearest part (3 levels up at most) holds a combobox or text box of that name; the chip must be gone after.',
    example: {
      html: '<label for="t">Tags</label><div><div>awesome<button onclick="this.parentNode.remove()">×</button></div><div>neat<button onclick="this.parentNode.remove()">×</button></div><input id="t"></div>',
      step: 'remove the tag neat',
      action: 'click button "×" of "neat"',
    },
  },
  applies: (form) => partsOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { item, holder } = partsOf(form)!;
    const buttons = ctx.index.order.filter((n) => n.ref && n.role === 'button');
    const found = (name: string) =>
      buttons.filter((b) => {
        const label = normalize(b.name ?? '');
        const parent = ctx.index.parent.get(b);
        // The item's text, or the item part's own name (a list item or group named by its file:
        // aria-labelledby), the part being the button's nearest one of an item's role (a wrapper between is no part).
        if (REMOVE_NAMES.has(label) && parent) {
          if (nameScore(name, itemText(parent, b), true) === 1) return true;
          const item = ancestors(ctx.index, b).slice(0, ITEM_PART_LEVELS).find((a) => ITEM_PARTS.has(a.role));
          return !!item && nameScore(name, item.name, true) === 1;
        }
        const m = label.match(/^(?:remove|delete)\s+(.+)$/);
        return !!m && nameScore(name, m[1]!, true) === 1;
      });
    // "the tag neat": a kind word before the item's name, left out when the whole says no item.
    const names = [item, ...(words(item).length > 1 ? [item.split(/\s+/).slice(1).join(' ')] : [])];
    let matched: SnapshotNode[] = [];
    let name = item;
    for (const n of names) {
      matched = found(n);
      name = n;
      if (matched.length) break;
    }
    if (!matched.length) return holder && ctx.kind === 'act' ? chipRemoved(ctx.index, item, holder) : undefined;
    const inHolder = holder ? matched.filter((b) => holds(ctx.index, b, holder)) : matched;
    if (!inHolder.length) return { handover: `the "${name}" item's remove button is not in anything named "${holder}"`, near: true };
    const enabled = inHolder.filter((b) => !b.disabled);
    if (enabled.length !== 1) return { handover: enabled.length ? `${enabled.length} "${name}" items have a remove button: say where ("remove ${name} from the … field")` : `the remove button of "${name}" is disabled`, near: true };
    const button = enabled[0]!;
    const action = ctx.kind === 'observe'
      ? { ref: button.ref!, method: 'click' as const, arguments: [], description: `${said(button)} of "${name}"` }
      : { ref: button.ref!, method: 'click' as const, arguments: [], description: `click ${said(button)} of "${name}"`, effect: { gone: true } };
    return {
      actions: [action],
      candidates: inHolder.map((b) => ({ role: b.role, name: b.name ?? '', score: 1 })),
      facts: [`its part shows "${name}"`, ...(holder ? [`in the part named "${holder}"`] : [])],
    };
  },
};

/** Parts that are one item of a list, whose own name may be the item's (a group named by the file it shows). */
const ITEM_PARTS: ReadonlySet<string> = new Set(['listitem', 'group', 'row', 'option', 'article']);
/** How far up the item part of a remove button may be: its parent, or one plain wrapper further. */
const ITEM_PART_LEVELS = 2;
/** Named parts a list of items lies in: "remove X from Receipts" (a region named by its heading). */
const NAMED_PARTS: ReadonlySet<string> = new Set(['region', 'group', 'list', 'listbox', 'form', 'complementary', 'dialog']);
/** How many levels up a named part may be: an item, its list, the list's part, and the plain wrappers a widget puts between. */
const NAMED_PART_LEVELS = 10;

/**
 * The button lies in the part named `holder`: the nearest part holding a field or list is named so
 * (a tag's combobox), or a part around it (a region, a group, a list: its name or a heading it
 * holds) is, singular or plural ("the receipts list" in a region "Receipts").
 */
function holds(index: PageIndex, button: SnapshotNode, holder: string): boolean {
  return holdsField(index, button, holder) || inNamedPart(index, button, holder);
}

function inNamedPart(index: PageIndex, button: SnapshotNode, holder: string): boolean {
  const w = words(holder);
  const last = w.pop();
  if (!last) return false;
  const forms = nounForms(last).map((f) => [...w, f].join(' '));
  const fits = (label: string | undefined) => !!label && forms.some((f) => nameScore(f, label) >= MIN_SCORE);
  return ancestors(index, button).slice(0, NAMED_PART_LEVELS).some((part) => NAMED_PARTS.has(part.role) && (fits(part.name) || part.children.some((c) => c.role === 'heading' && fits(c.name || ownText(c)))));
}

/** The button lies in the nearest part (a few levels up) holding a field or list, and that one is named `holder`. */
function holdsField(index: PageIndex, button: SnapshotNode, holder: string): boolean {
  // The smallest part around the item that holds a field or list: that one is the item's holder.
  for (const part of ancestors(index, button).slice(0, 4)) {
    const fields = subtree(part).filter((n) => HOLDER_ROLES.has(n.role));
    if (!fields.length) continue;
    return fields.some((n) => [n.name, besideLabel(n), captionBefore(n)].some((l) => !!l && nameScore(holder, l) >= MIN_SCORE));
  }
  return false;
}

/**
 * The remove control of a chip, which the page hides from assistive technology (aria-hidden: the chip's own
 * Delete key does it there), found inside the chip by its words: a title or label saying remove or delete (or
 * a bare "x"). CSS, relative to the chip.
 */
const CHIP_REMOVER = ['aria-label', 'title'].flatMap((a) => [`[${a}~="remove" i]`, `[${a}~="delete" i]`, `[${a}="x" i]`]).join(', ');

/**
 * "remove Welding from skills" where the chosen values of a multiple select are drawn as chips, each an option
 * of a listbox (selected), with no remove button the tree shows: the one selected option named the item in a
 * listbox beside the field named the holder (the nearest part around the listbox, at most 3 levels up, holding a
 * combobox or text box so named). Its remove control is clicked inside it (by its words, CHIP_REMOVER), and the
 * chip must be gone after (a control that does nothing fails the step).
 */
function chipRemoved(index: PageIndex, item: string, holder: string): RuleFound | RuleHandover | undefined {
  const chips = index.order.filter((n) => n.ref && n.role === 'option' && n.selected === true && nameScore(item, n.name ?? ownText(n), true) === 1);
  const inField = chips.filter((chip) => {
    const list = ancestors(index, chip).find((a) => a.role === 'listbox');
    if (!list) return false;
    for (const part of ancestors(index, list).slice(0, 3)) {
      const fields = subtree(part).filter((n) => n.role === 'combobox' || n.role === 'textbox');
      if (!fields.length) continue;
      return fields.some((n) => [n.name, besideLabel(n), captionBefore(n)].some((l) => !!l && nameScore(holder, l) >= MIN_SCORE));
    }
    return false;
  });
  if (!inField.length) return chips.length ? { handover: `the chip "${item}" is not in a field named "${holder}"`, near: true } : undefined;
  if (inField.length > 1) return { handover: `${inField.length} chips "${item}" are in fields named "${holder}": name the field by its whole label`, near: true };
  const chip = inField[0]!;
  if (chip.disabled) return { handover: `the chip "${item}" is disabled`, near: true };
  return {
    actions: [{ ref: chip.ref!, method: 'click', arguments: [], within: CHIP_REMOVER, description: `click the remove control of the chip "${chip.name ?? item}" in ${holder}`, effect: { gone: true } }],
    candidates: [{ role: chip.role, name: chip.name ?? item, score: 1 }],
    facts: [`the chip is a selected option of a listbox beside the field "${holder}"`, 'its remove control is hidden from the tree; found in it by its title or label (remove, delete, x)', 'the chip must be gone after'],
  };
}
