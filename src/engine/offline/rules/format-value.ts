import type { SnapshotNode } from '../../snapshot/index.js';
import type { HiddenControl } from '../hints.js';
import { ancestors } from '../page-index.js';
import { normalize, words } from '../text.js';
import { sameFamily } from '../vocabulary.js';
import { devNamedMenu, pickerButtons } from './menu-button.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * An editor's formatting that takes a value, said as people say it: "center the text", "align it
 * to the right", "color the text red", "highlight it in yellow". The value is set with the one
 * control that sets that format: a button named by the format and the value ("Align center"), or a
 * picker its developers name by the format (`class="align picker"`) whose item says the value by
 * its words or by the value its developers gave it (`data-value="right"`), a colour by the colour
 * its swatch is drawn in or its value (#ffff00) nearest the colour named, clearly nearer than any
 * other.
 */

type Format = 'align' | 'color' | 'background';

/** What an alignment is said as, to the value pages give it. */
const ALIGN_SAID: Readonly<Record<string, string>> = {
  left: 'left', right: 'right', center: 'center', centre: 'center', centered: 'center', centred: 'center', middle: 'center',
  justify: 'justify', justified: 'justify',
};

/** Colours by their everyday names (CSS's values for them), for matching swatches and values. */
const COLOURS: Readonly<Record<string, readonly [number, number, number]>> = {
  red: [255, 0, 0], orange: [255, 165, 0], yellow: [255, 255, 0], green: [0, 128, 0], blue: [0, 0, 255],
  purple: [128, 0, 128], violet: [238, 130, 238], pink: [255, 192, 203], brown: [165, 42, 42],
  black: [0, 0, 0], white: [255, 255, 255], gray: [128, 128, 128], grey: [128, 128, 128],
};

/** What a step formats: the text, the line or the selection (or "it"). */
const OBJECT = '(?:it|this|that|the\\s+(?:selected\\s+text|selection|text|line|paragraph|heading|title|words?))';
const COLOUR = `(${Object.keys(COLOURS).join('|')})`;
const ALIGN = '(left|right|cent(?:er|re)(?:ed)?|middle|justif(?:y|ied))';

/** The words a step with such a format starts with (as the grammar reads it, or its first word). */
const VERBS: ReadonlySet<string> = new Set(['align', 'justify', 'center', 'centre', 'color', 'colour', 'paint', 'highlight', 'make', 'turn', 'set', 'change', 'right-align', 'left-align', 'right', 'left']);

const STEP_FORMS: readonly { format: Format; re: RegExp }[] = [
  { format: 'align', re: new RegExp(`^(?:align|justify)\\s+(?:${OBJECT}\\s+)?(?:(?:to|on)\\s+(?:the\\s+)?)?${ALIGN}$`) },
  { format: 'align', re: new RegExp(`^(cent(?:er|re)|justify)\\s+${OBJECT}$`) },
  { format: 'align', re: new RegExp(`^(right|left)[-\\s]align\\s+${OBJECT}$`) },
  { format: 'align', re: new RegExp(`^make\\s+${OBJECT}\\s+(cent(?:er|re)d|justified|(?:right|left)(?=[-\\s]aligned$))(?:[-\\s]aligned)?$`) },
  { format: 'color', re: new RegExp(`^(?:colou?r|paint|make|turn)\\s+${OBJECT}\\s+(?:in\\s+)?${COLOUR}$`) },
  { format: 'color', re: new RegExp(`^(?:set|change)\\s+the\\s+(?:text\\s+|font\\s+)?colou?r(?:\\s+of\\s+${OBJECT})?\\s+to\\s+${COLOUR}$`) },
  { format: 'background', re: new RegExp(`^highlight\\s+${OBJECT}\\s+(?:in\\s+)?${COLOUR}$`) },
  { format: 'background', re: new RegExp(`^(?:set|change|make)\\s+the\\s+(?:background|highlight)(?:\\s+colou?r)?(?:\\s+of\\s+${OBJECT})?\\s+(?:to\\s+)?${COLOUR}$`) },
];

/** The format and value a step asks for, or undefined when it is not of these shapes. */
export function formatValueOf(step: string): { format: Format; value: string } | undefined {
  const text = normalizeStep(step);
  for (const form of STEP_FORMS) {
    const m = text.match(form.re);
    if (!m) continue;
    const said = m[1]!;
    return { format: form.format, value: form.format === 'align' ? ALIGN_SAID[said.replace(/-aligned$/, '')] ?? said : said };
  }
  return undefined;
}

function normalizeStep(step: string): string {
  return step.trim().toLowerCase().replace(/[.!]+$/, '').replace(/^(?:please\s+)/, '').replace(/,?\s+please$/, '').replace(/\s+/g, ' ');
}

/** The words a control's name adds to a format and a value: "Align center", "align: center", "Text colour red". */
const NAME_FILLER: ReadonlySet<string> = new Set(['text', 'font', 'set', 'to', 'the', 'a']);

/** Menu buttons read at most for a picker named by its developers. */
const MAX_PICKERS = 24;
/** Colour distances (RGB): a swatch is the colour named within NEAR, and the next one at least FARTHER times as far. */
const NEAR = 100;
const FARTHER = 1.5;

export const formatValue: WidgetRule = {
  readsStep: true,
  info: {
    name: 'format-value',
    does: 'An editor\'s formatting that takes a value ("center the text", "align it to the right", "color the text red", "highlight it in yellow"): the one button named by the format and the value, else the one picker its developers name by the format, opened, and its item that says the value (by its words, the value its developers gave it, or a swatch drawn in the colour named).',
    when: '"align center", "center the text", "align it to the right", "right-align the text", "color the text red", "make the text blue", "set the text colour to green", "highlight it in yellow", "make the background yellow".',
    evidence: 'Exactly one enabled button or menu item whose name says the format (align, colour, highlight/background, one word family) and the value; else exactly one collapsed menu button whose developer-given names (or its own part\'s) say the format and a menu word (a text colour picker is one that does not say background), and in its hidden menu exactly one item whose words or value are the value; a colour\'s item with no words is the swatch (or #value) nearest the colour named, within a short distance and clearly nearer than the next. Two pickers, no such item, or two colours about as near hand over.',
    example: {
      html: '<div role="toolbar" aria-label="Paragraph"><span class="align-picker"><button type="button" aria-expanded="false" onclick="this.setAttribute(\'aria-expanded\',\'true\');this.nextElementSibling.hidden=false">Left</button><span hidden><span role="button" tabindex="0" data-value="left">Left</span><span role="button" tabindex="0" data-value="center">Center</span></span></span></div><p contenteditable="true">Minutes</p>',
      step: 'center the text',
      action: 'open button "Left", then click the item "Center"',
    },
  },
  applies: (form, kind) => kind === 'act' && VERBS.has(form.said.toLowerCase()),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const asked = formatValueOf(ctx.step ?? '');
    if (!asked) return undefined;
    return namedButton(asked.format, asked.value, ctx) ?? fromPicker(asked.format, asked.value, ctx);
  },
};

