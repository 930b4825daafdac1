import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { hiddenItem } from './menu-pick.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import { devNamedMenu, pickerButtons } from './menu-button.js';
import { words } from '../text.js';

/** Items of an open menu (APG menu). */
const ITEMS: ReadonlySet<string> = new Set(['menuitem', 'menuitemradio', 'menuitemcheckbox']);

/** A button that shows its value after its label, as a menu button of choices does: "Language: JavaScript". */
export function labelAndValue(node: SnapshotNode): { label: string; value: string } | undefined {
  const m = (node.name ?? '').match(/^([^:]{1,40}):\s+(\S.{0,60})$/);
  return m ? { label: m[1]!.trim(), value: m[2]!.trim() } : undefined;
}

/**
 * "set the language to Python", "switch the language back to JavaScript": the menu button (APG
 * menu button: a button with an aria-expanded state) whose name is the label said, a colon and the
 * value it shows now ("Language: JavaScript"), opened; then the item of its menu named the value.
 */
export const menuValue: WidgetRule = {
  info: {
    name: 'menu-value',
    does: 'Sets the value a menu button shows ("Language: JavaScript") by opening its menu and picking the item of that name.',
    when: '"set the language to Python", "switch the language back to JavaScript", "change the language to CSS": a set step whose field is the label before the colon of a menu button\'s name. "Size: Huge", "change the font to Monospace", "choose Monospace as the font": a picker whose button shows only its value and whose purpose its developers\' names say; "choose Heading 2 from the header dropdown" (a picker said by what it sets and a menu word); "set the heading to Heading 2" where its developers wrote header (one word family: heading/header, align/alignment, colour/color, highlight/background).',
    evidence: 'Exactly one enabled button with an aria-expanded state whose name is that label, a colon and its current value; the value asked for is not the one shown; the item is one its menu holds (hidden while closed, read from the page; an item with no text of its own by the words its stylesheet draws in it) clearly ahead of the others, or one of the open menu\'s items named so. With no button so named: exactly one collapsed button with an aria-expanded state whose developer-given names, or those of the part drawn around it alone, say every word of the label (else its last word: "text size" → size) and a menu word (menu, dropdown, picker…).',
    example: {
      html: '<ul><li><button aria-haspopup="menu" aria-expanded="false" onclick="this.setAttribute(\'aria-expanded\',\'true\');this.nextElementSibling.hidden=false">Language: JavaScript</button><ul role="menu" hidden><li role="menuitemradio" tabindex="-1">JavaScript</li><li role="menuitemradio" tabindex="-1">Python</li></ul></li></ul>',
      step: 'set the language to Python',
      action: 'open button "Language: JavaScript", then click the menu item "Python"',
    },
  },
  applies: (form, kind) => kind === 'act' && (!!fromPicker(form) || (((form.verb === 'set' && form.frame === 'to-value') || (form.verb === 'select' && form.frame === 'as-value')) && !!form.value && !!(form.target?.name || form.target?.kind) && form.target!.ordinal === undefined && !form.scope && (!form.target!.kind || form.target!.kind === 'menu' || !form.target!.name))),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    // "choose Heading 2 from the header dropdown": only a picker its developers name so (a list's
    // option, a select's, is the list rules').
    const from = fromPicker(form);
    if (from) return pickerValue(from.label, from.value, ctx);
    // "switch the language back to X": "back" says the value was shown before, not which field.
    // "set the heading to Heading 2": a kind word alone ("heading") is the thing set.
    const label = (form.target!.name || form.target!.raw).replace(/\s+back$/, '');
    const value = form.value!;
    const labelled = ctx.index.order.filter((n) => n.ref && n.role === 'button' && !n.disabled && (() => {
      const lv = labelAndValue(n);
      return !!lv && nameScore(label, lv.label) >= MIN_SCORE && normalize(lv.label).split(' ').length <= normalize(label).split(' ').length + 1;
    })());
    if (!labelled.length) return pickerValue(label, value, ctx);
    const before = ctx.book.misses;
    const buttons = labelled.filter((n) => (n.expanded ?? ctx.book.facts(n)?.expanded) !== undefined);
    if (ctx.book.misses > before) return { handover: 'reading which buttons open menus', near: true };
    if (!buttons.length) return undefined;
    if (buttons.length > 1) return { handover: `${buttons.length} menu buttons are labelled "${label}" (${buttons.map(said).join(', ')}): say "choose ${value} from the ${labelAndValue(buttons[0]!)!.value} menu" with its whole name`, near: true };
    const button = buttons[0]!;
    const shown = labelAndValue(button)!;
    if (normalize(shown.value) === normalize(value)) return { handover: `${said(button)} shows "${shown.value}" already`, near: true };
    const open = (button.expanded ?? ctx.book.facts(button)?.expanded) === true;
    const candidates = [{ role: button.role, name: button.name ?? '', score: 1, why: `its label "${shown.label}" says "${label}"` }];
    const facts = [`${said(button)} aria-expanded=${open}`, `it shows "${shown.value}" after its label`];
    if (open) {
      // The menu is open: its items are on the page.
      const items = ctx.index.order.filter((n) => n.ref && ITEMS.has(n.role) && !n.disabled).map((n) => ({ n, score: nameScore(value, n.name ?? '') })).filter((s) => s.score >= MIN_SCORE).sort((a, b) => b.score - a.score);
      if (!items.length) return { handover: `the open menu of ${said(button)} has no item named "${value}"`, near: true };
      if (items[1] && items[1].score > items[0]!.score - MIN_LEAD) return { handover: `${items.length} menu items are like "${value}": say the item's whole name`, near: true };
      const item = items[0]!.n;
      return { actions: [{ ref: item.ref!, method: 'click', arguments: [], description: `click ${said(item)}` }], candidates: [...candidates, { role: item.role, name: item.name ?? '', score: items[0]!.score }], facts };
    }
    const item = hiddenItem(button, value, ctx.index, ctx.book);
    if (!item) return { handover: `${said(button)} holds no menu that could be read: say "open the ${shown.label} menu", then "choose ${value}"`, near: true };
    if ('handover' in item) return { handover: item.handover, near: true };
    return {
      actions: [
        { ref: button.ref!, method: 'click', arguments: [], description: `open ${said(button)}`, effect: { expanded: true } },
        { ref: item.part.ref!, method: 'click', arguments: [], description: `click the menu item "${item.label}"`, within: item.selector },
      ],
      candidates: [...candidates, ...item.weighed.map((w) => ({ role: 'menuitem', name: w.name, score: w.score }))],
      facts: [...facts, 'the item is hidden until the menu opens'],
    };
  },
};

