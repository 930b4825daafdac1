import type { SnapshotNode } from '../../snapshot/index.js';
import { ancestors, ownText, shownText, subtree } from '../page-index.js';
import { normalize } from '../text.js';
import { DIALOG_ANSWERS, PRONOUNS, sameNouns, VERB_ONLY_TAILS, VERB_SENSES } from '../vocabulary.js';
import { saysClose } from '../dismiss.js';
import { nameWords } from './name-prefix.js';
import { FIELD_ROLES } from './columns.js';
import { said, type RuleContext, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';
import type { StepForm } from '../grammar.js';

/** Controls that do something when clicked. */
const DOING_ROLES: ReadonlySet<string> = new Set(['button', 'menuitem', 'link']);
/** Parts a noun may name: a dialog (a tour's step), a region, a form, a landmark, a card. */
const PART_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog', 'region', 'complementary', 'form', 'group', 'radiogroup', 'tablist', 'article', 'tabpanel', 'navigation', 'toolbar']);
/** Choices of a group (APG radio group, tabs): named by the verb itself only ("center" → "Center"). */
const CHOICE_ROLES: ReadonlySet<string> = new Set(['radio', 'tab', 'menuitemradio']);
/** Articles before the noun. */
const ARTICLES = /^(?:the|a|an|this|that|my|our|your)\s+/;
/** Dialogs (APG dialog and alertdialog): a confirmation's answers are its buttons. */
const DIALOG_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);
/** Grammar verbs that answer a dialog ("confirm the booking", "cancel the order"). */
const ANSWER_VERBS: ReadonlySet<string> = new Set(['confirm', 'cancel']);

/** A name less a last word that names no object ("Book now", "Keep it" → "book", "keep"). */
function verbOnly(name: string): string {
  const words = name.split(' ');
  return words.length > 1 && VERB_ONLY_TAILS.has(words.at(-1)!) ? words.slice(0, -1).join(' ') : name;
}

/**
 * A verb of purpose and the thing it acts on, where the page names the control by the verb's
 * sense ("finish the tour": a "Finish" button in the tour's own dialog; "continue the tour": its
 * "Next"; "restart the tour": "Start tour"; "create a new project": "New project").
 */
