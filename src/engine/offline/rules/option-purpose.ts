import type { SnapshotNode } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { ownText } from '../page-index.js';
import { alikeWords, nounForms, withoutAside, words } from '../text.js';
import { choiceSets } from './setting-choice.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A select's option or a radio said inside a sentence that says what it is for: "send the parcel
 * to Head Office" (the select "To"), "use Oak Street as the pickup point", "choose arrived broken as
 * the problem" (the radio "It arrived broken"), "show only parcels going out" (the option "Out").
 * The option is said whole (one word may stand between its words) or by words of it no other option
 * of its set has; the other words are the verb, small words, words of the set's label, and the
 * purpose said by "as the <noun>" or by the thing moved ("the parcel"). Exactly one set offers it,
 * or exactly one of those that do is named by the sentence (its label, or a word for what a
 * "From" / "To" field is).
 */

/** The verbs that choose (a purpose sentence starts with one). */
const VERBS: ReadonlySet<string> = new Set(['choose', 'pick', 'select', 'use', 'set', 'make', 'take', 'show', 'send', 'pay', 'move', 'transfer', 'put', 'switch', 'change', 'filter', 'mark', 'give', 'list', 'view', 'see', 'go', 'opt', 'want']);
/** Words that say nothing of which option: articles, small prepositions, "only". */
const SMALL: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'its', 'it', 'this', 'that', 'as', 'from', 'to', 'into', 'for', 'with', 'of', 'on', 'in', 'out', 'by', 'only', 'just', 'please', 'me', 'us', 'some', 'all']);
/** Prepositions after which the option or the set's label comes ("take the money from …"). */
const PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'to', 'into', 'for', 'with', 'on', 'in']);
/** Words for what a field labelled by a preposition is (general English): "destination" for To. */
const FIELD_SENSES: readonly ReadonlySet<string>[] = [
  new Set(['to', 'destination', 'recipient', 'target']),
  new Set(['from', 'source', 'origin']),
];

const sameWord = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a);
const optionName = (o: SnapshotNode) => o.name ?? ownText(o);
/** An option's words, its aside in brackets left out ("Everyday Checking (•••• 4821)"). */
const optionWords = (o: SnapshotNode) => words(withoutAside(optionName(o)) ?? optionName(o));

interface Fit { set: ReturnType<typeof choiceSets>[number]; option: SnapshotNode; span: [number, number]; whole: boolean }

/** Where the option's words are said in order, at most one other word between them: [start, end) or undefined. */
function wholeSpan(stepWords: readonly string[], own: readonly string[]): [number, number] | undefined {
  if (!own.length) return undefined;
  for (let k = 0; k < stepWords.length; k++) {
    if (!sameWord(stepWords[k]!, own[0]!)) continue;
    let at = k + 1;
    let gaps = 0;
    let ok = true;
    for (const w of own.slice(1)) {
      if (at < stepWords.length && sameWord(stepWords[at]!, w)) { at++; continue; }
      if (gaps === 0 && at + 1 < stepWords.length && sameWord(stepWords[at + 1]!, w)) { gaps++; at += 2; continue; }
      ok = false;
      break;
    }
    if (ok) return [k, at];
  }
  return undefined;
}

/** The longest run of said words, none small, all of them words of the option and not all of another option's of its set. */
function partSpan(stepWords: readonly string[], own: readonly string[], others: readonly string[][]): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (let k = 0; k < stepWords.length; k++) {
    let e = k;
    while (e < stepWords.length && !SMALL.has(stepWords[e]!) && own.some((o) => sameWord(o, stepWords[e]!))) e++;
    if (e === k) continue;
    const run = stepWords.slice(k, e);
    if (run.every((w) => w.length < 4)) continue;
    if (others.some((o) => run.every((w) => o.some((x) => sameWord(x, w))))) continue;
    if (!best || e - k > best[1] - best[0]) best = [k, e];
  }
  return best;
}

/** Whether the words left are the verb's sentence around the option: small words, the set's label, a purpose noun. */
function explained(stepWords: readonly string[], span: [number, number], about: readonly string[]): boolean {
  for (let i = 1; i < stepWords.length; i++) {
    if (i >= span[0] && i < span[1]) continue;
    const w = stepWords[i]!;
    if (SMALL.has(w) || about.some((a) => alikeWords(w, a) || sameWord(w, a))) continue;
    const prev = stepWords[i - 1]!;
    const prev2 = stepWords[i - 2];
    // "as the destination", "as my reason": the purpose said.
    if (prev === 'as' || ((prev === 'the' || prev === 'my') && prev2 === 'as')) continue;
    // "take the money from …", "send the parcel to …": the thing moved, just after the verb, a preposition after it.
    const next = stepWords[i + 1];
    if ((i === 1 || (i === 2 && SMALL.has(prev))) && next !== undefined && PREPOSITIONS.has(next)) continue;
    return false;
  }
  return true;
}

