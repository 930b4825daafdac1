import { textOf, type SnapshotNode } from '../../snapshot/index.js';
import { subtree } from '../page-index.js';
import { followable } from '../places.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** A result's words: its name, else its text. */
const shown = (n: SnapshotNode) => (n.name || textOf(n)).replace(/\s+/g, ' ').trim();

const RESULT = /^(?:search\s+)?(?:result|hit|match)s?$/;
const GOES: ReadonlySet<string> = new Set(['open', 'click', 'go', 'select', 'find']);
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/**
 * "open the first search result", "click the third result": the nth link among the results a
 * search shows, i.e. the links of the search landmark that holds the search box. Without an
 * ordinal, only when the search shows one result.
 */
export const searchResult: WidgetRule = {
  info: {
    name: 'search-result',
    does: 'Follows the nth result of a search: the links inside the search landmark that holds the search box, in page order; with no ordinal, the one result.',
    when: '"open the first search result", "click the second result" after a search has shown its results.',
    evidence: 'One search landmark with a search box and links in it; the nth link exists (without an ordinal, exactly one). Several results and no ordinal: handed over naming them.',
    example: {
      html: '<div role="search"><input type="search" aria-label="Search the docs" value="retry"><div><a href="#/retries?id=limits">Retry limits</a></div><div><a href="#/retries?id=dead">Dead-letter queue</a></div></div><main><h1>Home</h1></main>',
      step: 'open the first search result',
      action: 'click result "Retry limits"',
    },
  },
  applies: (form, kind) => !!form.target && !form.scope && !form.value && form.frame === 'target' && GOES.has(form.verb) && (kind === 'act' || form.verb === 'find') && RESULT.test(normalize(form.target.raw.replace(/^(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+/i, ''))),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const boxes = (n: SnapshotNode) => subtree(n).some((c) => c.role === 'searchbox' || c.role === 'textbox' || c.role === 'combobox');
    const searches = ctx.index.order.filter((n) => n.role === 'search' && boxes(n));
    if (searches.length !== 1) return searches.length ? { handover: `${searches.length} search parts on the page: scope it`, near: true } : undefined;
    const results = followable(subtree(searches[0]!)).filter((l) => !ctx.book.covered(l));
    const ordinal = form.target!.ordinal;
    if (!results.length) return { handover: 'the search shows no results', near: true };
    const names = results.slice(0, 5).map((r) => `"${shown(r).slice(0, 40)}"`).join(', ') + (results.length > 5 ? ', …' : '');
    let link: SnapshotNode | undefined;
    if (ordinal === undefined) {
      if (results.length > 1) return { handover: `the search shows ${results.length} results (${names}): say "the first search result" or name it`, near: true };
      link = results[0];
    } else link = ordinal > 0 ? results[ordinal - 1] : results[results.length + ordinal];
    if (!link) return { handover: `the search shows ${results.length} results`, near: true };
    const place = ordinal === undefined ? 'the one result' : ordinal === -1 ? 'the last result' : `result ${ordinal} (${ORDINAL_WORDS[ordinal - 1] ?? ordinal})`;
    const candidates = results.map((r) => ({ role: r.role, name: shown(r).slice(0, 80), score: r === link ? 1 : 0 }));
    const facts = [`${results.length} results in the search landmark`, `${place}: ${said(link)}`];
    if (ctx.kind === 'observe') return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: said(link) }], candidates, facts };
    const effect = link.url && link.url !== ctx.index.snapshot.url ? { effect: { navigated: true } } : {};
    return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click result "${shown(link).slice(0, 60)}"`, ...effect }], candidates, facts };
  },
};
