import { ACTIONABLE_ROLES, type SnapshotNode } from '../../snapshot/index.js';
import { fitsMethod } from '../match.js';
import { ownText } from '../page-index.js';
import type { StepForm } from '../grammar.js';
import type { OfflineMethod } from '../parse.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls a caption may name (not containers such as a menu or a dialog, nor a grid's cells). */
const CONTROL_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'switch', 'slider', 'spinbutton', 'tab', 'menuitem', 'treeitem']);

/** Parts of a page whose text captions what follows: a heading, a label or a plain text. */
const CAPTION_ROLES: ReadonlySet<string> = new Set(['text', 'generic', 'heading', 'paragraph', 'strong', 'emphasis', 'caption', 'term', 'legend', 'LabelText']);

/** The step's verb → the method it acts by, for the verbs this rule serves. */
const METHODS: ReadonlyMap<string, OfflineMethod> = new Map([
  ['click', 'click'], ['open', 'click'], ['type', 'type'], ['fill', 'fill'], ['check', 'check'], ['uncheck', 'uncheck'], ['find', 'click'],
]);

const MAX_CAPTION = 60;

/**
 * Controls one types into, ticks or slides, never opens: "open the help" is no step for the text
 * field after the text "Help" (a toolkit's invisible keyboard-focus field, found on the
 * twenty-second blind app), "open the notes" none for the field after "Notes". One opens a page, a
 * menu, a panel, a dialog or a drop-down: a button, a link, a tab, a combobox still may be opened.
 */
const NOT_OPENED: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton']);
const opensIt = (form: StepForm, node: SnapshotNode) => form.verb !== 'open' || !NOT_OPENED.has(node.role);

/** Roles of the items of a list, a grid or a tree (APG listbox, grid, tree; HTML lists). */
const REPEATED_UNITS: ReadonlySet<string> = new Set(['listitem', 'row', 'treeitem', 'article', 'option']);

/** Words spelled two ways, to one spelling: "colour" is "color". */
const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['colour', 'color'], ['colours', 'colors'], ['grey', 'gray'], ['centre', 'center'], ['favourite', 'favorite'], ['favourites', 'favorites'],
  ['behaviour', 'behavior'], ['licence', 'license'], ['catalogue', 'catalog'], ['dialogue', 'dialog'], ['cancelled', 'canceled'],
]);
const spelled = (text: string) => normalize(text).split(' ').filter(Boolean).map((w) => SPELLINGS.get(w) ?? w);

/**
 * "click the Background color button" where two buttons are named "toggle color picker dialog",
 * one after the text "Background", one after "Accent": the step's first words are the caption
 * before the control, its other words are in the control's own name. The one such control.
 */
function namedAfterCaption(form: StepForm, nodes: readonly SnapshotNode[], method: OfflineMethod, onPage: ReadonlyMap<SnapshotNode, number>): RuleFound | RuleHandover | undefined {
  const target = form.target!;
  if (target.exact || (method !== 'click' && method !== 'fill' && method !== 'type')) return undefined;
  const wanted = spelled(target.name);
  const hits = precedingCaptions(nodes, true).filter(({ node, caption }) => {
    if (!onPage.has(node) || !fitsMethod(node, method) || !opensIt(form, node) || (target.roles && !target.roles.includes(node.role))) return false;
    const said = spelled(caption);
    if (!said.length || said.length >= wanted.length || said.some((w, i) => wanted[i] !== w)) return false;
    const own = new Set(spelled(node.name ?? ''));
    return wanted.slice(said.length).every((w) => own.has(w));
  });
  if (!hits.length) return undefined;
  if (hits.length > 1) return { handover: `${hits.length} controls follow a text that starts "${target.name}": say the whole name`, near: true };
  const { node, caption } = hits[0]!;
  if (node.disabled) return { handover: `${said(node)} after "${caption}" is disabled`, near: true };
  const args = form.value !== undefined && (method === 'fill' || method === 'type') ? [form.value] : [];
  if ((method === 'fill' || method === 'type') && !args.length) return undefined;
  return {
    actions: [{ ref: node.ref!, method, arguments: args, description: `${method} ${said(node)} (after the text "${caption}")${args.length ? ` with "${args[0]}"` : ''}` }],
    candidates: hits.map((h) => ({ role: h.node.role, name: `${h.caption} · ${h.node.name ?? ''}`, score: 1, why: 'the text before it and its own name' })),
    facts: [`the text before it: "${caption}"; its name: "${node.name ?? ''}"`],
  };
}