/** Kind words that end a picker said by what it sets: "the header dropdown", "the size menu". */
const PICKER_KINDS = /^(?:the\s+)?(.+?)\s+(?:dropdown|drop-down|drop down|menu|picker|selector|chooser)$/i;

/** "choose Heading 2 from the header dropdown": the picker's label and the value, or undefined. */
function fromPicker(form: StepForm): { label: string; value: string } | undefined {
  if (form.verb !== 'select' || form.frame !== 'target' || !form.target?.raw || form.target.ordinal !== undefined) return undefined;
  if (!form.scope || (form.scope.relation !== 'from' && form.scope.relation !== 'in')) return undefined;
  const m = form.scope.name.match(PICKER_KINDS);
  return m ? { label: m[1]!, value: form.target.raw.replace(/^["“'](.*)["”']$/, '$1') } : undefined;
}

/** Menu buttons read at most for a picker named by its developers. */
const MAX_PICKERS = 24;

/**
 * "Size: Huge", "change the font to Monospace", "set the text size to Large": a picker whose button
 * shows only its value ("Normal") and whose purpose only its developers' names say, on the button or
 * on the part drawn around it alone (`class="ql-size ql-picker"`, menu-button's devNamedMenu): the
 * one collapsed menu button so named (every word of the label, else its last word, the thing it
 * sets: "text size" → size), opened; then the item of its menu named the value, read hidden.
 */
function pickerValue(label: string, value: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const wanted = words(label);
  if (!wanted.length) return undefined;
  const stateful = pickerButtons(ctx, MAX_PICKERS);
  if (!Array.isArray(stateful)) return stateful;
  // Reading them asked nothing new (else a hand-over above): what follows counts its own misses.
  const before = ctx.book.misses;
  if (!stateful.length) return undefined;
  let named = stateful.filter((n) => devNamedMenu(ctx, n, wanted));
  if (!named.length && wanted.length > 1) named = stateful.filter((n) => devNamedMenu(ctx, n, wanted.slice(-1)));
  if (ctx.book.misses > before) return { handover: 'reading what the developers called the menu buttons and their parts', near: true };
  if (!named.length) return undefined;
  if (named.length > 1) return { handover: `${named.length} menu buttons are called "${label}" by their developers (${named.map(said).join(', ')}): open the one you mean by its text, then choose ${value}`, near: true };
  const button = named[0]!;
  if (normalize(button.name ?? '') === normalize(value)) return { handover: `${said(button)} shows "${value}" already`, near: true };
  if ((button.expanded ?? ctx.book.facts(button)?.expanded) === true) return { handover: `the ${label} menu (${said(button)}) is open already: say "choose ${value}"`, near: true };
  const item = hiddenItem(button, value, ctx.index, ctx.book);
  if (!item) return { handover: `${said(button)} holds no menu that could be read: say "open the ${label} menu", then "choose ${value}"`, near: true };
  if ('handover' in item) return { handover: item.handover, near: true };
  return {
    actions: [
      { ref: button.ref!, method: 'click', arguments: [], description: `open ${said(button)}`, effect: { expanded: true } },
      { ref: item.part.ref!, method: 'click', arguments: [], description: `click the menu item "${item.label}"`, within: item.selector },
    ],
    candidates: [{ role: button.role, name: button.name ?? '', score: 1, why: `its developers call it or its part "${label}"` }, ...item.weighed.map((w) => ({ role: 'menuitem', name: w.name, score: w.score }))],
    facts: [`${said(button)} aria-expanded=false`, `what its developers called it or the part drawn around it says "${wanted.join(' ')}" and a menu word`, 'the item is hidden until the menu opens'],
  };
}