export const verbObject: WidgetRule = {
  fallback: true,
  info: {
    name: 'verb-object',
    does: 'A verb of purpose and its object ("finish the tour", "continue the tour", "restart the tour", "create a new project", "book the room", "keep the form"): the control named by the verb\'s sense (alone, or with a word that names no object: "Book now", "Keep it") inside the part the object names (a "Finish" or "Next" button in the dialog whose name or closing control says "tour"), or named by the sense and the object\'s noun ("Start tour", "New project"). A dialog\'s answer by its verb: "confirm the booking" is the yes (Yes…, OK, Confirm, or the dialog\'s own verb) of the open dialog that says "booking", "cancel the order" its no (No…, Cancel), checked gone after. "… and save it": the control named by the verb beside what the part before acted on.',
    when: 'A verb the grammar has no entry for (or confirm/accept/approve, cancel/abort for a dialog\'s answer; or close, read only as a control named "Close" and the noun: "close this issue" for "Close issue"), and a noun after it; the verb\'s senses from vocabulary.ts (finish, continue, restart, start, take, create…), else the verb itself ("center the text": the choice "Center" in the group "Text alignment"); no control is named by the whole step. "it" in a later part of a compound step.',
    evidence: 'Exactly one enabled button, link or menu item that is either named by one of the verb\'s senses and lies in a part (dialog, region, form, landmark) that the noun names (its name, heading, or a control or text in it that says the noun) — or, in no part at all, named by the verb itself on a page that says the noun, when no other control (button, link, menu item, choice, checkbox, switch) names the verb and then the noun itself ("Also send to #support" beside "Send now" for "also send it to #support": a hand-over naming it) —, or is named by a sense and the noun, every word of it ("New project" for "a new project"), or by a sense and another word for a one-word noun (vocabulary.ts SAME_NOUNS: "Leave call" for "leave the meeting", when no control says the verb and the noun itself; a page that says the noun may say it by such a word: "join the call" for "Join now" on a page that says "meeting"). For an answer: one open dialog saying the noun, one button of that answer in it (with no button saying yes, the one button beside a no that is neither a no nor the closing control: "Delete all items" beside Cancel); a dialog that asks to cancel itself makes "cancel" a doubt. For "it": one control whose name starts with the verb in the smallest part holding the element the part before acted on. Several such controls, or none, hand over.',
    example: {
      html: '<div role="dialog" aria-labelledby="t"><h3 id="t">All set</h3><button aria-label="Close tour">×</button><button>Back</button><button>Finish</button></div><button>Finish setup</button>',
      step: 'finish the tour',
      action: 'click button "Finish"',
    },
  },
  applies: (form, kind) => kind === 'act' && (form.verb === 'do' || (form.verb === 'close' && normalize(form.said) === 'close' && form.frame === 'target' && form.value === undefined) || (form.verb === 'run' && normalize(form.said) === 'send') || (ANSWER_VERBS.has(form.verb) && form.frame === 'target' && form.value === undefined)) && !form.scope && !!form.target && !form.target.exact && form.target.ordinal === undefined && !form.target.roles && /^\p{L}+$/u.test(form.said),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const verb = normalize(form.said);
    // A verb of no entry names its control itself ("center the text": a "Center" choice in the group the noun names).
    const senses = VERB_SENSES.get(verb) ?? [verb];
    const noun = normalize((form.target!.whole ?? form.target!.raw).replace(ARTICLES, ''));
    // "… and save it": the control named by the verb beside what the part before acted on.
    if (PRONOUNS.has(noun)) return form.verb === 'do' ? besidePrevious(form, senses, ctx) : undefined;
    const nounWords = noun.split(' ').filter(Boolean);
    if (!nounWords.length || nounWords.length > 4) return undefined;
    const head = nounWords.at(-1)!;
    const { index } = ctx;
    // "confirm the booking", "cancel the order": the answer of the open dialog that says the noun.
    if (ANSWER_VERBS.has(form.verb)) return dialogAnswer(form, head, ctx);
    // "close this issue": a verb the grammar reads itself (close) is read here only as a control named
    // by it and the noun, every word ("Close issue"); a "Close" alone in a part is the closing rules'.
    const namedOnly = form.verb === 'close';
    // "keep the file": another verb of an answer, when a dialog says the noun; else the verb's own controls.
    const answered = answerVerb(verb) && !namedOnly ? dialogAnswer(form, head, ctx) : undefined;
    if (answered) return answered;
    const controls = index.order.filter((n) => n.ref && (DOING_ROLES.has(n.role) || CHOICE_ROLES.has(n.role)) && n.name);
    const found = new Map<SnapshotNode, string>();
    const rivals = new Set<SnapshotNode>();
    for (const node of controls) {
      const full = nameWords(node.name!);
      if (!full) continue;
      // "Book now", "Keep it": the verb alone, a word that names no object after it.
      const name = CHOICE_ROLES.has(node.role) ? full : verbOnly(full);
      // Named by a sense and the noun: "Start tour" for "restart the tour", "New project" for "create a new project".
      const sense = senses.find((s) => name.startsWith(`${s} `));
      if (sense) {
        // Every word said is in the name: "create a new project" is "New project" (the sense said again), never "Project".
        const rest = name.slice(sense.length + 1);
        if (rest === noun || (nounWords[0] === sense && rest === nounWords.slice(1).join(' '))) found.set(node, `named "${sense}" and the noun "${rest}"`);
        // "leave the meeting" for "Leave call": the noun said by another word for it (SAME_NOUNS), one word.
        else if (nounWords.length === 1 && sameNouns(noun).includes(rest) && !named(index.order, verb, noun)) found.set(node, `named "${sense}" and "${rest}", said for "${noun}"`);
        continue;
      }
      if (namedOnly) continue;
      if (CHOICE_ROLES.has(node.role)) {
        if (name !== verb) continue;
      }
      // Named by a sense alone, inside the part the noun names: "Finish" in the tour's dialog.
      if (senses.includes(name)) {
        const part = ancestors(index, node).find((up) => PART_ROLES.has(up.role));
        if (part && partSays(part, node, head)) found.set(node, `named "${name}" in ${said(part)}, which says "${head}"`);
        // In no part at all: named by the verb itself and a word that names no object (no synonym), on
        // a page that says the noun ("book the room": "Book now"). A control named the verb alone is verb-name's.
        // Another control whose own name says the verb and the noun ("Also send to #support" for "also send it
        // to #support") is what the step names, not this one: a doubt.
        else if (!part && name === verb && full !== name && sameNouns(head).some((h) => pageSays(index.order, node, h))) {
          const rival = index.order.find((n) => n !== node && n.ref && n.name && NAMED_ROLES.has(n.role) && saysBoth(n.name, verb, head));
          if (rival) rivals.add(rival);
          else found.set(node, `named "${full}" (the verb "${verb}"), on a page that says "${head}"`);
        }
      }
    }
    // A choice drawn as its label over a hidden radio (a button group of radios): the label's text, read from the page.
    const before = ctx.book.misses;
    for (const text of namedOnly ? [] : index.order) {
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
    if (!found.size && rivals.size) {
      const rival = [...rivals][0]!;
      return { handover: `${said(rival)} says "${verb}" and "${head}" itself, and is not named by the verb alone: click the control you mean by its whole name (say "${rival.role === 'checkbox' || rival.role === 'switch' || rival.role === 'menuitemcheckbox' ? 'check' : 'click'} ${rival.name}")`, near: true };
    }
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

/** Controls a step may name by their whole name: they do something, or hold a choice. */
const NAMED_ROLES: ReadonlySet<string> = new Set([...DOING_ROLES, ...CHOICE_ROLES, 'checkbox', 'switch', 'menuitemcheckbox', 'option']);

/** A name says the verb and, after it, the noun ("Also send to #support": "send", then "support"). */
function saysBoth(name: string, verb: string, noun: string): boolean {
  const words = normalize(name).split(' ');
  const at = words.indexOf(verb);
  return at >= 0 && words.indexOf(noun, at + 1) > at;
}

/** A control that says the verb and the noun itself ("Leave meeting"): the step names it, not one said by another word. */
function named(nodes: readonly SnapshotNode[], verb: string, noun: string): boolean {
  return nodes.some((n) => n.ref && n.name && NAMED_ROLES.has(n.role) && saysBoth(n.name, verb, noun));
}

/** Some element of the page other than the control says the noun: a name, a label's or a heading's text. */
function pageSays(nodes: readonly SnapshotNode[], control: SnapshotNode, noun: string): boolean {
  const says = (text: string | undefined) => normalize(text ?? '').split(' ').includes(noun);
  return nodes.some((n) => n !== control && (says(n.name) || ((n.role === 'text' || n.role === 'paragraph') && says(n.text)) || (n.role === 'heading' && says(shownText(n)))));
}

/**
 * "confirm the booking" / "cancel the order": the one open dialog that says the noun (its name,
 * heading or text), and in it the one button that gives the answer the verb asks for (APG
 * alertdialog): yes (Yes…, OK, Confirm, or the dialog's own verb: "Delete" in "Delete this
 * file?") or no (No…, Cancel). A dialog that itself asks to cancel makes "cancel" a doubt.
 * The dialog must be gone (or replaced) after the click.
 */
function dialogAnswer(form: StepForm, noun: string, ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const { index } = ctx;
  const verb = normalize(form.said);
  const answer = answerVerb(verb);
  if (!answer) return undefined;
  const dialogs = index.order.filter((n) => DIALOG_ROLES.has(n.role) && dialogSays(n, noun));
  if (!dialogs.length) return undefined;
  if (dialogs.length > 1) return { handover: `${dialogs.length} dialogs say "${noun}" (${dialogs.slice(0, 3).map((d) => said(d)).join(', ')}): click the answer you mean by its name`, near: true };
  const dialog = dialogs[0]!;
  const title = normalize(dialog.name ?? shownText(subtree(dialog).find((n) => n.role === 'heading') ?? dialog));
  const ownVerb = title.split(' ')[0] ?? '';
  if (answer === 'no' && title.split(' ').includes(verb)) return { handover: `${said(dialog)} asks to ${verb} itself: "${form.said} the ${noun}" may be its yes or its no; click the answer by its name`, near: true };
  const buttons = subtree(dialog).filter((n) => n.ref && DOING_ROLES.has(n.role) && n.name && ancestors(index, n).find((up) => DIALOG_ROLES.has(up.role)) === dialog);
  const names = answer === 'yes' ? DIALOG_ANSWERS.yes.names : DIALOG_ANSWERS.no.names;
  // The answer word a name starts with: its first word, or its first two ("Go back").
  const first = (n: SnapshotNode) => {
    const words = nameWords(n.name!).split(' ');
    const two = words.slice(0, 2).join(' ');
    return ([...DIALOG_ANSWERS.yes.names, ...DIALOG_ANSWERS.no.names] as readonly string[]).includes(two) ? two : (words[0] ?? '');
  };
  let answers = buttons.filter((n) => (names as readonly string[]).includes(first(n)) || (answer === 'yes' && (first(n) === ownVerb || first(n) === verb) && !(DIALOG_ANSWERS.no.names as readonly string[]).includes(ownVerb)));
  // No button says yes: a confirmation's one button that is neither a no (Cancel, No…) nor its
  // closing control ("Delete all items" beside Cancel and ×) is its yes.
  const others = buttons.filter((n) => !(DIALOG_ANSWERS.no.names as readonly string[]).includes(first(n)) && !saysClose(n.name) && !/^[×✕✖✗x]$/i.test((n.name ?? '').trim()));
  const hasNo = buttons.some((n) => (DIALOG_ANSWERS.no.names as readonly string[]).includes(first(n)));
  if (answer === 'yes' && !answers.length && hasNo && others.length === 1) answers = others;
  const candidates = buttons.map((n) => ({ role: n.role, name: n.name ?? '', score: answers.includes(n) ? 1 : 0, why: answers.includes(n) ? `a ${answer} answer of ${said(dialog)}` : 'not that answer' }));
  const enabled = answers.filter((n) => !n.disabled);
  if (enabled.length !== 1) {
    return enabled.length
      ? { handover: `${enabled.length} buttons of ${said(dialog)} answer ${answer} (${enabled.map((n) => said(n)).join(', ')}): click the one you mean by its name`, near: true }
      : answers.length ? { handover: `${said(answers[0]!)} is disabled`, near: true } : { handover: `${said(dialog)} has no button that answers ${answer} (${buttons.map((n) => `"${n.name}"`).join(', ') || 'no buttons'}): click the one you mean by its name`, near: true };
  }
  const node = enabled[0]!;
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}`, effect: { popup: { kind: 'dialog', open: false } } }],
    candidates,
    facts: [`${said(dialog)} says "${noun}"`, `"${form.said}" asks for its ${answer} answer`, `${said(node)} starts with "${first(node)}"`],
  };
}

/** The answer a verb asks of a dialog (DIALOG_ANSWERS): "confirm" its yes, "cancel" or "keep" its no. */
function answerVerb(verb: string): 'yes' | 'no' | undefined {
  return (DIALOG_ANSWERS.yes.verbs as readonly string[]).includes(verb) ? 'yes' : (DIALOG_ANSWERS.no.verbs as readonly string[]).includes(verb) ? 'no' : undefined;
}

/** A file's name as pages show it: a name, a dot and a short extension ("Draft v1.docx", "photo.JPG"). */
const FILE_NAME = /[\p{L}\p{N}_)-]\.\p{L}[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}.])/u;

/** The dialog says the noun: its name, a heading, or any text in it; "file" is said by a file's name. */
function dialogSays(dialog: SnapshotNode, noun: string): boolean {
  const says = (text: string | undefined) => normalize(text ?? '').split(' ').includes(noun) || (noun === 'file' && FILE_NAME.test(text ?? ''));
  return says(dialog.name) || subtree(dialog).some((n) => n !== dialog && (says(n.name) || says(n.text)));
}

/**
 * "write the note and save it": the one control, in the smallest part (dialog, form, region) that
 * holds what the part before acted on, whose name starts with the verb's sense ("Save note").
 */
function besidePrevious(form: StepForm, senses: readonly string[], ctx: RuleContext): RuleFound | RuleHandover | undefined {
  const previous = ctx.previous;
  if (!previous) return undefined;
  const part = ancestors(ctx.index, previous).find((up) => PART_ROLES.has(up.role));
  if (!part) return undefined;
  const named = subtree(part).filter((n) => {
    if (!n.ref || !DOING_ROLES.has(n.role) || !n.name) return false;
    const name = nameWords(n.name);
    return senses.some((s) => name === s || name.startsWith(`${s} `));
  });
  if (!named.length) return undefined;
  const enabled = named.filter((n) => !n.disabled);
  if (enabled.length !== 1) return enabled.length ? { handover: `${enabled.length} controls ${form.said} in ${said(part)} (${enabled.slice(0, 4).map((n) => said(n)).join(', ')}): click the one you mean by its name`, near: true } : { handover: `${said(named[0]!)} is disabled`, near: true };
  const node = enabled[0]!;
  return {
    actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }],
    candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: n.disabled ? 0 : 1, why: `named "${form.said}" in ${said(part)}` })),
    facts: [`"it" is ${said(previous)}, which the part before acted on`, `${said(node)} is in ${said(part)}, as it is`],
  };
}

/** The part says the noun: its name, its heading, or a control or text in it other than the one found. */
function partSays(part: SnapshotNode, control: SnapshotNode, noun: string): boolean {
  const says = (text: string | undefined) => normalize(text ?? '').split(' ').includes(noun);
  if (says(part.name)) return true;
  // "clear the form": a part that holds fields is a form, whatever its heading calls it.
  if (noun === 'form' && subtree(part).filter((n) => FIELD_ROLES.has(n.role)).length >= 2) return true;
  return subtree(part).some((n) => n !== control && n !== part && (says(n.name) || (n.role === 'heading' && says(shownText(n)))));
}