/**
 * Each unnamed control of the page with the nearest text before it in reading order: a label, a
 * heading or a caption, whatever controls lie between (their own texts are theirs, not captions);
 * text without a letter or digit ("|") is no caption. Pure.
 */
export function precedingCaptions(nodes: readonly SnapshotNode[], named = false): { node: SnapshotNode; caption: string; heading: string }[] {
  const out: { node: SnapshotNode; caption: string; heading: string }[] = [];
  let last = '';
  // The nearest heading before it: the title of the section it is in.
  let heading = '';
  const visit = (list: readonly SnapshotNode[]) => {
    for (const node of list) {
      // One of several items of a list, rows of a grid, nodes of a tree: a text before it captions
      // the list, not the first item's control (a "todos" heading over three rows, a row's label
      // over the next row's box). An item's controls take captions from inside the item only.
      if (REPEATED_UNITS.has(node.role) && list.filter((n) => n.role === node.role).length > 1) last = '';
      if (ACTIONABLE_ROLES.has(node.role) || node.cursor === 'pointer') {
        if (CONTROL_ROLES.has(node.role) && node.ref && (named ? !!normalize(node.name ?? '') : !normalize(node.name ?? '') && !node.placeholder)) out.push({ node, caption: last, heading });
        continue;
      }
      if (CAPTION_ROLES.has(node.role)) {
        const text = node.role === 'text' ? node.text ?? '' : node.role === 'heading' ? node.name ?? '' : ownText(node);
        if (text && /[\p{L}\p{N}]/u.test(text)) last = text.length <= MAX_CAPTION ? text : '';
        if (node.role === 'heading') {
          heading = text.length <= MAX_CAPTION ? text : '';
          continue;
        }
      }
      visit(node.children);
    }
  };
  visit(nodes);
  return out;
}

/**
 * A control with no name of its own, known by the text just before it ("Body" over an editor,
 * "Volume" beside an unnamed slider's handle, a caption over an unlabelled box): the one unnamed
 * control whose nearest preceding label, heading or caption says the step's name.
 */
