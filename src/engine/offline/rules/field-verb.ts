import type { SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import { ancestors, besideLabel } from '../page-index.js';
import { containsPhrase, normalize, words } from '../text.js';
import { textOf } from '../../snapshot/index.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type StepRule } from './widget.js';

/**
 * A field filled by the verb its label is the noun of: "describe it as "The link is broken"" fills
 * the Description field ("Leave a description"), "title it "Broken link"" the Title, "name it
 * Groceries" the Name. The thing described is "it", "this" or "the <thing>" the open form is about:
 * the verb says which field, the value what goes in. The grammar reads no "<verb> it as <value>":
 * a step rule, tried before the name rules.
 */

/** Verbs whose noun is a field's label, and the labels each may mean, the likelier first. */
const FIELD_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ['describe', ['description']],
  ['title', ['title']],
  ['name', ['name', 'title']],
  ['call', ['name', 'title']],
  ['caption', ['caption']],
  ['subtitle', ['subtitle']],
  ['summarize', ['summary']],
  ['summarise', ['summary']],
  ['label', ['label']],
  ['rename', ['name', 'title']],
]);

const SHAPE = /^\s*(\w+)\s+(it|this|that|(?:the|this|that|my|our)\s+[\p{L}\d-]+(?:\s+(?!as\b|to\b)[\p{L}\d-]+)?)\s+(?:(?:as|to)\s+)?(?:"([^"]+)"|'([^']+)'|“([^”]+)”|(\S.*?))\s*$/iu;
const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox']);

interface Said {
  verb: string;
  labels: readonly string[];
  /** The thing the step says it is about ("issue" for "the issue"), when not a pronoun. */
  thing?: string;
  value: string;
  quoted: boolean;
}

function saidOf(step: string): Said | undefined {
  const m = SHAPE.exec(step);
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  const labels = FIELD_VERBS.get(verb);
  if (!labels) return undefined;
  const object = normalize(m[2]!).split(' ');
  const thing = object.length > 1 ? object.slice(1).join(' ') : undefined;
  const quoted = m[3] ?? m[4] ?? m[5];
  return { verb, labels, ...(thing ? { thing } : {}), value: quoted ?? m[6]!, quoted: quoted !== undefined };
}

/** What a field is called on the page: its name, placeholder, or the caption beside it. */
const calledBy = (n: SnapshotNode) => [n.name, n.placeholder, besideLabel(n)].filter((t): t is string => !!t);

/** Words that make a field a way to look things up, never the thing's own field ("Search by name"). */
const LOOKUP: ReadonlySet<string> = new Set(['search', 'filter', 'find', 'lookup']);

/** Whether a field is called by the label (its words say it, as a whole word) and is not a search. */
const calls = (n: SnapshotNode, label: string) => n.role !== 'searchbox'
  && calledBy(n).some((t) => words(t).includes(label)) && !calledBy(n).some((t) => words(t).some((w) => LOOKUP.has(w)));

export const fieldVerb: StepRule = {
  info: {
    name: 'field-verb',
    does: 'Fills the field named by the noun of the step\'s verb: "describe it as X" the Description field, "title it X" the Title, "name it X", "call it X" or "rename the task to X" the Name (else the Title).',
    when: 'act: "<verb> it as <value>", "<verb> this <value>", "<verb> the <thing> as <value>", the verb one of describe, title, name, call, caption, subtitle, summarize, label, rename ("rename the task to Data migration", in an open dialog).',
    evidence: 'The fields of the one open dialog (with none open, of the page; with two open, handed over); of them exactly one enabled text field whose name, placeholder or caption says the verb\'s noun as a word ("Leave a description") and is no search or filter box; for "name it", Name before Title. "the <thing>" must be said by the open dialog\'s name; for rename a dialog must be open, and name the thing or show in its name what the field holds ("Edit Database migration" over a Title field holding "Database migration"). An unquoted value that ends in "." or "!" is handed over (quote it). The field holds the value after.',
    example: {
      html: '<div role="dialog" aria-label="New issue"><input aria-label="Title"><textarea placeholder="Leave a description"></textarea><button>Create issue</button></div>',
      step: 'describe it as "The Status link returns a 404"',
      action: 'fill textbox "Leave a description" with "The Status link returns a 404"',
    },
  },
  applies: (step, kind) => kind === 'act' && saidOf(step) !== undefined,
  resolve(step: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
    const { verb, labels, thing, value, quoted } = saidOf(step)!;
    if (!quoted && /[.!?]$/.test(value)) {
      return { handover: `the value ends in "${value.slice(-1)}", which may end the sentence or belong to the value: quote it, as in '${verb} it as "${value}"' or '${verb} it as "${value.slice(0, -1)}"'`, near: true };
    }
    const dialogs = ctx.index.order.filter((n) => DIALOG_ROLES.has(n.role) && !ancestors(ctx.index, n).some((a) => DIALOG_ROLES.has(a.role)));
    if (dialogs.length > 1) return { handover: `${dialogs.length} dialogs are open (${dialogs.slice(0, 3).map(said).join(', ')}): name the field to fill ("fill the ${labels[0]} in …")`, near: true };
    const dialog = dialogs[0];
    // "rename the task to …": only in an open dialog, which edits the thing: it is named by the thing
    // said, or it shows, in its own name, the name its Name or Title field holds ("Edit Database migration").
    const renames = verb === 'rename';
    if (renames && !dialog) return undefined;
    const aboutThing = !thing || (!!dialog && words(dialog.name ?? '').some((w) => normalize(thing).split(' ').includes(w)));
    // "describe the issue as …": the open dialog is about the thing said, else this reading is not the step's.
    if (!aboutThing && !renames) return undefined;
    const inScope = (n: SnapshotNode) => !dialog || ancestors(ctx.index, n).includes(dialog);
    const fields = ctx.index.order.filter((n) => n.ref && FIELD_ROLES.has(n.role) && inScope(n));
    for (const label of labels) {
      const called = fields.filter((n) => calls(n, label));
      if (!called.length) continue;
      const enabled = called.filter((n) => !n.disabled);
      if (enabled.length > 1) return { handover: `${enabled.length} fields say "${label}" (${enabled.slice(0, 3).map(said).join(', ')}): say which ("fill the first ${label} field with …")`, near: true };
      if (!enabled.length) return { handover: `${said(called[0]!)} is disabled`, near: true };
      const node = enabled[0]!;
      // What the field holds: its text without its own name, which the snapshot's text of it starts with.
      const shown = normalize(textOf(node));
      const own = normalize(node.name ?? '');
      const holds = own && shown.startsWith(`${own} `) ? shown.slice(own.length + 1) : shown === own ? '' : shown;
      if (!aboutThing && !(holds && containsPhrase(normalize(dialog?.name ?? ''), holds))) return undefined;
      const where = dialog ? ` in ${said(dialog)}` : '';
      return {
        actions: [{ ref: node.ref!, method: 'fill', arguments: [value], description: `fill ${said(node)} with "${value}"` }],
        candidates: called.map((n) => ({ role: n.role, name: n.name ?? n.placeholder ?? '', score: n === node ? 1 : 0, ...(n === node ? { why: `"${verb}" fills the ${label}` } : {}) })),
        facts: [`the one field that says "${label}"${where}`, `"${verb}" names the ${label}`],
      };
    }
    return undefined;
  },
};
