import type { StepForm } from '../grammar.js';
import { ACTIONABLE_ROLES } from '../../snapshot/index.js';
import { subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { textsIn } from './clickable-text.js';
import type { RuleFound, RuleHandover, WidgetRule } from './widget.js';

/**
 * Shapes of a chart drawn without roles (a Gantt chart's bars, a timeline's events, a diagram's
 * nodes): an element the page makes clickable (a pointer cursor) that shows a text label, named the
 * way testers name a shape: by a kind word with the label after a preposition ("the bar for QA
 * testing", "the details of the Backend API task", "the popup for Launch") or before it, in a
 * chart ("the Launch bar in the chart"). The label is matched as clickable-text matches it (exactly
 * one clickable part shows it); the click must change the page (a popup, a dialog, a selection).
 */

/** Kind words for a shape, or for what clicking it shows (its details, its popup). */
const SHAPE_WORDS = new Set(['bar', 'bars', 'shape', 'block', 'task', 'event', 'node', 'item', 'entry', 'details', 'detail', 'popup', 'popover', 'info', 'information', 'tooltip', 'card', 'box', 'segment', 'slice', 'point', 'marker']);
/** Words that name the chart a shape is in: a scope that is no more than that. */
const CHART_WORDS = new Set(['chart', 'diagram', 'graph', 'timeline', 'gantt', 'plot', 'canvas', 'plan', 'schedule', 'the', 'a']);
/** Most clickable parts of a page read for one step. */
const MAX_CLICKABLE = 400;
/** Verbs that click a shape (to see it or its details). */
const VERBS = new Set(['click', 'open', 'find', 'select', 'double-click']);

/** The label the step names a shape by, with the scope left (a chart word is no scope); undefined when the step does not name a shape. */
function labelOf(form: StepForm): { label: string; scope?: StepForm['scope'] } | undefined {
  const target = form.target;
  if (!target || target.ordinal !== undefined || target.roles) return undefined;
  const said = words(target.raw);
  const scope = form.scope;
  const chartScope = !!scope && scope.relation === 'in' && words(scope.name).every((w) => CHART_WORDS.has(w));
  // "the bar for QA testing", "the details of the Backend API task": the label after the preposition.
  if (said.length === 1 && SHAPE_WORDS.has(said[0]!) && scope && (scope.relation === 'for' || scope.relation === 'of')) {
    const inner = words(scope.name);
    const label = inner.length > 1 && SHAPE_WORDS.has(inner.at(-1)!) ? scope.name.trim().replace(/\s+\S+$/, '') : scope.name.trim();
    return { label };
  }
  // "the Launch bar in the chart", "the Launch task": the label before the kind word.
  if (said.length > 1 && SHAPE_WORDS.has(said.at(-1)!) && (!scope || chartScope)) return { label: target.raw.trim().replace(/\s+\S+$/, '') };
  return undefined;
}

export const chartShape: WidgetRule = {
  fallback: true,
  info: {
    name: 'chart-shape',
    does: 'A shape of a chart drawn without roles (a bar, an event, a node) named by its label and a kind word ("the bar for QA testing", "the details of the Backend API task", "the Launch bar in the chart"): the one clickable part that shows the label, clicked; the page must change (a popup or a dialog shows).',
    when: 'click/open/show/find with a kind word of a shape or of what it shows (bar, task, event, details, popup) and the label after for/of, or before the kind word (in the chart).',
    evidence: 'Exactly one element with a pointer cursor and no control role shows the label (as clickable-text reads it); no control is named so. Several are handed over, asking where.',
    example: {
      html: '<svg width="300" height="60"><g style="cursor:pointer" onclick="document.getElementById(\'pop\').hidden=false"><rect width="120" height="20" fill="#9cf"></rect><text x="4" y="14">QA testing</text></g></svg><div id="pop" hidden>QA testing: Jan 25 – Jan 29</div>',
      step: 'show the popup for QA testing',
      action: 'click generic "QA testing"',
    },
  },
  applies: (form, kind) => VERBS.has(form.verb) && (form.verb !== 'find' || kind === 'observe') && form.frame === 'target' && !!labelOf(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { label } = labelOf(form)!;
    const wanted = normalize(label);
    if (!wanted) return undefined;
    // A control named so is the name rules' (only an exact name: "Progress of Backend API" names no bar).
    if (ctx.index.order.some((n) => n.ref && ACTIONABLE_ROLES.has(n.role) && normalize(n.name ?? '') === wanted)) return undefined;
    const clickable = ctx.index.order.filter((n) => n.ref && n.cursor === 'pointer' && !ACTIONABLE_ROLES.has(n.role)).slice(0, MAX_CLICKABLE);
    // A part that shows the whole phrase ("Team offsite bar") is named by it: the kind word is no kind word then.
    const whole = normalize(form.target!.raw);
    if (clickable.some((el) => textsIn(el).some((t) => t.text === whole))) return undefined;
    const showing = clickable.map((el) => ({ el, hit: textsIn(el).find((t) => t.text === wanted) })).filter((c) => c.hit);
    // The outermost clickable part that shows it (a bar's group, not also its label inside it).
    const outer = showing.filter((c) => !showing.some((o) => o !== c && subtree(o.el).includes(c.el)));
    if (!outer.length) return undefined;
    const kindWord = words(form.target!.raw).find((w) => SHAPE_WORDS.has(w)) ?? '';
    if (outer.length > 1) return { handover: `${outer.length} clickable parts of the page show "${label}": say where ("${form.said} the ${label} ${kindWord} in the … section")`, near: true };
    const { el, hit } = outer[0]!;
    const at = hit!.at.ref ? hit!.at : el;
    const method = form.verb === 'double-click' ? 'doubleClick' : 'click';
    return {
      actions: [{ ref: at.ref!, method, arguments: [], description: `${method === 'click' ? 'click' : 'double-click'} ${at.role} "${label}"`, ...(ctx.kind === 'act' ? { effect: { pageChanged: true } } : {}) }],
      candidates: [{ role: el.role, name: label, score: 1, why: 'the label of a part with a pointer cursor' }],
      facts: ['a pointer cursor (the page makes it clickable)', `"${label}" read as the label of a shape ("${kindWord}" is the kind of thing)`, ...(ctx.kind === 'act' ? ['afterwards the page must change (a popup or a dialog shows)'] : [])],
    };
  },
};
