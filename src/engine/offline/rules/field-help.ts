import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, subtree } from '../page-index.js';
import { nameScore } from '../score.js';
import { normalize, words } from '../text.js';
import { HELP_NAME } from './spin-step.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * The help beside a field said by what the field is about ("show the help for the session timeout",
 * "open the info about the card nickname", "hover the billing cycle help"): the one help control (a
 * button or link named "About X", "Help with X", "More about X"; or a sign such as "?" in the field's
 * own box, the field labelled X) shown as a person shows it: hovered, as a tooltip shows on pointing,
 * or clicked when the control says it opens something (an expanded state: a toggletip, a popover).
 */

const VERBS: ReadonlySet<string> = new Set(['open', 'hover', 'click', 'find']);
/** What the step calls the help. */
const HELP_WORDS: ReadonlySet<string> = new Set(['help', 'info', 'information', 'tooltip', 'hint', 'explanation']);
/** Relations that say what the help is about. */
const ABOUT: ReadonlySet<string> = new Set(['for', 'about', 'on', 'of', 'with']);
const FIELD_ROLES: ReadonlySet<string> = new Set(['spinbutton', 'textbox', 'slider', 'combobox', 'searchbox', 'switch', 'checkbox']);
const CONTROLS: ReadonlySet<string> = new Set(['button', 'link']);
const ARTICLES = /^(?:the|a|an|my|your)\s+/i;

/** "the help for X" (a scope about X), "the X help", "X's help": X, or undefined when the step asks for no help. */
function topicOf(form: StepForm): string | undefined {
  const t = form.target;
  if (!VERBS.has(form.verb) || form.frame !== 'target' || !t || t.exact || t.ordinal !== undefined || form.value !== undefined) return undefined;
  const said = words(normalize(t.raw));
  if (form.scope) {
    if (!ABOUT.has(form.scope.relation) || form.scope.exact || form.scope.kind || said.length !== 1 || !HELP_WORDS.has(said[0]!)) return undefined;
    return form.scope.name.replace(ARTICLES, '').trim() || undefined;
  }
  if (said.length < 2 || !HELP_WORDS.has(said.at(-1)!)) return undefined;
  return said.slice(0, -1).join(' ').replace(/['’]s$/, '') || undefined;
}

/** A name with no letter or digit ("?", "ⓘ"): a sign. */
const signOnly = (name: string) => !!name && !/[\p{L}\p{N}]/u.test(name);

/**
 * Help controls said to be about the topic: named so ("About session timeout"), or a sign alone in
 * the own box of the one field labelled by the topic (three levels up, no other field in it).
 */
function helpControls(topic: string, ctx: RuleContext): SnapshotNode[] {
  const controls = ctx.index.order.filter((n) => n.ref && CONTROLS.has(n.role) && isActionable(n));
  const named = controls.filter((n) => {
    const about = HELP_NAME.exec((n.name ?? '').trim())?.[1];
    return !!about && nameScore(topic, about) === 1;
  });
  if (named.length) return named;
  const fields = ctx.index.order.filter((n) => n.ref && FIELD_ROLES.has(n.role) && nameScore(topic, n.name ?? '') === 1);
  if (fields.length !== 1) return [];
  const field = fields[0]!;
  for (const box of ancestors(ctx.index, field).slice(0, 3)) {
    const inside = subtree(box);
    if (inside.some((n) => n !== field && FIELD_ROLES.has(n.role))) return [];
    const signs = inside.filter((n) => controls.includes(n) && signOnly(n.name ?? ''));
    if (signs.length) return signs;
  }
  return [];
}

export const fieldHelp: WidgetRule = {
  info: {
    name: 'field-help',
    does: 'Shows the help beside a field said by what the field is about ("show the help for the session timeout"): the one help control named "About X", "Help with X" (or a "?" alone in the box of the field labelled X), hovered as a tooltip is shown, or clicked when it has an expanded state.',
    when: '"show the help for the session timeout", "open the info about the card nickname", "hover the billing cycle help", observe "find the help for X".',
    evidence: 'Exactly one enabled button or link whose name says help about the step\'s words ("About …", "Help with …", "More about …", "What is …"); with none, the one field labelled so and, in its own box (no other field), one control named by a sign alone. The control\'s expanded state read from the page: none, hovered; one, clicked when closed (open already: handed over). Two such controls hand over naming them.',
    example: {
      html: '<div><label for="n">Card nickname</label><button aria-label="About card nickname">?</button><input id="n"></div><div><label for="c">Billing cycle</label><button aria-label="About billing cycle">?</button><select id="c"><option>Monthly</option></select></div>',
      step: 'show the help for the card nickname',
      action: 'hover button "About card nickname"',
    },
  },
  applies: (form, kind) => (form.verb !== 'find' || kind === 'observe') && topicOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const topic = topicOf(form)!;
    const found = helpControls(topic, ctx);
    if (!found.length) return undefined;
    if (found.length > 1) return { handover: `${found.length} help controls are about "${topic}" (${found.slice(0, 3).map(said).join(', ')}): say which by where it is`, near: true };
    const node = found[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    const candidates = [{ role: node.role, name: node.name ?? '', score: 1, why: `help about "${topic}"` }];
    if (ctx.kind === 'observe') return { actions: [{ ref: node.ref!, method: 'hover', arguments: [], description: said(node) }], candidates, facts: [] };
    const before = ctx.book.misses;
    const expanded = node.expanded ?? ctx.book.facts(node)?.expanded;
    if (ctx.book.misses > before) return { handover: `reading whether ${said(node)} opens something`, near: true };
    if (expanded === true) return { handover: `${said(node)} is open already`, near: true };
    const method = expanded === false || form.verb === 'click' ? 'click' : 'hover';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: `${method} ${said(node)}` }],
      candidates,
      facts: [`${said(node)}: help about "${topic}"`, expanded === false ? 'it opens a part (aria-expanded)' : 'no expanded state: a tooltip shown on pointing'],
    };
  },
};
