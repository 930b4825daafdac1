import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { alikeWords, nounForms, normalize, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A setting said by what its option means, not by a control's name (issue 25): "start the week on
 * Monday" for the option Monday of the group "Week starts on", "make the layout compact" for
 * Compact under "Density" in the part headed "Layout", "choose the violet accent colour" for the
 * swatch titled Violet in "Accent colour", "choose the Berlin time zone" for the option
 * "(GMT+01:00) Berlin" of the select "Time zone", "pick the last theme option" (a place in the
 * group), and options that are samples of a format ("show dates month first" for "11/28/2026";
 * "use the 2025-01-31 date format" for the option drawn "2026-11-28").
 *
 * A set of choices is a radio group, the radios of one box, a group of toggle buttons of which one
 * shows pressed, or a select; what it is about is its name, the caption before it, and the
 * heading of the part it lies in. The step's words are an option's words and, beside them, only
 * words of what its set is about (and the verb and filler words). Exactly one option on the page
 * fits; two hand over naming their sets.
 */

/** The verbs a setting is said with ("start" and "show" may also be words of the set: "Week starts on"). */
const VERBS: ReadonlySet<string> = new Set(['use', 'make', 'choose', 'pick', 'select', 'set', 'switch', 'change', 'show', 'display', 'start', 'begin', 'have', 'put', 'prefer', 'get']);
/** Verbs that say an action of their own as well ("start the timer", "show the archive"): the step must name the set too. */
const NAMES_SET_TOO: ReadonlySet<string> = new Set(['start', 'begin', 'show', 'display', 'have', 'put', 'change', 'get']);
/** Words that say nothing of which option or set. */
const FILLER: ReadonlySet<string> = new Set(['the', 'a', 'an', 'to', 'on', 'in', 'as', 'at', 'of', 'by', 'for', 'with', 'my', 'me', 'our', 'your', 'i', 'it', 'be', 'is', 'please', 'option', 'options', 'setting', 'settings', 'choice', 'one']);
const ORDER_WORDS: Record<string, string> = { day: 'd', days: 'd', month: 'm', months: 'm', year: 'y', years: 'y' };

type Kind = 'radio' | 'pressed' | 'select';

interface ChoiceSet {
  /** The radio group, box, toggle group or select. */
  node: SnapshotNode;
  kind: Kind;
  options: SnapshotNode[];
  /** What the set's own label says (its name, the caption before it), as words and as shown. */
  label: string[];
  labelText: string;
  /** Every word of what the set is about: its label and the heading of its part. */
  about: string[];
}

/**
 * Everyday words that say the same of what a setting is about: "make my profile visible …" for the
 * select "Who can see your profile". Each group is one meaning; no app's own texts.
 */
const SAME_SENSE: readonly ReadonlySet<string>[] = [
  new Set(['visible', 'visibility', 'see', 'sees', 'seen', 'view', 'views', 'viewed', 'viewable']),
  new Set(['notify', 'notified', 'notifying', 'notification', 'notifications']),
];
/** Options said in other words with one meaning ("private" for Only me, "public" for Everyone, "nobody" for Unassigned). */
const OPTION_SENSES: readonly (readonly string[])[] = [
  ['only me', 'just me', 'private', 'me only'],
  ['everyone', 'everybody', 'anyone', 'public', 'all users'],
  ['nobody', 'no one', 'none', 'unassigned', 'no assignee', 'not assigned'],
];
const sameSense = (a: string, b: string) => SAME_SENSE.some((g) => g.has(a) && g.has(b));
const alike = (a: string, b: string) => alikeWords(a, b) || nounForms(a).includes(b) || nounForms(b).includes(a) || sameSense(a, b);
/** Words of an option said in another word of one meaning ("every new message" for "All new messages"). */
const WORD_SENSES: readonly ReadonlySet<string>[] = [new Set(['all', 'every', 'each'])];
const sameWord = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a) || WORD_SENSES.some((g) => g.has(a) && g.has(b));
/** Where the option's words stand in a row in the step's, each the same word (or its plural, or one of one meaning); -1 when not. */
function runOf(said0: readonly string[], own: readonly string[]): number {
  for (let k = 0; k + own.length <= said0.length; k++) if (own.every((w, j) => sameWord(said0[k + j]!, w))) return k;
  return -1;
}
/** The ways an option may be said: its own words, and those of its meaning's other names. */
function optionSayings(option: SnapshotNode): string[][] {
  const own = normalize(optionName(option));
  const group = OPTION_SENSES.find((g) => g.includes(own));
  const phrasings = group ? [own, ...group.filter((o) => o !== own)] : [own];
  return phrasings.map((t) => words(t).filter((w) => !FILLER.has(w))).filter((w) => w.length);
}
const optionName = (o: SnapshotNode) => o.name ?? ownText(o);