export const precedingCaption: WidgetRule = {
  fallback: true,
  info: {
    name: 'preceding-caption',
    does: 'A control with no name of its own, known by the text just before it: the one unnamed control whose nearest preceding label, heading or caption says the name.',
    when: '"write Hello in the Body", "click the Notes box": no control is named so, and the name is a text the page shows just before an unnamed control. "fill the request body with …", "clear the request body": a text field whose nearest text is a description, named by the heading of its section.',
    evidence: 'Exactly one unnamed control that fits the step (a text field to type into, a box to tick) has the name as the nearest text before it in reading order (controls between it and the text are passed over); two such controls under one caption hand over. "open" never takes a text field, a box, a switch or a slider (one opens a page, a menu, a panel, a drop-down: "open the help" is no step for the field after "Help"). Else, for a text field to fill, type into or clear: exactly one unnamed text field whose nearest heading before it says the name (a required/optional mark on the heading aside); two under that heading hand over.',
    example: {
      html: '<div>Body</div><div role="toolbar"><button>B</button><button>I</button></div><textarea></textarea><div>Notes</div><textarea></textarea>',
      step: 'type Hello into the Body',
      action: 'type textbox (after the text "Body") with "Hello"',
    },
  },
  applies: (form, kind) => (METHODS.has(form.verb) || clearing(form)) && (form.verb !== 'find' || kind === 'observe') && !!form.target?.name && form.target.ordinal === undefined && !form.scope && (form.frame === 'target' || form.frame === 'value-into' || form.frame === 'with-value'),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const target = form.target!;
    const method = clearing(form) ? 'fill' : METHODS.get(form.verb)!;
    const captioned = precedingCaptions(ctx.index.snapshot.nodes).filter(({ node }) => ctx.index.position.has(node) && fitsMethod(node, method) && opensIt(form, node) && (!target.roles || target.roles.includes(node.role)));
    const scored = captioned.map((c) => ({ ...c, score: nameScore(target.whole ?? target.name, c.caption, target.exact) || nameScore(target.name, c.caption, target.exact) })).filter((c) => c.score >= MIN_SCORE);
    if (!scored.length) return underHeading(form, method, captioned) ?? namedAfterCaption(form, ctx.index.snapshot.nodes, method, ctx.index.position);
    const best = Math.max(...scored.map((c) => c.score));
    const top = scored.filter((c) => c.score > best - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} controls with no name follow the text "${top[0]!.caption}": name one by its place ("the first … after ${top[0]!.caption}")`, near: true };
    const { node, caption } = top[0]!;
    if (node.disabled) return { handover: `${said(node)} after "${caption}" is disabled`, near: true };
    const args = clearing(form) ? [''] : form.value !== undefined && (method === 'fill' || method === 'type') ? [form.value] : [];
    if ((method === 'fill' || method === 'type') && !args.length) return undefined;
    const what = `${node.role} (after the text "${caption}")`;
    return {
      actions: [{ ref: node.ref!, method, arguments: args, description: `${args[0] === '' ? 'clear' : method} ${what}${args[0] ? ` with "${args[0]}"` : ''}` }],
      candidates: scored.map((c) => ({ role: c.node.role, name: c.caption, score: Math.round(c.score * 100) / 100, why: 'the text before it' })),
      facts: [`no name of its own; the text before it: "${caption}"`],
    };
  },
};

/** "clear the request body": a text field emptied (filled with nothing). */
const CLEAR_WORDS: ReadonlySet<string> = new Set(['clear', 'empty', 'erase']);
function clearing(form: StepForm): boolean {
  return form.verb === 'do' && CLEAR_WORDS.has(form.said.toLowerCase()) && form.value === undefined && form.frame === 'target';
}

/**
 * "fill the request body with …" where the field's nearest text is a description, not its
 * caption: the one unnamed control that fits the step in the section a heading so named titles
 * (the nearest heading before it). Two such controls under that heading hand over. Text fields
 * only (typed into, filled or cleared).
 */
function underHeading(form: StepForm, method: OfflineMethod, captioned: readonly { node: SnapshotNode; heading: string }[]): RuleFound | RuleHandover | undefined {
  if (method !== 'fill' && method !== 'type') return undefined;
  const target = form.target!;
  const args = clearing(form) ? [''] : form.value !== undefined ? [form.value] : [];
  if (!args.length) return undefined;
  const scored = captioned
    .filter((c) => c.heading && TEXT_FIELDS.has(c.node.role))
    .map((c) => ({ ...c, heading: c.heading.replace(MARKER, '').trim() }))
    .map((c) => ({ ...c, score: nameScore(target.whole ?? target.name, c.heading, target.exact) || nameScore(target.name, c.heading, target.exact) }))
    .filter((c) => c.score >= MIN_SCORE);
  if (!scored.length) return undefined;
  const best = Math.max(...scored.map((c) => c.score));
  const top = scored.filter((c) => c.score > best - MIN_LEAD);
  const headings = new Set(top.map((c) => c.heading));
  if (top.length > 1) return { handover: `${top.length} fields with no name ${headings.size > 1 ? `are under headings like "${target.raw}"` : `are under the heading "${top[0]!.heading}"`}: name one by its place ("the first field under ${top[0]!.heading}")`, near: true };
  const { node, heading } = top[0]!;
  if (node.disabled) return { handover: `${said(node)} under "${heading}" is disabled`, near: true };
  const what = `${node.role} (the one field with no name under the heading "${heading}")`;
  return {
    actions: [{ ref: node.ref!, method, arguments: args, description: `${args[0] === '' ? 'clear' : method} ${what}${args[0] ? ` with "${args[0]}"` : ''}` }],
    candidates: scored.map((c) => ({ role: c.node.role, name: c.heading, score: Math.round(c.score * 100) / 100, why: 'the heading of its section' })),
    facts: [`no name of its own and no caption just before it; the heading of its section: "${heading}"`],
  };
}

/** A mark a heading carries for a required or optional part ("Request body*", "Notes (optional)"; drawn by a stylesheet it joins the words: "Request bodyrequired"). */
const MARKER = /\s*(?:\*|\(?(?:required|optional)\)?)$/i;

/** Fields a section's heading may name. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['textbox', 'searchbox']);