/** The format's word and, for a text colour, the words that say it is the background's instead. */
const FORMAT_WORD: Readonly<Record<Format, string>> = { align: 'align', color: 'color', background: 'background' };

/** "Align center", "align: center", "Text colour red": the one enabled button or menu item named by the format and the value. */
function namedButton(format: Format, value: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const fits = ctx.index.order.filter((n) => {
    if (!n.ref || !n.name || !['button', 'menuitem', 'menuitemradio'].includes(n.role)) return false;
    const said = words(n.name).filter((w) => !NAME_FILLER.has(w));
    const formatWords = said.filter((w) => sameFamily(w, FORMAT_WORD[format]));
    const valueWords = said.filter((w) => (format === 'align' ? ALIGN_SAID[w] === value : w === value));
    return formatWords.length === 1 && valueWords.length === 1 && said.length === 2;
  });
  if (!fits.length) return undefined;
  const enabled = fits.filter((n) => !n.disabled);
  if (enabled.length !== 1) return { handover: enabled.length ? `${enabled.length} controls set ${format} ${value} (${enabled.map(said).join(', ')}): say which by its whole name` : `${said(fits[0]!)} is disabled`, near: true };
  const node = enabled[0]!;
  if (node.pressed === true || node.checked === true) return { handover: `${said(node)} is on already`, near: true };
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
    candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: `its name says ${format} and "${value}"` }],
    facts: [`format ${format}, value "${value}"`],
  };
}