/** A short caption just before `node` among its siblings: plain text, no control. */
function captionBefore(node: SnapshotNode, index: PageIndex): string | undefined {
  const parent = index.parent.get(node);
  const siblings = parent ? parent.children : index.snapshot.nodes;
  const i = siblings.indexOf(node);
  for (let j = i - 1; j >= 0; j--) {
    const s = siblings[j]!;
    if (s.role === 'text' || (s.role === 'generic' && !s.ref && subtree(s).every((n) => n.role === 'text' || n.role === 'generic' || n.role === 'label' || n.role === 'strong'))) {
      const text = (s.role === 'text' ? s.text ?? '' : subtree(s).map((n) => n.text ?? '').join(' ')).trim();
      if (text && text.length <= 60) return text;
      continue;
    }
    return undefined;
  }
  return undefined;
}

/** The heading that opens the part `node` lies in: the first heading among an ancestor's first children. */
function headingOf(node: SnapshotNode, index: PageIndex): string | undefined {
  for (const up of ancestors(index, node)) {
    const h = up.children.slice(0, 2).find((c) => c.role === 'heading');
    if (h?.name) return h.name;
    if (['region', 'group', 'form', 'dialog', 'tabpanel'].includes(up.role) && up.name) return up.name;
  }
  return undefined;
}

/** The label of a set: its own name, else the caption before it (or before the box it is the only set in). */
function labelOf(node: SnapshotNode, index: PageIndex): string | undefined {
  if (node.name) return node.name;
  let at = node;
  for (let k = 0; k < 3; k++) {
    const caption = captionBefore(at, index);
    if (caption) return caption;
    const up = index.parent.get(at);
    if (!up || up.children.filter((c) => c.role !== 'text').length > 1) return undefined;
    at = up;
  }
  return undefined;
}

/** The page's sets of choices (innermost box per set of radios). */
export function choiceSets(index: PageIndex): ChoiceSet[] {
  const out: ChoiceSet[] = [];
  const seen = new Set<SnapshotNode>();
  const add = (node: SnapshotNode, kind: Kind, options: SnapshotNode[]) => {
    if (seen.has(node) || options.length < 2) return;
    seen.add(node);
    const label = labelOf(node, index);
    const heading = headingOf(node, index);
    out.push({ node, kind, options, label: words(label ?? ''), labelText: label ?? '', about: [...words(label ?? ''), ...words(heading ?? '')] });
  };
  for (const n of index.order) {
    if (n.ref && (n.role === 'combobox' || n.role === 'listbox') && n.children.length) {
      add(n, 'select', subtree(n).filter((o) => o.role === 'option'));
    } else if (n.role === 'radio' && n.ref) {
      const box = ancestors(index, n).find((a) => subtree(a).filter((r) => r.role === 'radio').length >= 2);
      if (box) add(box, 'radio', subtree(box).filter((r) => r.role === 'radio' && r.ref));
    } else if (n.role === 'button' && n.pressed === true && n.ref) {
      const box = index.parent.get(n);
      if (!box || !['group', 'toolbar', 'radiogroup', 'generic'].includes(box.role)) continue;
      const buttons = box.children.filter((c) => c.role === 'button' && c.ref);
      // A toggle group: buttons alone, one of them pressed.
      if (buttons.length === box.children.filter((c) => c.role !== 'text').length && buttons.filter((b) => b.pressed === true).length === 1) add(box, 'pressed', buttons);
    }
  }
  return out;
}