/** Whether the sentence names the set: a word of its label, or a word for what it is ("destination" for To). */
function namesSet(stepWords: readonly string[], span: [number, number], label: readonly string[]): boolean {
  if (!label.length) return false;
  const rest = stepWords.filter((_, i) => i > 0 && (i < span[0] || i >= span[1]));
  return label.every((l) => rest.some((w) => w === l || sameWord(w, l) || FIELD_SENSES.some((g) => g.has(l) && g.has(w))));
}

export const optionPurpose: WidgetRule = {
  fallback: true,
  setsHiddenBoxes: true,
  readsStep: true,
  info: {
    name: 'option-purpose',
    does: 'A select\'s option or a radio said in a sentence that says what it is for: "send the parcel to Head Office" selects "Head Office" in the select "To"; "choose arrived broken as the problem" checks the radio "It arrived broken"; "show only parcels going out" selects "Out".',
    when: 'The step starts with a verb of choosing, moving or showing (choose, pick, use, take, send, show, move, …); no control is named by the step.',
    evidence: 'One option of a select or radio group said whole (its aside in brackets aside; one other word may stand between its words) or by a run of its words no other option of its set has; every other word is a small word, a word of the set\'s label or the heading of its part, the purpose after "as (the)", or the thing moved (one word after the verb before a preposition). Exactly one set offers the option, or exactly one of them is named by the sentence (its label\'s words, or destination / source for To / From). Not chosen already, not disabled; afterwards the select shows it or the radio is checked.',
    example: {
      html: '<label for="t">To</label><select id="t"><option>Choose a depot</option><option>Head Office</option><option>North Depot</option></select>',
      step: 'send the parcel to Head Office',
      action: 'select "Head Office" in combobox "To"',
    },
  },
  applies: (_form, kind) => kind === 'act',
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    if (!ctx.step) return undefined;
    const stepWords = words(withoutLeadIn(ctx.step.trim()).replace(/[.!]+$/, ''));
    if (stepWords.length < 2 || stepWords.length > 14 || !VERBS.has(stepWords[0]!)) return undefined;
    const sets = choiceSets(ctx.index).filter((s) => s.kind !== 'pressed');
    if (!sets.length) return undefined;
    const fits: Fit[] = [];
    for (const set of sets) {
      const all = set.options.map(optionWords);
      for (const [i, option] of set.options.entries()) {
        const own = all[i]!;
        const others = all.filter((_, j) => j !== i);
        const whole = wholeSpan(stepWords, own);
        const span = whole ?? partSpan(stepWords, own, others);
        if (!span || span[0] < 1) continue;
        if (!explained(stepWords, span, set.about)) continue;
        fits.push({ set, option, span, whole: !!whole });
      }
    }
    if (!fits.length) return undefined;
    // An option said whole wins over one said in part.
    const best = fits.some((f) => f.whole) ? fits.filter((f) => f.whole) : fits;
    const named = best.length > 1 ? best.filter((f) => namesSet(stepWords, f.span, f.set.label)) : best;
    const setName = (f: Fit) => (f.set.node.name ? said(f.set.node) : `the ${f.set.kind === 'select' ? 'select' : 'options'} "${f.set.labelText}"`);
    if (named.length !== 1) {
      return { handover: `${best.length} options fit "${ctx.step}" (${best.slice(0, 3).map((f) => `"${optionName(f.option)}" in ${setName(f)}`).join(', ')}): name the field too ("select <option> in <field>")`, near: true };
    }
    const fit = named[0]!;
    const { set, option } = fit;
    const name = optionName(option);
    if (option.disabled || set.node.disabled) return { handover: `the option "${name}" of ${setName(fit)} is disabled`, near: true };
    const chosen = set.kind === 'select' ? option.selected === true : option.checked === true;
    if (chosen) return { handover: `"${name}" is already chosen in ${setName(fit)}`, near: true };
    const why = fit.whole ? `the option "${name}" said whole` : `"${stepWords.slice(fit.span[0], fit.span[1]).join(' ')}" is said of no other option of ${setName(fit)}`;
    const candidates = best.map((f) => ({ role: f.option.role, name: optionName(f.option), score: f === fit ? 1 : 0, why: f === fit ? why : 'another set' }));
    const facts = [`${setName(fit)}: ${set.options.length} options`, why];
    if (set.kind === 'select') return { actions: [{ ref: set.node.ref!, method: 'selectOption', arguments: [name], description: `select "${name}" in ${said(set.node)}` }], candidates, facts };
    return { actions: [{ ref: option.ref!, method: 'check', arguments: [], description: `check ${said(option)} in ${setName(fit)}` }], candidates, facts };
  },
};
