import { isActionable, textOf, type SnapshotNode } from '../../snapshot/index.js';
import { withoutLeadIn } from '../grammar.js';
import { MAX_PROBED_REFS } from '../hints.js';
import { ancestors, type PageIndex } from '../page-index.js';
import { nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control with a generic name inside a labelled part (an article, region, group or form named
 * so) or a row of a list or table, said with the part's words folded into the control's own:
 * "pause my music plan" for the switch "Pause plan" in the article "Music plan", "download the
 * March 2027 invoice" for the button "Download" in the row "March 2027" of the list under the
 * heading "Invoices". Every word of the step is the control's or the part's (the part's kind, said
 * once in the singular, may close it); exactly one control fits.
 */

/** Words that tell no control apart: articles and whose it is. */
const QUIET: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'its', 'this', 'that', 'please']);
/** Parts named by their label. */
const NAMED_PARTS: ReadonlySet<string> = new Set(['article', 'region', 'group', 'form', 'dialog', 'alertdialog', 'tabpanel', 'listitem', 'row', 'complementary']);
/** Rows, which a name or their own text (their controls' aside) tells apart. */
const ROWS: ReadonlySet<string> = new Set(['listitem', 'row']);
/** Roles whose click sets a state the step's verb asks for on. */
const BOXES: ReadonlySet<string> = new Set(['switch', 'checkbox', 'menuitemcheckbox']);
/** Roles drawn as a sign alone, named by a tooltip. */
const ICONS: ReadonlySet<string> = new Set(['button', 'link']);

const content = (text: string) => words(text).filter((w) => !QUIET.has(w));
const sameWord = (a: string, b: string) => a === b || nounForms(a).includes(b) || nounForms(b).includes(a);
/** The same word in the same number: a part's name said with its noun in the singular where the name has the plural does not count. */
const sameNumber = (said: string, name: string) => said === name || (sameWord(said, name) && said.length >= name.length);

/** `said` less one occurrence of each of `taken` (alike words); undefined when one of `taken` is not said. */
function less(saidWords: readonly string[], taken: readonly string[]): string[] | undefined {
  const left = [...saidWords];
  for (const w of taken) {
    const i = left.findIndex((s) => sameWord(s, w));
    if (i < 0) return undefined;
    left.splice(i, 1);
  }
  return left;
}

/** A row's own words: its text, the text of its controls aside. */
function rowWords(row: SnapshotNode): string[] {
  const out: string[] = [];
  const visit = (n: SnapshotNode) => {
    if (n !== row && isActionable(n)) return;
    if (n !== row && n.name) out.push(n.name);
    if (n.text) out.push(n.text);
    for (const c of n.children) visit(c);
  };
  visit(row);
  return words(out.join(' '));
}

/**
 * What a part is called: its name, else (a part not a row) the heading it starts with, which is
 * what its aria-labelledby names on most pages and what a person reads as its title.
 */
function partLabel(part: SnapshotNode): string | undefined {
  if (part.name) return part.name;
  if (ROWS.has(part.role)) return undefined;
  const first = firstHeading(part);
  return first ? first.name || textOf(first) : undefined;
}

function firstHeading(node: SnapshotNode): SnapshotNode | undefined {
  for (const c of node.children) {
    if (c.role === 'heading') return c;
    if (isActionable(c)) continue;
    const inner = firstHeading(c);
    if (inner) return inner;
  }
  return undefined;
}

/** The heading the part lies under: the nearest heading before it in the page's order. */
function headingBefore(node: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  for (let i = (index.position.get(node) ?? 0) - 1; i >= 0; i--) if (index.order[i]!.role === 'heading') return index.order[i];
  return undefined;
}

interface Fit { control: SnapshotNode; controlName?: string; part: SnapshotNode; partName: string; kind?: string }

/**
 * The part of `control` whose words say `left` (every one), innermost first: a named part by its
 * name, a row by its name or own words. One word left after the row's may be its kind: a word of
 * the heading it lies under or of a named part holding it ("statement" under "Statements").
 */
function partSaying(control: SnapshotNode, controlWords: readonly string[], left: readonly string[], index: PageIndex): Fit | undefined {
  for (const up of ancestors(index, control)) {
    if (!NAMED_PARTS.has(up.role)) continue;
    const label = partLabel(up);
    const own = label ? words(label) : ROWS.has(up.role) ? rowWords(up) : [];
    if (!own.length) continue;
    // A part named in the plural is a list of things; its noun said in the singular ("delete this recipe" by
    // the region "Recipes") names one of them, not the part: only a row's words may be said in another number.
    const partWord = ROWS.has(up.role) ? sameWord : sameNumber;
    const rest = left.filter((w) => !own.some((o) => partWord(w, o)));
    // The part's words said must be the part's: at least one, and its name not said in part only when it is a name.
    if (rest.length === left.length) continue;
    if (label && !ROWS.has(up.role) && !own.every((o) => left.some((w) => sameNumber(w, o)) || controlWords.some((c) => sameWord(c, o)))) continue;
    if (!rest.length) return { control, part: up, partName: label || textOf(up) };
    if (rest.length === 1 && ROWS.has(up.role)) {
      const kind = rest[0]!;
      const holders = [headingBefore(up, index), ...ancestors(index, up).filter((a) => a.name && NAMED_PARTS.has(a.role))];
      if (holders.some((h) => h && words(h.name || textOf(h)).some((o) => sameWord(kind, o)))) return { control, part: up, partName: label || textOf(up), kind };
    }
    return undefined;
  }
  return undefined;
}

