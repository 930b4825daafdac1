import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, shownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { VERB_SENSES } from '../vocabulary.js';
import { nameWords } from './name-prefix.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Controls that do something when clicked. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);
/** Parts a noun may name: a dialog (a tour's step), a region, a form, a landmark, a card. */
const PART_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog', 'region', 'complementary', 'form', 'group', 'radiogroup', 'tablist', 'article', 'tabpanel', 'navigation', 'toolbar']);
/** Choices of a group (APG radio group, tabs): named by the verb itself only ("center" → "Center"). */
const CHOICE_ROLES: ReadonlySet<string> = new Set(['radio', 'tab', 'menuitemradio']);
/** Articles before the noun. */
const ARTICLES = /^(?:the|a|an|this|that|my|our|your)\s+/;

/**
 * A verb of purpose and the thing it acts on, where the page names the control by the verb's
 * sense ("finish the tour": a "Finish" button in the tour's own dialog; "continue the tour": its
 * "Next"; "restart the tour": "Start tour"; "create a new project": "New project").
 */
export const verbObject: WidgetRule = {
  fallback: true,
  info: {
    name: 'verb-object',
    does: 'A verb of purpose and its object ("finish the tour", "continue the tour", "restart the tour", "create a new project"): the control named by the verb\'s sense inside the part the object names (a "Finish" or "Next" button in the dialog whose name or closing control says "tour"), or named by the sense and the object\'s noun ("Start tour", "New project").',
    when: 'A verb the grammar has no entry for, and a noun after it; the verb\'s senses from vocabulary.ts (finish, continue, restart, start, take, create…), else the verb itself ("center the text": the choice "Center" in the group "Text alignment"); no control is named by the whole step.',
    evidence: 'Exactly one enabled button, link or menu item that is either named by one of the verb\'s senses and lies in a part (dialog, region, form, landmark) that the noun names (its name, heading, or a control or text in it that says the noun), or is named by a sense and the noun, every word of it ("New project" for "a new project"). Several such controls, or none, hand over.',
    example: {
      html: '<div role="dialog" aria-labelledby="t"><h3 id="t">All set</h3><button aria-label="Close tour">×</button><button>Back</button><button>Finish</button></div><button>Finish setup</button>',
      step: 'finish the tour',
      action: 'click button "Finish"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'do' && !form.scope && !!form.target && !form.target.exact && form.target.ordinal === undefined && !form.target.roles && /^\p{L}+$/u.test(form.said),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const verb = normalize(form.said);
    // A verb of no entry names its control itself ("center the text": a "Center" choice in the group the noun names).
    const senses = VERB_SENSES.get(verb) ?? [verb];
    const noun = normalize((form.target!.whole ?? form.target!.raw).replace(ARTICLES, ''));
    const nounWords = noun.split(' ').filter(Boolean);
    if (!nounWords.length || nounWords.length > 4) return undefined;
    const head = nounWords.at(-1)!;
    const { index } = ctx;
    const controls = index.order.filter((n) => n.ref && (DOING_ROLES.has(n.role) || CHOICE_ROLES.has(n.role)) && n.name);
    const found = new Map<SnapshotNode, string>();
    for (const node of controls) {
      const name = nameWords(node.name!);
      if (!name) continue;
      // Named by a sense and the noun: "Start tour" for "restart the tour", "New project" for "create a new project".
      const sense = senses.find((s) => name.startsWith(`${s} `));
      if (sense) {
        // Every word said is in the name: "create a new project" is "New project" (the sense said again), never "Project".
        const rest = name.slice(sense.length + 1);
        if (rest === noun || (nounWords[0] === sense && rest === nounWords.slice(1).join(' '))) found.set(node, `named "${sense}" and the noun "${rest}"`);
        continue;
      }
      if (CHOICE_ROLES.has(node.role)) {
        if (name !== verb) continue;
      }
      // Named by a sense alone, inside the part the noun names: "Finish" in the tour's dialog.
      if (senses.includes(name)) {
        const part = ancestors(index, node).find((up) => PART_ROLES.has(up.role));
        if (part && partSays(part, node, head)) found.set(node, `named "${name}" in ${said(part)}, which says "${head}"`);
      }
    }
    // A choice drawn as its label over a hidden radio (a button group of radios): the label's text, read from the page.
    const before = ctx.book.misses;
    for (const text of index.order) {
      if (!text.ref || DOING_ROLES.has(text.role) || CHOICE_ROLES.has(text.role) || normalize(ownText(text)) !== verb) continue;
      const part = ancestors(index, text).find((up) => PART_ROLES.has(up.role));
      if (!part || !partSays(part, text, head)) continue;
      const labels = ctx.book.facts(text)?.labels;
      if (labels !== 'radio') continue;
      const radio = part.children.find((c) => c.role === 'radio' && normalize(c.name ?? '') === verb);
      if (radio?.checked === true) return { handover: `${said(radio)} is chosen already`, near: true };
      found.set(text, `the label of radio "${ownText(text)}" in ${said(part)}, which says "${head}"`);
    }
    if (ctx.book.misses > before) return { handover: `reading which texts label a choice named "${verb}"`, near: true };
    if (!found.size) return undefined;
    const enabled = [...found.keys()].filter((n) => !n.disabled);
    const candidates = [...found.entries()].map(([n, why]) => ({ role: n.role, name: n.name ?? '', score: n.disabled ? 0 : 1, why }));
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} controls ${form.said} the ${noun} (${enabled.slice(0, 4).map((n) => said(n)).join(', ')}): click the one you mean by its name`, near: true }
        : { handover: `${said([...found.keys()][0]!)} is disabled`, near: true };
    }
    const node = enabled[0]!;
    if (node.checked === true || node.selected === true) return { handover: `${said(node)} is chosen already`, near: true };
    const label = !DOING_ROLES.has(node.role) && !CHOICE_ROLES.has(node.role);
    const method = label || node.role === 'radio' || node.role === 'menuitemradio' ? 'check' : 'click';
    return {
      actions: [{ ref: node.ref!, method, arguments: [], description: label ? `check the radio labelled "${ownText(node)}"` : `${method} ${said(node)}` }],
      candidates,
      facts: [`"${form.said}" is said by ${senses.map((s) => `"${s}"`).join(', ')}`, found.get(node)!],
    };
  },
};

/** The part says the noun: its name, its heading, or a control or text in it other than the one found. */
function partSays(part: SnapshotNode, control: SnapshotNode, noun: string): boolean {
  const says = (text: string | undefined) => normalize(text ?? '').split(' ').includes(noun);
  if (says(part.name)) return true;
  return subtree(part).some((n) => n !== control && n !== part && (says(n.name) || (n.role === 'heading' && says(shownText(n)))));
}
