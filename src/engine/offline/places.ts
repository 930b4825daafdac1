import { isActionable, textOf, type SnapshotNode } from '../snapshot/index.js';
import { ancestors, ownText, subtree, type PageIndex } from './page-index.js';
import { normalize, words } from './text.js';

/**
 * Places of a site: pages and sections reached by links, the parts of a page a tester names by
 * where they are (the top navigation, the sidebar, the text, a paragraph), and the page a step
 * says it is on. Read from ARIA roles (link, heading, navigation, complementary, main, banner,
 * list) and the links' addresses, never from a site's classes. Pure.
 */

/**
 * Words that say what kind of place a name is ("the Retries guide", "the command line reference",
 * "the 3.1.0 release notes"), longest first: dropped from the name when no link holds them.
 */
export const PLACE_KINDS: readonly string[] = [
  'release notes', 'reference page', 'docs page', 'help page',
  'guide', 'page', 'reference', 'section', 'notes', 'chapter', 'docs', 'documentation', 'article', 'tutorial', 'topic', 'part', 'article', 'subsection', 'paragraph', 'entry', 'link',
];

/** Kind words that name a part of the current page rather than a page. */
export const SECTION_KINDS: ReadonlySet<string> = new Set(['section', 'subsection', 'paragraph', 'part', 'heading', 'release notes', 'notes', 'entry']);

/** The name without a place kind word at its end ("retries and failures guide" → "retries and failures"), and the kind. */
export function withoutPlaceKind(name: string): { name: string; kind?: string } {
  const n = normalize(name);
  for (const kind of PLACE_KINDS) {
    if (n.endsWith(` ${kind}`)) return { name: n.slice(0, -kind.length - 1).trim(), kind };
  }
  return { name: n };
}

/** The page an address is on: its document, and for a hash route (`#/guide/x?id=y`) the route; its section apart. */
export function pageKey(url: string, base: string): { page: string; section: string } | undefined {
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return undefined;
  }
  const doc = `${u.origin}${u.pathname}`;
  const hash = u.hash;
  if (/^#!?\//.test(hash)) {
    const [route, query = ''] = hash.split('?');
    const id = new URLSearchParams(query).get('id') ?? '';
    return { page: `${doc}${route}`, section: id };
  }
  return { page: doc, section: hash.replace(/^#/, '') };
}

/** Links a person can follow: with a ref, shown, not disabled. */
export function followable(nodes: readonly SnapshotNode[]): SnapshotNode[] {
  return nodes.filter((n) => n.role === 'link' && n.ref && isActionable(n) && !n.disabled);
}

/** A link's name, or its text when it has none. */
export const linkName = (n: SnapshotNode): string => normalize(n.name || ownText(n));

/** A heading's words: its name, else all of its text (a heading whose anchor holds its words). */
export const headingText = (n: SnapshotNode): string => normalize(n.name || textOf(n));

/** The heading a link is in (a heading's own anchor), if any. */
export function headingOf(link: SnapshotNode, index: PageIndex): SnapshotNode | undefined {
  return ancestors(index, link).find((a) => a.role === 'heading');
}

/** The page's main content: the main landmark (or the one article), else undefined. */
export function mainPart(index: PageIndex): SnapshotNode | undefined {
  const mains = index.order.filter((n) => n.role === 'main');
  if (mains.length === 1) return mains[0];
  const articles = index.order.filter((n) => n.role === 'article');
  return articles.length === 1 ? articles[0] : undefined;
}

/** The title the current page shows: its main part's first heading (of level 1 when there is one). */
export function pageTitle(index: PageIndex): string | undefined {
  const main = mainPart(index);
  const headings = (main ? subtree(main) : index.order).filter((n) => n.role === 'heading');
  const top = headings.find((h) => h.level === 1) ?? headings[0];
  return top ? headingText(top) : undefined;
}

/** Whether a phrase ("the API page", "the retries guide") names the page shown: every word of it, kind aside, is in the page's title. */
export function namesCurrentPage(phrase: string, index: PageIndex): boolean {
  const said = words(withoutPlaceKind(phrase).name).filter((w) => w !== 'the');
  const title = pageTitle(index);
  if (!said.length || !title) return false;
  const titleWords = title.split(' ');
  return said.every((w) => titleWords.includes(w));
}

/** The section under a heading: its siblings up to the next heading of its level or higher (the heading included). */
export function sectionUnder(heading: SnapshotNode, index: PageIndex): SnapshotNode[] {
  const up = index.parent.get(heading);
  const siblings = up ? up.children : index.snapshot.nodes;
  const from = siblings.indexOf(heading);
  const to = siblings.findIndex((s, i) => i > from && s.role === 'heading' && (s.level ?? 9) <= (heading.level ?? 9));
  return siblings.slice(from, to === -1 ? undefined : to).flatMap((s) => subtree(s));
}

/** The distinct addresses of some links (a link to the same place twice is one place). */
export function addresses(links: readonly SnapshotNode[]): Set<string> {
  return new Set(links.map((l) => l.url ?? `ref:${l.ref}`));
}