export const sectionWords: WidgetRule = {
  readsStep: true,
  fallback: true,
  setsHiddenBoxes: true,
  info: {
    name: 'section-words',
    does: 'A control with a generic name inside a labelled part or a row, said with the part\'s words folded into its own: "pause my music plan" clicks the switch "Pause plan" in the article "Music plan"; "download the March 2027 invoice" the button "Download" in the row "March 2027" under the heading "Invoices".',
    when: 'No name on the page says the step\'s words; the step starts with the control\'s first word and says every word of its name, the other words being those of one part holding it.',
    evidence: 'The step\'s words (articles and "my"/"your" aside) split into the words of a shown, enabled control\'s name, said first word first, and the words of one part holding it: an article, region, group, form, dialog or tab panel by its whole name, or a list item or table row by its name or its own text; after a row\'s words, one word may be the row\'s kind, a word of the heading it lies under. Exactly one control fits; two (two parts saying the words) hand over naming them, as does a word left over. A switch or checkbox is set on (handed over when on already); anything else is clicked.',
    example: {
      html: '<article aria-labelledby="m"><h2 id="m">Music plan</h2><span id="pm">Pause plan</span><button role="switch" aria-checked="false" aria-labelledby="pm"></button></article><article aria-labelledby="v"><h2 id="v">Video plan</h2><span id="pv">Pause plan</span><button role="switch" aria-checked="false" aria-labelledby="pv"></button></article>',
      step: 'pause my music plan',
      action: 'check switch "Pause plan" in article "Music plan"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.value === undefined && !form.target?.exact && form.target?.ordinal === undefined,
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    if (!ctx.step) return undefined;
    const stepWords = content(withoutLeadIn(ctx.step.trim()).replace(/[.!]+$/, ''));
    if (stepWords.length < 2 || stepWords.length > 10) return undefined;
    const fits: Fit[] = [];
    // A control drawn as a sign alone (an eye, an arrow) is named by its tooltip, read from the page.
    const signs = ctx.index.order.filter((n) => n.ref && ICONS.has(n.role) && isActionable(n) && !words(n.name ?? '').length && ancestors(ctx.index, n).some((a) => NAMED_PARTS.has(a.role)));
    const before = ctx.book.misses;
    const tips = new Map(signs.length <= MAX_PROBED_REFS ? signs.map((n) => [n, ctx.book.facts(n)?.title ?? ''] as const) : []);
    if (ctx.book.misses > before) return { handover: 'reading the tooltips of icon buttons in parts of the page', near: true };
    for (const n of ctx.index.order) {
      if (!n.ref || !isActionable(n)) continue;
      const name = words(n.name ?? '').length ? n.name! : tips.get(n);
      if (!name) continue;
      const own = content(name);
      if (!own.length || own.length > 5 || !sameWord(own[0]!, stepWords[0]!)) continue;
      const left = less(stepWords, own);
      if (!left?.length) continue;
      const fit = partSaying(n, own, left, ctx.index);
      if (fit) fits.push({ ...fit, controlName: name });
    }
    if (!fits.length) return undefined;
    const where = (f: Fit) => `${words(f.control.name ?? '').length ? said(f.control) : `${f.control.role} (tooltip "${f.controlName}")`} in ${f.part.role} "${f.partName.slice(0, 60)}"`;
    if (fits.length > 1) return { handover: `${fits.length} controls fit "${stepWords.join(' ')}" (${fits.slice(0, 3).map(where).join(', ')}): say which by its part's whole name`, near: true };
    const { control, part, partName, kind } = fits[0]!;
    if (control.disabled) return { handover: `${where(fits[0]!)} is disabled`, near: true };
    const facts = [`"${ctx.step}" is ${said(control)}'s words and ${part.role} "${partName.slice(0, 60)}"'s${kind ? ` (its kind "${kind}")` : ''}`];
    if (BOXES.has(control.role)) {
      if (control.checked === true) return { handover: `${where(fits[0]!)} is on already`, near: true };
      return {
        actions: [{ ref: control.ref!, method: 'check', arguments: [], description: `check ${where(fits[0]!)}` }],
        candidates: [{ role: control.role, name: fits[0]!.controlName ?? '', score: 1, why: `in ${part.role} "${partName.slice(0, 60)}"` }],
        facts,
      };
    }
    return {
      actions: [{ ref: control.ref!, method: 'click', arguments: [], description: `click ${where(fits[0]!)}` }],
      candidates: [{ role: control.role, name: fits[0]!.controlName ?? '', score: 1, why: `in ${part.role} "${partName.slice(0, 60)}"` }],
      facts,
    };
  },
};
