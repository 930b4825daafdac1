import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import { DIALOG_ROLES } from '../dismiss.js';
import { ancestors, subtree, type PageIndex } from '../page-index.js';
import { normalize } from '../text.js';

/**
 * What galleries, lightboxes and carousels are made of, read from ARIA roles and the page's tree
 * (never an app's classes): image links (thumbnails), the viewer open on top (a dialog), its
 * Next/Previous controls, and its slides.
 */

/** Words a step calls a picture by. */
export const PICTURE_WORDS: ReadonlySet<string> = new Set(['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'thumbnail', 'thumbnails', 'thumb', 'pic', 'pics', 'photograph', 'photographs', 'shot', 'img']);
/** Words a step calls what a viewer or carousel shows one at a time. */
export const SLIDE_WORDS: ReadonlySet<string> = new Set([...PICTURE_WORDS, 'slide', 'slides', 'item', 'items', 'one']);
/** Words a step calls the viewer itself by. */
export const VIEWER_WORDS: ReadonlySet<string> = new Set(['lightbox', 'viewer', 'gallery', 'slideshow', 'carousel', 'overlay', 'preview', 'zoom']);

const IMAGE_ROLES: ReadonlySet<string> = new Set(['img', 'image']);

/** Words as a number ("two", "2"): 1..20, else undefined. */
export function countWord(word: string): number | undefined {
  const n = /^\d{1,2}$/.test(word) ? Number(word) : COUNTS.get(word);
  return n !== undefined && n >= 1 && n <= 20 ? n : undefined;
}
const COUNTS: ReadonlyMap<string, number> = new Map([
  ['a', 1], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10],
]);

/** An image link: a link or button that holds an image, and the names people call it by. */
export interface Thumbnail {
  node: SnapshotNode;
  /** Its names, normalized: its own, its images' (alt), its figure's caption. */
  names: string[];
  /** What a tester would call it: its figure's caption, else its own name or its image's alt, as written. */
  label: string;
}

/** The image links among `nodes` (links or buttons with a ref that hold an image). */
export function thumbnailsOf(nodes: readonly SnapshotNode[], index: PageIndex): Thumbnail[] {
  const out: Thumbnail[] = [];
  for (const node of nodes) {
    if (!node.ref || (node.role !== 'link' && node.role !== 'button') || node.disabled) continue;
    const images = subtree(node).filter((n) => IMAGE_ROLES.has(n.role));
    if (!images.length) continue;
    const names = new Set<string>();
    const add = (text: string | undefined) => {
      const n = normalize(text ?? '');
      if (n) names.add(n);
    };
    add(node.name);
    for (const img of images) add(img.name);
    // The figure it stands in names it by its caption (within two levels: a link in a figure).
    const figure = ancestors(index, node).slice(0, 3).find((up) => up.role === 'figure');
    if (figure) add(figure.name);
    const label = (figure?.name || node.name || images.find((i) => i.name)?.name || '').trim();
    out.push({ node, names: [...names], label });
  }
  return out;
}

/** The dialogs shown on the page, in document order (the last is on top). */
export function openDialogs(index: PageIndex): SnapshotNode[] {
  return index.order.filter((n) => DIALOG_ROLES.has(n.role) && subtree(n).some((d) => d.ref && d !== n));
}

/** Which way a control steps: its name's first word (or its sign). */
export type Direction = 'next' | 'previous';
const NEXT_WORDS: ReadonlySet<string> = new Set(['next', 'forward']);
const PREVIOUS_WORDS: ReadonlySet<string> = new Set(['previous', 'prev', 'back', 'backward']);
const NEXT_SIGNS = /^[›»→>▶⟩❯]$/;
const PREVIOUS_SIGNS = /^[‹«←<◀⟨❮]$/;

/**
 * The direction a control's name says, when it says nothing else but what it steps through
 * ("Next", "Next slide", "Previous image", "›"); undefined for "Next month", "Next step".
 */
export function stepDirection(node: SnapshotNode): Direction | undefined {
  const raw = (node.name ?? '').trim();
  if (NEXT_SIGNS.test(raw)) return 'next';
  if (PREVIOUS_SIGNS.test(raw)) return 'previous';
  const words = normalize(raw).split(' ').filter(Boolean);
  if (!words.length || words.length > 2) return undefined;
  if (words.length === 2 && !SLIDE_WORDS.has(words[1]!)) return undefined;
  if (NEXT_WORDS.has(words[0]!)) return 'next';
  if (PREVIOUS_WORDS.has(words[0]!)) return 'previous';
  return undefined;
}

/** The Next and Previous controls among `nodes` (buttons or links with a ref). */
export function stepControls(nodes: readonly SnapshotNode[]): { next: SnapshotNode[]; previous: SnapshotNode[] } {
  const next: SnapshotNode[] = [];
  const previous: SnapshotNode[] = [];
  for (const n of nodes) {
    if (!n.ref || (n.role !== 'button' && n.role !== 'link') || !isActionable(n)) continue;
    const d = stepDirection(n);
    if (d === 'next') next.push(n);
    else if (d === 'previous') previous.push(n);
  }
  return { next, previous };
}

/** A viewer's slides: how many, which one shows (0-based), and what each says (normalized). */
export interface Slides {
  count: number;
  current: number;
  texts: string[];
  /** How the position was read, for the decision's facts. */
  how: string;
}

const POSITION = /^(\d{1,3})\s*(?:\/|of)\s*(\d{1,3})$/i;

/**
 * The slides of a viewer (a dialog): read from its slides' position labels ("2 / 5", "2 of 5",
 * APG carousel) on the one the page says is current, else from a run of alike parts of which
 * exactly one is shown (its parts take the pointer; the others are there but hidden). Undefined
 * when neither is there: the position is not known.
 */
export function slidesOf(root: SnapshotNode): Slides | undefined {
  const all = subtree(root);
  const labelled = all.filter((n) => n.role === 'group' && n.name && POSITION.test(n.name.trim()));
  const current = labelled.filter((n) => n.props?.['current'] !== undefined || n.selected === true || n.active === true);
  if (current.length === 1) {
    const m = current[0]!.name!.trim().match(POSITION)!;
    const texts = labelled.map((n) => normalize(subtree(n).map((d) => d.name ?? d.text ?? '').join(' ')));
    return { count: Number(m[2]), current: Number(m[1]) - 1, texts, how: `the current slide is labelled "${current[0]!.name}"` };
  }
  // A run of alike parts, one of them shown: the part whose children are the slides.
  let found: Slides | undefined;
  let runs = 0;
  for (const n of all) {
    if (n.children.length < 2) continue;
    const parts = n.children.filter((c) => c.role !== 'text');
    if (parts.length !== n.children.length || parts.some((c) => c.role !== parts[0]!.role || isActionable(c))) continue;
    const shown = parts.map((c) => subtree(c).some((d) => d.ref));
    if (shown.filter(Boolean).length !== 1) continue;
    // Each slide shows a picture or a heading, or is an empty place kept for one not loaded yet.
    if (!parts.every((c) => subtree(c).some((d) => IMAGE_ROLES.has(d.role) || d.role === 'heading') || subtree(c).every((d) => !d.name && !d.text))) continue;
    if (!parts.some((c, i) => !shown[i] && subtree(c).some((d) => IMAGE_ROLES.has(d.role) || d.role === 'heading'))) continue;
    runs++;
    const texts = parts.map((c) => normalize(subtree(c).filter((d) => d.role === 'heading' || IMAGE_ROLES.has(d.role)).map((d) => d.name ?? '').join(' ')));
    found = { count: parts.length, current: shown.indexOf(true), texts, how: `${parts.length} slides in the viewer, slide ${shown.indexOf(true) + 1} shown` };
  }
  return runs === 1 ? found : undefined;
}

/**
 * The gallery behind an open viewer: the image links (or links standing in figures: a page behind a
 * modal may hide their images from the tree) under one heading, in order, with their captions,
 * whose count is the viewer's and whose caption at the shown slide's place is what that slide says.
 * Undefined unless exactly one gallery on the page fits.
 */
export function galleryBehind(index: PageIndex, viewer: SnapshotNode, slides: Slides): string[] | undefined {
  const inside = new Set(subtree(viewer));
  const groups = new Map<SnapshotNode | undefined, string[]>();
  let heading: SnapshotNode | undefined;
  for (const n of index.order) {
    if (inside.has(n)) continue;
    if (n.role === 'heading') heading = n;
    if (!n.ref || (n.role !== 'link' && n.role !== 'button')) continue;
    const figure = ancestors(index, n).slice(0, 3).find((up) => up.role === 'figure');
    const image = subtree(n).find((d) => IMAGE_ROLES.has(d.role));
    if (!figure && !image) continue;
    const figureText = figure ? subtree(figure).filter((d) => !subtree(n).includes(d) && d !== figure).map((d) => d.text ?? '').join(' ') : '';
    const caption = normalize(figure?.name || figureText || image?.name || n.name || '');
    if (!caption) continue;
    const list = groups.get(heading) ?? [];
    list.push(caption);
    groups.set(heading, list);
  }
  const shown = slides.texts[slides.current] ?? '';
  const fits = [...groups.values()].filter((captions) => captions.length === slides.count && !!shown && captions[slides.current]!.split(' ').every((w) => ` ${shown} `.includes(` ${w} `)));
  return fits.length === 1 ? fits[0] : undefined;
}
