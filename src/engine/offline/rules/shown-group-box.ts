import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const HIDE: ReadonlySet<string> = new Set(['hide']);
const SHOW: ReadonlySet<string> = new Set(['show', 'unhide', 'display', 'reveal']);
/** Words after a group's name in a scope that say it is a set of boxes: "in the Teams filter". */
const SET_WORDS: ReadonlySet<string> = new Set(['filter', 'filters', 'fieldset', 'group', 'list', 'panel', 'box', 'boxes', 'checkboxes', 'options', 'legend']);
/** Roles of a labelled set of boxes (a fieldset is a group named by its legend). */
const SET_ROLES: ReadonlySet<string> = new Set(['group', 'region', 'list', 'form']);

interface Asked {
  on: boolean;
  name: string;
  /** The kind word said after the name ("team"): the set's label must name it. */
  kind?: string;
  /** The set said by its label ("Teams" of "in the Teams filter"). */
  set?: string;
}

function asked(form: StepForm): Asked | undefined {
  const target = form.target;
  if (form.frame !== 'target' || !target?.name || target.exact || target.ordinal !== undefined || target.roles) return undefined;
  const verb = normalize(form.said);
  if ((form.verb === 'close' && HIDE.has(verb)) || (form.verb === 'open' && SHOW.has(verb))) {
    if (form.scope) return undefined;
    let words = normalize(target.name).split(' ');
    if (words.at(-1) === 'again') words = words.slice(0, -1);
    if (!words.length) return undefined;
    const name = words.join(' ');
    const kind = words.length > 1 ? words.at(-1) : undefined;
    return { on: form.verb === 'open', name, ...(kind ? { kind } : {}) };
  }
  if ((form.verb === 'check' || form.verb === 'uncheck') && form.scope && !form.scope.exact && form.scope.relation === 'in') {
    const words = normalize(`${form.scope.name} ${form.scope.kind ?? ''}`).split(' ').filter(Boolean);
    if (words.length < 2 || !SET_WORDS.has(words.at(-1)!)) return undefined;
    return { on: form.verb === 'check', name: normalize(target.name), set: words.slice(0, -1).join(' ') };
  }
  return undefined;
}

/** A kind word and a label that names it: "team" and "Teams", "folder" and "Folders". */
const namesKind = (label: string, kind: string) => normalize(label).split(' ').some((w) => w === kind || w === `${kind}s` || w === `${kind}es` || (kind.endsWith('y') && w === `${kind.slice(0, -1)}ies`));

/** The labelled set of two or more boxes that holds a box, or undefined. */
function setOf(box: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  const set = ancestors(index, box).find((a) => SET_ROLES.has(a.role) && !!a.name);
  return set && subtree(set).filter((n) => n.role === 'checkbox').length >= 2 ? set : undefined;
}

/**
 * A group of things shown or hidden through a set of checkboxes: "hide the QA team" unchecks QA in
 * the fieldset whose legend names teams ("Teams"), "show QA again" checks it, "uncheck Engineering
 * in the Teams filter" unchecks it in the set labelled Teams. The box is the one checkbox named so in
 * a labelled set of boxes; the act verifies its state afterwards.
 */
export const shownGroupBox: WidgetRule = {
  fallback: true,
  setsHiddenBoxes: true,
  info: {
    name: 'shown-group-box',
    does: 'A group shown or hidden through a set of checkboxes: "hide the QA team" unchecks QA in the set labelled Teams, "show QA again" checks it; the box\'s state is verified after.',
    when: '"hide X", "show X again", "hide the X team", "uncheck X in the Teams filter": no disclosure or control is named so, and one checkbox named X lies in a labelled set (a fieldset and its legend) of two or more boxes.',
    evidence: 'Exactly one checkbox named so on the page, in a labelled set of boxes; a kind word said ("team") named by the set\'s label ("Teams"); no other control named so. A box already in the state asked is handed over.',
    example: {
      html: '<fieldset><legend>Teams</legend><label><input type="checkbox" checked> Design</label><label><input type="checkbox" checked> QA</label></fieldset>',
      step: 'hide the QA team',
      action: 'uncheck checkbox "QA"',
    },
  },
  applies: (form) => asked(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const want = asked(form)!;
    const { index } = ctx;
    const named = (name: string) => index.order.filter((n) => n.ref && normalize(n.name ?? '') === name);
    // "the QA team": the kind word may be part of the name ("Sales team") before it is the kind.
    const readings = want.kind ? [{ name: want.name }, { name: want.name.split(' ').slice(0, -1).join(' '), kind: want.kind }] : [{ name: want.name }];
    for (const reading of readings) {
      const all = named(reading.name);
      let boxes = all.filter((n) => n.role === 'checkbox');
      if (!boxes.length) continue;
      if (all.length > boxes.length) return undefined;
      if (want.set) {
        boxes = boxes.filter((b) => normalize(setOf(b, index)?.name ?? '') === want.set);
        if (!boxes.length) return { handover: `no checkbox "${reading.name}" lies in a set labelled "${want.set}"`, near: true };
      }
      if (boxes.length > 1) return { handover: `${boxes.length} checkboxes are named "${reading.name}": say which set ("uncheck ${reading.name} in the … filter")`, near: true };
      const box = boxes[0]!;
      const set = setOf(box, index);
      if (!set) return undefined;
      const label = set.name!;
      if (reading.kind && !namesKind(label, reading.kind)) return { handover: `${said(box)} lies in "${label}", which does not name "${reading.kind}": say "${want.on ? 'check' : 'uncheck'} ${box.name}"`, near: true };
      if (box.disabled) return { handover: `${said(box)} is disabled`, near: true };
      if (box.checked === want.on) return { handover: `${said(box)} is ${want.on ? 'checked' : 'unchecked'} already: ${reading.name} is ${want.on ? 'shown' : 'hidden'}`, near: true };
      const method = want.on ? 'check' : 'uncheck';
      return {
        actions: [{ ref: box.ref!, method, arguments: [], description: `${method} ${said(box)}` }],
        candidates: [{ role: 'checkbox', name: box.name ?? '', score: 1, why: `the box of "${reading.name}" in "${label}"` }],
        facts: [`${said(box)} lies in the set "${label}"`, `"${form.said}" read as ${method}`],
      };
    }
    return undefined;
  },
};
