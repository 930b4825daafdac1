import type { SnapshotNode } from '../../snapshot/index.js';
import { phraseHasWord } from '../dev-names.js';
import type { StepForm } from '../grammar.js';
import { containsPhrase, normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Fields an item's text is typed into: one-line boxes (a combobox picks from a list; another rule's). */
const ENTRY_ROLES = new Set(['textbox', 'searchbox']);
/** Text fields read at most: an entry field is one of a few on a page. */
const MAX_FIELDS = 20;
/** Words that say a field makes a new thing ("new-todo", "add-task", "Create item"). */
const NEW_WORDS = new Set(['new', 'add', 'create']);

/** The kind's words as one may find them in labels or developer-given names: "todo", "to do". */
function saysKind(phrase: string, kind: string): boolean {
  const p = normalize(phrase);
  if (!p) return false;
  const words = kind.split(' ');
  return words.length === 1 ? phraseHasWord(p, kind) || containsPhrase(p.replace(/\bto do\b/g, 'todo'), kind.replace(/^to do$/, 'todo')) : containsPhrase(p, kind);
}

/**
 * "add a todo "pay bills"", "add a new task called Call Bob": an app's entry field for new items
 * of that kind (a todo list's "What needs to be done?" box, `class="new-todo"`) takes the text and
 * Enter, as a person adds one. The field is found by the kind word in its label, placeholder or
 * developer-given names; several such fields are told apart by a word that says "new".
 */
export const addItem: WidgetRule = {
  info: {
    name: 'add-item',
    does: 'Adds an item of a kind: its text filled into the one entry field for that kind, then Enter.',
    when: '"add a todo "pay bills"", "add a new task called Call Bob": the verb add (or create), the kind of item, its text quoted or after called/named.',
    evidence: 'Exactly one enabled one-line text field whose label, placeholder or developer-given names say the kind (of several, the one that also says new/add/create), an <input> whose Enter is not inert (in no form, or a form it submits).',
    example: {
      html: '<h1>todos</h1><input class="new-todo" placeholder="What needs to be done?"><input type="search" placeholder="Search">',
      step: 'add a todo "pay bills"',
      action: 'fill textbox "What needs to be done?" with "pay bills", then press Enter in textbox "What needs to be done?"',
    },
  },
  applies: (form: StepForm, kind) => kind === 'act' && form.verb === 'add' && form.frame === 'kind-value' && !!form.target?.name && !!form.value,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const kind = normalize(form.target!.name);
    const fields = ctx.index.order.filter((n) => n.ref && ENTRY_ROLES.has(n.role)).slice(0, MAX_FIELDS);
    if (!fields.length) return undefined;
    const before = ctx.book.misses;
    const phrases = new Map<SnapshotNode, string[]>(fields.map((n) => [n, [n.name ?? '', n.placeholder ?? '', ...ctx.book.devPhrases(n)]]));
    if (ctx.book.misses > before) return { handover: `reading which field adds a ${kind}`, near: true };
    let saying = fields.filter((n) => phrases.get(n)!.some((p) => saysKind(p, kind)));
    if (saying.length > 1) {
      const fresh = saying.filter((n) => phrases.get(n)!.some((p) => normalize(p).split(' ').some((w) => NEW_WORDS.has(w))));
      if (fresh.length) saying = fresh;
    }
    if (!saying.length) return undefined;
    if (saying.length > 1) return { handover: `${saying.length} fields say "${kind}": say which ("type "${form.value}" into the … field and press Enter")`, near: true };
    const field = saying[0]!;
    const facts = ctx.book.facts(field);
    if (!facts) return { handover: `reading which field adds a ${kind}`, near: true };
    if (field.disabled || facts.readonly) return { handover: `${said(field)} takes no typing`, near: true };
    if (facts.tag !== 'input' || facts.form === 'inert') return { handover: `Enter in ${said(field)} would not add it: say "type "${form.value}" into ${field.name ?? 'the field'}" and the button that adds it`, near: true };
    const what = said(field);
    return {
      actions: [
        { ref: field.ref!, method: 'fill', arguments: [form.value!], description: `fill ${what} with "${form.value}"` },
        { ref: field.ref!, method: 'press', arguments: ['Enter'], description: `press Enter in ${what}` },
      ],
      candidates: [{ role: field.role, name: field.name ?? field.placeholder ?? '', score: 1, why: `says "${kind}"` }],
      facts: [`the field for a new ${kind}: ${phrases.get(field)!.filter(Boolean).join(', ')}`, `Enter: ${facts.form ?? 'no form'}`],
    };
  },
};
