import type { SnapshotNode } from '../snapshot/index.js';
import { actionFamily, phraseHasWord, saysAction } from './dev-names.js';
import { MAX_PROBED_REFS, type HintBook } from './hints.js';
import { choose, fitsMethod, scoreNode, type Choice, type Scored } from './match.js';
import { ancestors, type PageIndex } from './page-index.js';
import type { OfflineMethod, TargetPhrase } from './parse.js';
import { MIN_SCOPED_SCORE, MIN_SCORE, nameScore } from './score.js';
import { words } from './text.js';

/**
 * Matching by developer-given names (see dev-names.ts), tried only after the names a user sees
 * found nothing: "the new todo input" for `<input id="new-todo">` whose only name is its
 * placeholder, "the toggle all checkbox" for `#toggle-all`.
 */

/** How well developer phrases match a target name; a verb-like name matches its family ("delete" ~ "destroy"). */
export function devScore(name: string, phrases: readonly string[]): number {
  const family = words(name).length === 1 ? actionFamily(name) : undefined;
  let best = family && saysAction(phrases, family) ? 0.9 : 0;
  for (const phrase of phrases) best = Math.max(best, nameScore(name, phrase));
  return best;
}

/**
 * The one candidate whose developer-given names carry the target name, or undefined when none
 * does. Never when a candidate shows the name, even in part (the seen name decides, or it is
 * ambiguous); a partial match needs a role word or a scope to confirm it; a whole-instruction
 * name only an exact one. A handover when facts are still to be read.
 */
export function devChoice(nodes: readonly SnapshotNode[], method: OfflineMethod, target: TargetPhrase, index: PageIndex, book: HintBook, scoped: boolean): Choice | undefined {
  // A role (from a role word or the verb: a field to fill, a box to check) or a scope bounds what is read.
  if (!target.name || (target.exact && !target.whole) || (!target.roles && !scoped)) return undefined;
  const candidates = nodes.filter((n) => fitsMethod(n, method) && (!target.roles || target.roles.includes(n.role)));
  const seen = { ...target, exact: false };
  if (!candidates.length || candidates.some((n) => scoreNode(n, seen) >= MIN_SCOPED_SCORE)) return undefined;
  // More than one round of reading can hold: no evidence to wait for, and asking would keep the
  // facts other readings need from being read.
  if (candidates.length > MAX_PROBED_REFS) return undefined;
  const before = book.misses;
  const scored: Scored[] = candidates.map((node) => ({ node, score: devScore(target.name, book.devPhrases(node)) }));
  if (book.misses > before) return { handover: `reading developer-given names for "${target.name}"` };
  const confirmed = !!target.roles || scoped;
  const eligible = scored.filter((s) => (target.whole ? s.score === 1 : s.score >= MIN_SCORE && (s.score >= 0.9 || confirmed)));
  if (!eligible.length) return undefined;
  return choose(eligible, target, index, MIN_SCORE);
}

/** Tags of the page parts a container word names when no landmark role does ("in the footer"). */
const CONTAINER_TAGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['footer', ['footer']], ['header', ['header']], ['banner', ['header']], ['navigation', ['nav']], ['nav', ['nav']],
  ['navbar', ['nav']], ['nav bar', ['nav']], ['sidebar', ['aside']], ['side bar', ['aside']], ['main content', ['main']],
  ['form', ['form']], ['table', ['table']], ['menu', ['menu']], ['dialog', ['dialog']], ['modal', ['dialog']],
]);

/**
 * "in the footer" when the footer is no landmark (a <footer> inside a <section>, a
 * `div.footer`): candidates inside an element with that tag or developer-given name.
 */
export function inNamedContainer(scored: Scored[], word: string, index: PageIndex, book: HintBook): Scored[] | { handover: string } {
  const named = containerNamed(word, book);
  const before = book.misses;
  const kept = scored.filter((s) => s.score >= MIN_SCORE && ancestors(index, s.node).some(named));
  if (book.misses > before) return { handover: `reading the page's parts for "${word}"` };
  return kept;
}

/** Whether an element is the part a container word names by its tag or developer-given names (its facts read first). */
function containerNamed(word: string, book: HintBook): (n: SnapshotNode) => boolean {
  const tags = CONTAINER_TAGS.get(word) ?? [];
  const joined = word.replace(/ /g, '');
  return (n: SnapshotNode) => {
    const facts = book.facts(n);
    return !!facts && (tags.includes(facts.tag) || book.devPhrases(n).some((p) => phraseHasWord(p, joined) || phraseHasWord(p.replace(/ /g, ''), joined)));
  };
}

/**
 * The parts a container word names when no landmark does ("the sidebar" for `<ul class="sidebar">`):
 * of the nodes given, the nearest ancestor of each that the word names by tag or developer-given
 * name, each part once. A handover while the page's facts are read.
 */
export function namedContainers(word: string, nodes: readonly SnapshotNode[], index: PageIndex, book: HintBook): SnapshotNode[] | { handover: string } {
  const named = containerNamed(word, book);
  const before = book.misses;
  const parts = new Set<SnapshotNode>();
  for (const node of nodes) {
    const part = ancestors(index, node).find(named);
    if (part) parts.add(part);
  }
  if (book.misses > before) return { handover: `reading the page's parts for "${word}"` };
  return [...parts];
}