/** The one picker its developers name by the format, opened, then its item for the value. */
function fromPicker(format: Format, value: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const stateful = pickerButtons(ctx, MAX_PICKERS);
  if (!Array.isArray(stateful)) return stateful;
  // Reading them asked nothing new (else a hand-over above): what follows counts its own misses.
  const before = ctx.book.misses;
  // A text colour picker is one that does not say it sets the background ("color picker background").
  const saysBackground = (n: SnapshotNode) => devNamedMenu(ctx, n, ['background']);
  const named = stateful.filter((n) => devNamedMenu(ctx, n, [FORMAT_WORD[format]]) && (format !== 'color' || !saysBackground(n)));
  if (ctx.book.misses > before) return { handover: 'reading what the developers called the menu buttons and their parts', near: true };
  if (!named.length) return undefined;
  if (named.length > 1) return { handover: `${named.length} pickers are called ${format} by their developers (${named.map(said).join(', ')}): open the one you mean by its text, then choose ${value}`, near: true };
  const button = named[0]!;
  if ((button.expanded ?? ctx.book.facts(button)?.expanded) === true) return { handover: `the ${format} picker (${said(button)}) is open already: say which item to choose`, near: true };
  const parts = ancestors(ctx.index, button).slice(0, 3).filter((p) => p.ref);
  const reading = ctx.book.misses;
  for (const part of parts) ctx.book.hiddenIn(part);
  if (ctx.book.misses > reading) return { handover: 'reading the items the picker holds while closed', near: true };
  for (const part of parts) {
    // The items of the menu the button says it opens (aria-controls), when it says one.
    const menu = ctx.book.facts(button)?.controls;
    const hidden = ctx.book.hiddenIn(part)!.filter((h) => !menu || h.in === menu);
    if (!hidden.length) continue;
    const item = format === 'align' ? alignItem(hidden, value) : colourItem(hidden, value);
    if ('handover' in item) return { handover: `${said(button)}: ${item.handover}`, near: true };
    return {
      actions: [
        { ref: button.ref!, method: 'click', arguments: [], description: `open ${said(button)}`, effect: { expanded: true } },
        { ref: part.ref!, method: 'click', arguments: [], description: `click the item "${item.said}"`, within: item.control.selector },
      ],
      candidates: [{ role: button.role, name: button.name ?? '', score: 1, why: `its developers call it or its part ${format}` }, { role: 'menuitem', name: item.said, score: 1, why: item.why }],
      facts: [`${said(button)} aria-expanded=false`, `what its developers called it or the part drawn around it says ${format} and a menu word`, item.why, 'the item is hidden until the picker opens'],
    };
  }
  return { handover: `${said(button)} holds no items that could be read: open it, then choose ${value}`, near: true };
}

type Picked = { control: HiddenControl; said: string; why: string } | { handover: string };

/** The one item whose words or value say the alignment. */
function alignItem(hidden: readonly HiddenControl[], value: string): Picked {
  const fits = hidden.filter((h) => {
    const own = words(h.label);
    return (h.value && ALIGN_SAID[normalize(h.value)] === value) || (own.length > 0 && own.every((w) => ALIGN_SAID[w] === value || sameFamily(w, 'align') || w === 'text'));
  });
  if (fits.length !== 1) return { handover: fits.length ? `${fits.length} items say "${value}"` : `no item says "${value}" (by its words or its value)` };
  const control = fits[0]!;
  return { control, said: control.label || control.value || value, why: `the item ${control.label ? `"${control.label}"` : `of value "${control.value}"`} says ${value}` };
}

/** An RGB colour read from `rgb(r, g, b)`, `#rrggbb` or `#rgb`; undefined for anything else. */
export function rgbOf(text: string): [number, number, number] | undefined {
  const rgb = text.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = text.trim().match(/^#([0-9a-f]{6}|[0-9a-f]{3})$/i);
  if (!hex) return undefined;
  const h = hex[1]!.length === 3 ? hex[1]!.replace(/./g, '$&$&') : hex[1]!;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/**
 * The item for a colour named: one whose words say it ("Red", "Dark red" is not "red"), else the
 * swatch (or value) nearest the named colour, within NEAR and clearly nearer than the next.
 */
export function colourItem(hidden: readonly HiddenControl[], name: string): Picked {
  const byWords = hidden.filter((h) => normalize(h.label) === name || normalize(h.value ?? '') === name);
  if (byWords.length === 1) return { control: byWords[0]!, said: byWords[0]!.label || name, why: `the item says "${name}"` };
  if (byWords.length > 1) return { handover: `${byWords.length} items say "${name}"` };
  const target = COLOURS[name]!;
  const drawn = hidden.flatMap((h) => {
    if (h.label) return [];
    const rgb = rgbOf(h.swatch ?? '') ?? rgbOf(h.value ?? '');
    return rgb ? [{ h, rgb, distance: Math.hypot(rgb[0] - target[0], rgb[1] - target[1], rgb[2] - target[2]) }] : [];
  }).sort((a, b) => a.distance - b.distance);
  if (!drawn.length) return { handover: `no item says "${name}" or is drawn in a colour` };
  const [best, next] = drawn;
  if (best!.distance > NEAR) return { handover: `no swatch is near ${name} (the nearest is ${best!.h.value ?? best!.h.swatch})` };
  if (next && next.distance < best!.distance * FARTHER + 1) return { handover: `two swatches are about as near ${name} (${best!.h.value ?? best!.h.swatch}, ${next.h.value ?? next.h.swatch}): choose it by its value` };
  const shown = best!.h.value ?? best!.h.swatch!;
  return { control: best!.h, said: `${name} (${shown})`, why: `the swatch ${shown} is the nearest to ${name}` };
}
