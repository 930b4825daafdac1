import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, besideLabel, captionBefore } from '../page-index.js';
import { placeScope } from '../places.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** "filter the sheet to rows containing X": what is filtered (any one word, or none) and the rows it keeps. */
const ROWS_KEPT = /^(?:(?:the\s+)?\p{L}+\s+)?(?:down\s+)?to\s+(?:only\s+)?(?:the\s+)?(?:rows|items|entries|records|lines|results)$/iu;
const ROWS_WITH: ReadonlySet<string> = new Set(['containing', 'with', 'matching', 'mentioning', 'saying']);

/** What a search step asks: the text, and the part searched when one is said ("search projects for data"). */
function searchOf(form: StepForm): { query: string; part?: string } | undefined {
  // "filter the sheet to rows containing 'flight'": the rows kept are those the search finds.
  if (form.verb === 'do' && /^(?:filter|narrow)$/i.test(form.said) && form.target && form.scope && ROWS_WITH.has(form.scope.relation) && ROWS_KEPT.test(form.target.raw.trim())) {
    return form.scope.name.trim() ? { query: form.scope.name.trim() } : undefined;
  }
  if (form.scope) return undefined;
  // "filter the tasks by review": the box that filters the part (a filter box is a search box: its label says so).
  if ((form.verb === 'search' || form.verb === 'filter') && form.frame === 'by-value' && form.value !== undefined && form.target) {
    const part = normalize(form.target.raw.replace(/^(?:the|all|my|our)\s+/i, ''));
    return part ? { query: form.value, part } : undefined;
  }
  // "search for lamp": the grammar reads "for lamp" as what the verb acts on.
  if (form.verb === 'do' && normalize(form.said) === 'search' && form.target) {
    const m = form.target.raw.match(/^for\s+(.+)$/i);
    const query = m?.[1]?.trim().replace(/^"(.*)"$|^“(.*)”$|^'(.*)'$/, '$1$2$3');
    return query ? { query } : undefined;
  }
  return undefined;
}

const TEXT_ROLES = new Set(['searchbox', 'textbox', 'combobox']);

/** The words a field is known by: its name, label, caption and placeholder. */
const labelsOf = (n: SnapshotNode) => [n.name, besideLabel(n), captionBefore(n), n.placeholder].filter((l): l is string => !!l).map(normalize);

/** A search box: the searchbox role, a text field in a search landmark, or one whose label says search. */
function isSearchBox(node: SnapshotNode, ancestry: readonly SnapshotNode[]): boolean {
  if (!node.ref || !TEXT_ROLES.has(node.role) || node.children.some((c) => c.role === 'option')) return false;
  return node.role === 'searchbox' || ancestry.some((a) => a.role === 'search') || labelsOf(node).some((l) => /\b(?:search|find|filter)\b/.test(l));
}

/** A part's word as said and as a label may say it: "projects" and "project". */
const forms = (word: string) => [word, word.replace(/s$/, '')].filter(Boolean);

/**
 * Search said as a verb: `search for "lamp"` (the page's one search box), `search projects for
 * "data"` (the search box of the part named so). The text is typed into the box key by key and
 * Enter pressed in it, as a person does (a box that searches on key presses, not on input events,
 * is searched; a fill would only show the text): a form that Enter submits is submitted, a box in no form takes
 * the key as a single-page app's script reads it (a box that filters as typed has filtered
 * already). A box whose form Enter cannot submit is handed over: the search would not run.
 * Success means the search showed: the page outside the box must read otherwise once both are
 * done (ExpectedEffect.searched); a search that showed nothing is a failed step, with the box
 * given back what it held.
 */
export const searchVerb: WidgetRule = {
  fallback: true,
  info: {
    name: 'search-verb',
    does: 'Search said as a verb: types the text into the page\'s one search box (or the one of the part named: "search projects for data" → "Search projects"), then presses Enter when the box\'s form submits with it; done only when the page then shows the search (it reads otherwise outside the box).',
    when: '`search for "lamp"`, `search projects for "data"`, "in the navbar, search for lamp", "filter the songs by jazz" (a filter box is a search box), "filter the sheet to rows containing \'flight\'", with no table named (see table-search).',
    evidence: 'Exactly one search box (role searchbox, a field in a search landmark, or a field whose label or placeholder says search), or, with a part said, exactly one whose label says the part or that lies in the part (a part named so, else the part of the page the words name by where it is: the top navigation, the sidebar, the footer); whether Enter submits its form, read from the page.',
    example: {
      html: '<form role="search" onsubmit="event.preventDefault()"><input type="search" aria-label="Search"><button>Go</button></form><label>Email <input></label>',
      step: 'search for "lamp"',
      action: 'type "lamp" into searchbox "Search", then press Enter in searchbox "Search"',
    },
  },
  applies: (form, kind) => kind === 'act' && searchOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const { query, part } = searchOf(form)!;
    const { index } = ctx;
    let boxes = index.order.filter((n) => isSearchBox(n, ancestors(index, n)));
    if (!boxes.length) return undefined;
    if (part) {
      const words = part.split(' ');
      const said = (text: string | undefined) => !!text && words.every((w) => forms(w).some((f) => normalize(text).split(' ').includes(f)));
      const byLabel = boxes.filter((b) => labelsOf(b).some((l) => said(l)));
      const inPart = boxes.filter((b) => ancestors(index, b).some((a) => said(a.name)));
      // "search the navbar for lamp": a part named by where it is (the top navigation, the sidebar, the footer), not by a name the page gives it.
      const place = byLabel.length || inPart.length ? undefined : placeScope(part, index);
      if (place && 'handover' in place) return { handover: place.handover, near: true };
      const inPlace = place ? boxes.filter((b) => place.parts.includes(b)) : [];
      boxes = byLabel.length ? byLabel : inPart.length ? inPart : inPlace;
      if (!boxes.length) return { handover: `no search box of "${part}" (none is labelled so or lies in a part named so)`, near: true };
    }
    const enabled = boxes.filter((b) => !b.disabled);
    if (enabled.length !== 1) {
      return enabled.length
        ? { handover: `${enabled.length} search boxes (${enabled.slice(0, 4).map((b) => said(b)).join(', ')}): say which ("search … for ${query}", or "type ${query} into the … box")`, near: true }
        : { handover: `${said(boxes[0]!)} is disabled`, near: true };
    }
    const box = enabled[0]!;
    const facts = ctx.book.facts(box);
    if (!facts) return { handover: `reading whether ${said(box)} submits a form`, near: true };
    if (facts.form === 'inert') return { handover: `Enter does not submit the form of ${said(box)}: say "type ${query} into ${box.name ?? 'the search box'} and click …" with its button`, near: true };
    const actions: RuleFound['actions'] = [
      { ref: box.ref!, method: 'type', arguments: [query], description: `type "${query}" into ${said(box)}` },
      // The search must show on the page (rows, results, a status, another address): judged once both are done.
      { ref: box.ref!, method: 'press', arguments: ['Enter'], description: `press Enter in ${said(box)}`, effect: { searched: { ref: box.ref! } } },
    ];
    return {
      actions,
      candidates: boxes.map((b) => ({ role: b.role, name: b.name ?? '', score: 1, why: part ? `a search box of "${part}"` : 'the one search box' })),
      facts: [`${said(box)} is a search box${part ? ` of "${part}"` : ''}`, facts.form === 'submits' ? 'Enter submits its form' : 'in no form: Enter goes to the page\'s script'],
    };
  },
};