interface Fit {
  set: ChoiceSet;
  option: SnapshotNode;
  why: string;
}

/** The step's words, less its verb and filler; whether the verb needs the set named too. */
function stepWords(step: string): { said: string[]; setToo: boolean } {
  const w = words(step.replace(/^\s*(?:please\s+)?/i, ''));
  if (!w.length || !VERBS.has(w[0]!)) return { said: [], setToo: false };
  return { said: w.slice(1).filter((x) => !FILLER.has(x)), setToo: NAMES_SET_TOO.has(w[0]!) };
}

/** Whether every word left over is a word of what the set is about. */
const explained = (rest: readonly string[], about: readonly string[]) => rest.every((w) => about.some((a) => alike(w, a)));

/** The words of `all` less one occurrence of each of `taken`. */
function less(all: readonly string[], taken: readonly string[]): string[] {
  const out = [...all];
  for (const t of taken) {
    const i = out.indexOf(t);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A date drawn as a sample ("11/28/2026"): its order of parts (dmy, mdy, ymd) and separator, when its numbers say it. */
export function dateOrder(text: string): { order: string; sep: string; lengths: string } | undefined {
  const m = /^\s*(\d{1,4})([./-])(\d{1,4})\2(\d{1,4})\s*$/.exec(text);
  if (!m) return undefined;
  const parts = [m[1]!, m[3]!, m[4]!];
  const nums = parts.map(Number);
  const year = parts.map((p, i) => (p.length === 4 || nums[i]! > 31 ? i : -1)).filter((i) => i >= 0);
  if (year.length !== 1) return undefined;
  const others = [0, 1, 2].filter((i) => i !== year[0]);
  const days = others.filter((i) => nums[i]! > 12 && nums[i]! <= 31);
  if (days.length !== 1 || others.some((i) => nums[i]! < 1)) return undefined;
  const order = [0, 1, 2].map((i) => (i === year[0] ? 'y' : i === days[0] ? 'd' : 'm')).join('');
  return { order, sep: m[2]!, lengths: parts.map((p) => p.length).join(',') };
}

function fitsOf(step: string, sets: readonly ChoiceSet[]): Fit[] {
  const { said: said0, setToo } = stepWords(step);
  if (!said0.length) return [];
  const phrase = ` ${said0.join(' ')} `;
  // An option said whole: its words as a phrase of the step, every other word one of what its set is about.
  const whole: Fit[] = [];
  for (const set of sets) {
    for (const option of set.options) {
      for (const [i, own] of optionSayings(option).entries()) {
        // The option's words in a row in the step, as written or word for word alike ("every new message" for "All new messages").
        const at = runOf(said0, own);
        if (at < 0) continue;
        const rest = [...said0.slice(0, at), ...said0.slice(at + own.length)];
        // "start the timer" is no choice of the option Timer: such a verb needs the set named too.
        if (setToo && !rest.length) continue;
        if (explained(rest, set.about)) {
          whole.push({ set, option, why: i === 0 ? `the option "${optionName(option)}" said whole` : `"${own.join(' ')}" means the option "${optionName(option)}"` });
          break;
        }
      }
    }
  }
  // An option said whole inside a longer one is that one only ("high" is not "very high").
  const kept = whole.filter((f) => !whole.some((g) => g !== f && g.set === f.set && words(optionName(g.option)).length > words(optionName(f.option)).length && words(optionName(g.option)).join(' ').includes(words(optionName(f.option)).join(' '))));
  if (kept.length) return kept;
  const out: Fit[] = [];
  // A format said by its sample's shape, or by which part comes first ("show dates month first").
  const firstSaid = /\b(day|month|year)s? first\b/.exec(phrase);
  const sample = step.match(/\b\d{1,4}([./-])\d{1,4}\1\d{1,4}\b/)?.[0];
  if (firstSaid || sample) {
    const wanted = sample ? dateOrder(sample) : undefined;
    if (sample && !wanted) return [];
    const rest = sample ? less(said0, words(sample)) : less(said0, [firstSaid![1]!, 'first']).filter((w) => !/^dates?$/.test(w));
    for (const set of sets) {
      const read = set.options.map((o) => ({ o, d: dateOrder(optionName(o)) }));
      if (read.some((r) => !r.d)) continue;
      if (!explained(rest.filter((w) => !/^dates?|format$/.test(w)), set.about)) continue;
      for (const { o, d } of read) {
        const fit = wanted ? d!.order === wanted.order && d!.sep === wanted.sep && d!.lengths === wanted.lengths : d!.order.startsWith(ORDER_WORDS[firstSaid![1]!]!);
        if (fit) out.push({ set, option: o, why: wanted ? `"${optionName(o)}" is drawn as "${sample}" is (${d!.order})` : `"${optionName(o)}" puts the ${firstSaid![1]} first` });
      }
    }
    return out;
  }
  // An option said by its own words within a longer name ("Berlin" for "(GMT+01:00) Berlin"): the words its set does not explain.
  for (const set of sets) {
    const rest = said0.filter((w) => !set.about.some((a) => alike(w, a)));
    if (!rest.length || rest.length === said0.length) continue;
    const restPhrase = ` ${rest.join(' ')} `;
    const hits = set.options.filter((o) => ` ${words(optionName(o)).join(' ')} `.includes(restPhrase));
    for (const option of hits) out.push({ set, option, why: `"${rest.join(' ')}" is a part of the option "${optionName(option)}"; "${less(said0, rest).join(' ')}" names ${set.kind === 'select' ? 'the select' : 'the group'}` });
  }
  return out;
}

/** "pick the last theme option", "choose the second density option": a place among the options of the set named. */
function placeOf(form: StepForm): { name: string; ordinal: number } | undefined {
  const t = form.target;
  if (!t || t.ordinal === undefined || !t.name || form.scope || form.value !== undefined || form.verb !== 'select' || form.frame !== 'target') return undefined;
  if (t.kind && !/^(?:option|choice|setting|button)s?$/.test(normalize(t.kind))) return undefined;
  return { name: t.name, ordinal: t.ordinal };
}

/** observe "find the theme options", "the density choices": the set's label words. */
function setSaid(form: StepForm): string[] | undefined {
  const t = form.target;
  if (form.verb !== 'find' || form.frame !== 'target' || !t || form.scope || t.ordinal !== undefined) return undefined;
  const w = words(t.whole ?? t.raw);
  if (w.length < 2 || !/^(?:options|choices)$/.test(w[w.length - 1]!)) return undefined;
  return w.slice(0, -1).filter((x) => !FILLER.has(x));
}

const setName = (set: ChoiceSet) => (set.node.name ? said(set.node) : `the ${set.kind === 'select' ? 'select' : 'options'} "${set.labelText}"`);

function act(fit: Fit, kind: 'act' | 'observe', candidates: Fit[]): RuleFound | RuleHandover {
  const { set, option } = fit;
  const name = optionName(option);
  if (option.disabled || set.node.disabled) return { handover: `the option "${name}" of ${setName(set)} is disabled`, near: true };
  const chosen = set.kind === 'select' ? option.selected === true : set.kind === 'pressed' ? option.pressed === true : option.checked === true;
  if (chosen && kind === 'act') return { handover: `"${name}" is already chosen in ${setName(set)}`, near: true };
  const weighed = candidates.map((c) => ({ role: c.option.role, name: optionName(c.option), score: c === fit ? 1 : 0, why: c.why }));
  const facts = [`${setName(set)}: ${set.options.length} options (${set.kind === 'pressed' ? 'toggle buttons, one pressed' : set.kind === 'select' ? 'a select' : 'radios'})`, fit.why];
  if (set.kind === 'select') {
    return { actions: [{ ref: set.node.ref!, method: 'selectOption', arguments: [name], description: `select "${name}" in ${said(set.node)}` }], candidates: weighed, facts };
  }
  if (set.kind === 'pressed') {
    return { actions: [{ ref: option.ref!, method: 'click', arguments: [], description: `click ${said(option)} in ${setName(set)}`, effect: { checked: true } }], candidates: weighed, facts };
  }
  return { actions: [{ ref: option.ref!, method: 'check', arguments: [], description: `check ${said(option)} in ${setName(set)}` }], candidates: weighed, facts };
}

export const settingChoice: WidgetRule = {
  fallback: true,
  setsHiddenBoxes: true,
  readsStep: true,
  info: {
    name: 'setting-choice',
    does: 'A setting said by its option\'s meaning: the one option (a radio, a toggle button of a group, a select\'s option) whose words the step says, every other word being a word of what its set is about (its name, the caption before it, the heading of its part); a date format by its sample\'s shape or by which part comes first; a place among a named set\'s options.',
    when: '"start the week on Monday", "make the layout compact", "choose the violet accent colour", "choose the Berlin time zone", "show dates month first", "use the 2025-01-31 date format", "pick the last theme option", "get notified for every new message": no control is named by the step; observe "find the theme options" (the set whose label is those words).',
    evidence: 'Exactly one option on the page fits (an option said whole wins over one holding the words in a longer name); it is not chosen already and not disabled. Date samples are read by their numbers (a year of four digits, a day past 12). Words of one everyday meaning count as one (visible, see, view; notified, notifications; every for all, a plural for its singular; an option said in other words: private for Only me, public for Everyone, nobody for Unassigned). Two fitting options hand over naming their sets.',
    example: {
      html: '<span id="w">Week starts on</span><div role="radiogroup" aria-labelledby="w"><button role="radio" aria-checked="true">Sunday</button><button role="radio" aria-checked="false">Monday</button></div>',
      step: 'start the week on Monday',
      action: 'check radio "Monday" in radiogroup "Week starts on"',
    },
  },
  // "get notified for …" is read by the grammar as a find ("get the link"); said with a set's words, it is a setting.
  applies: (form, kind) => (kind === 'act' && (placeOf(form) !== undefined || form.verb !== 'find' || form.said === 'get')) || (kind === 'observe' && setSaid(form) !== undefined),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const sets = choiceSets(ctx.index);
    if (!sets.length) return undefined;
    // observe "find the theme options": the set whose own label the words say.
    const asked = ctx.kind === 'observe' ? setSaid(form) : undefined;
    if (asked) {
      const named = sets.filter((s) => s.node.ref && s.label.length === asked.length && asked.every((w) => s.label.some((l) => alike(w, l))));
      if (named.length !== 1) return named.length ? { handover: `${named.length} sets of options are named "${asked.join(' ')}" (${named.map(setName).join(', ')}): say which`, near: true } : undefined;
      const set = named[0]!;
      return { actions: [{ ref: set.node.ref!, method: 'click', arguments: [], description: `${setName(set)} (${set.options.length} options: ${set.options.map((o) => `"${optionName(o)}"`).join(', ')})` }], candidates: [{ role: set.node.role, name: set.node.name ?? '', score: 1 }], facts: [`${setName(set)}: its label says "${asked.join(' ')}"`] };
    }
    if (ctx.kind === 'observe') return undefined;
    const place = placeOf(form);
    if (place) {
      const named = sets.filter((s) => s.label.length && words(place.name).every((w) => s.label.some((l) => alike(w, l))));
      if (!named.length) return undefined;
      if (named.length > 1) return { handover: `${named.length} sets of options are named "${place.name}" (${named.map(setName).join(', ')}): say which`, near: true };
      const set = named[0]!;
      const i = place.ordinal < 0 ? set.options.length + place.ordinal : place.ordinal - 1;
      const option = set.options[i];
      if (!option) return { handover: `${setName(set)} has ${set.options.length} options: there is no option at place ${place.ordinal}`, near: true };
      const fit = { set, option, why: `option ${i + 1} of ${set.options.length} in ${setName(set)}` };
      return act(fit, ctx.kind, [fit]);
    }
    if (!ctx.step) return undefined;
    const fits = fitsOf(ctx.step, sets);
    if (!fits.length) return undefined;
    if (fits.length > 1) {
      return { handover: `${fits.length} options fit "${ctx.step}" (${fits.slice(0, 3).map((f) => `"${optionName(f.option)}" in ${setName(f.set)}`).join(', ')}): name the setting too ("set <setting> to <option>")`, near: true };
    }
    return act(fits[0]!, ctx.kind, fits);
  },
};
