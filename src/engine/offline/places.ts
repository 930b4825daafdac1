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

/** Where a place word points: the parts of the page it names, and whether the step said its top or start. */
export interface PlaceScope {
  /** Every node of the part. */
  parts: SnapshotNode[];
  why: string;
  /** "at the top of the sidebar": the first match in it. */
  first: boolean;
}

const TOP_NAV = /^(?:top|main|primary|global|site)?\s*(?:navigation|nav|navbar|nav bar|menu bar|menubar|top bar|topbar|top menu|header|header navigation|navigation bar)$/;
const SIDE = /^(?:left |right )?(?:sidebar|side bar|side navigation|side nav|side menu|table of contents|toc)$/;
const TEXT = /^(?:text|page text|main text|body|body text|content|contents|main content|page content|article|page|prose)$/;
const INTRO = /^(?:introduction|intro|opening|lead|opening paragraph|first paragraph)$/;
const FOOTER = /^(?:footer|page footer|bottom of the page)$/;
/** A part named by its heading or first words: "the Backoff paragraph", "the Docker section". */
const NAMED_PART = /^(.+?)\s+(?:paragraph|section|part|subsection|passage)$/;

const within = (index: PageIndex, node: SnapshotNode, roles: readonly string[]) => ancestors(index, node).some((a) => roles.includes(a.role));

/**
 * The part of the page a scope names by where it is, not by a name the page gives it: the top
 * navigation (a navigation landmark in the banner, else the one outside the sidebar and the
 * content), the sidebar (the complementary landmark), the footer (contentinfo), the text (the main
 * landmark), its introduction (the main text before its first subheading), a paragraph or section
 * by its heading ("the Backoff paragraph"). Undefined when the words name no such place.
 */
export function placeScope(scopeWords: string, index: PageIndex): PlaceScope | { handover: string } | undefined {
  let text = normalize(scopeWords).replace(/\s+to\s+(?:go|get|return|open|see|read|reach)\b.*$/, '').replace(/^the\s+/, '');
  let first = false;
  const at = text.match(/^(?:very\s+)?(?:top|start|beginning|head)\s+of\s+(?:the\s+)?(.+)$/);
  if (at) {
    first = true;
    text = at[1]!;
  }
  const one = (parts: SnapshotNode[], why: string) => (parts.length === 1 ? { parts: subtree(parts[0]!), why, first } : parts.length ? { handover: `${parts.length} parts could be the ${text}: name one` } : undefined);
  if (TOP_NAV.test(text)) {
    if (/header/.test(text)) {
      const banners = index.order.filter((n) => n.role === 'banner');
      if (banners.length === 1) return { parts: subtree(banners[0]!), why: 'the banner landmark', first };
    }
    const navs = index.order.filter((n) => n.role === 'navigation' || n.role === 'menubar');
    const inBanner = navs.filter((n) => within(index, n, ['banner']));
    if (inBanner.length) return one(inBanner, 'the navigation in the banner');
    const outside = navs.filter((n) => !within(index, n, ['complementary', 'main', 'contentinfo', 'navigation', 'menubar']));
    return one(outside, 'the navigation outside the sidebar and the content');
  }
  if (SIDE.test(text)) {
    const sides = index.order.filter((n) => n.role === 'complementary' && !within(index, n, ['complementary']));
    return one(sides, 'the complementary landmark');
  }
  if (FOOTER.test(text)) return one(index.order.filter((n) => n.role === 'contentinfo'), 'the contentinfo landmark');
  const main = mainPart(index);
  if (!main) return undefined;
  if (TEXT.test(text)) return { parts: subtree(main), why: 'the main content', first };
  const all = subtree(main);
  if (INTRO.test(text)) {
    const headings = all.filter((n) => n.role === 'heading');
    // Before the first subheading (the page's own title aside).
    const sub = headings.find((h, i) => i > 0 || (h.level ?? 1) > 1);
    const end = sub ? all.indexOf(sub) : all.length;
    return { parts: all.slice(0, end).filter((n) => n !== main), why: 'the main text before its first subheading', first };
  }
  const named = text.match(NAMED_PART);
  if (named) {
    const name = named[1]!;
    const headings = all.filter((n) => n.role === 'heading' && headingText(n) === name);
    if (headings.length === 1) return { parts: sectionUnder(headings[0]!, index), why: `the part under heading "${name}"`, first };
    if (headings.length > 1) return { handover: `${headings.length} headings "${name}" in the text: say which` };
    const paragraphs = all.filter((n) => n.role === 'paragraph' && normalize(textOf(n)).startsWith(`${name} `));
    if (paragraphs.length === 1) return { parts: subtree(paragraphs[0]!), why: `the paragraph that starts "${name}"`, first };
  }
  return undefined;
}
