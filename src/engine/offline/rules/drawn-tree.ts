import { textOf, type SnapshotNode } from '../../snapshot/index.js';
import { MAX_PROBED_REFS, type HintBook } from '../hints.js';
import { subtree, type PageIndex } from '../page-index.js';
import { isKindWord } from '../parse.js';
import { normalize, words } from '../text.js';

/**
 * Trees drawn with no ARIA (rows of divs and spans, as tree grids draw them): a node is a part whose
 * children are one or more icons (no letter or digit: empty, or an icon font's glyph) followed by
 * its title, the part's last words. Its row is the part or the nearest box around it that holds no
 * other node; the rows' box is the box around the row. What the widget says of a node it says
 * only in classes: an expander icon (class words expander, toggle, twisty, caret, chevron, arrow,
 * triangle) and generic state words (expanded/open, collapsed/closed) on the row, the part or the
 * expander, else the expander's picture (pointing down or a minus: open; pointing right or a plus:
 * closed).
 */
export interface DrawnNode {
  title: SnapshotNode;
  part: SnapshotNode;
  icons: SnapshotNode[];
  row: SnapshotNode;
  /** The box that holds the rows (it grows when a node's children are shown). */
  list: SnapshotNode;
}

const ICON_TEXT = /^[^\p{L}\p{N}]*$/u;
const isIcon = (n: SnapshotNode) => !!n.ref && n.children.length === 0 && (n.role === 'generic' || n.role === 'img') && ICON_TEXT.test(textOf(n));

/** Whether a node is a drawn tree node's part: icons, then one titled child, last. */
function isPart(n: SnapshotNode): boolean {
  if (n.role !== 'generic' || n.children.length < 2) return false;
  const last = n.children.at(-1)!;
  return n.children.slice(0, -1).every(isIcon) && !ICON_TEXT.test(textOf(last)) && last.children.length === 0;
}

/** The drawn tree node a title stands in, or undefined when it is not one. */
export function drawnNodeOf(title: SnapshotNode, index: PageIndex): DrawnNode | undefined {
  const part = index.parent.get(title);
  if (!part || part.children.at(-1) !== title || !isPart(part)) return undefined;
  let row = part;
  for (let up = 0; up < 3; up++) {
    const above = index.parent.get(row);
    if (!above || above.role !== 'generic' || subtree(above).filter(isPart).length > 1) break;
    row = above;
  }
  const list = index.parent.get(row);
  if (!list || subtree(list).filter(isPart).length < 2) return undefined;
  return { title, part, icons: part.children.slice(0, -1), row, list };
}

/** The drawn tree nodes whose title says the name (its words, case aside). */
export function drawnNodesNamed(name: string, index: PageIndex, among?: readonly SnapshotNode[]): DrawnNode[] {
  const want = words(name).join(' ');
  if (!want) return [];
  const out: DrawnNode[] = [];
  for (const n of among ?? index.order) {
    if (n.children.length || words(textOf(n)).join(' ') !== want) continue;
    const node = drawnNodeOf(n, index);
    if (node) out.push(node);
  }
  return out;
}

/** A name as said and, when its last word is a kind word ("the Finance folder"), without it. */
export function namesOf(name: string): string[] {
  const said = words(name);
  const out = [said.join(' ')];
  if (said.length > 1 && isKindWord(said.at(-1)!)) out.push(said.slice(0, -1).join(' '));
  return out;
}

/** Class tokens, lower case: `wb-expanded bi-chevron-right` → wb, expanded, bi, chevron, right. */
export function classTokens(cls: string): string[] {
  return cls.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_-]+/).filter(Boolean);
}

/** A node's class tokens, read from the page (undefined while unread: asked for). */
export function classWords(book: HintBook, node: SnapshotNode): string[] | undefined {
  const facts = book.facts(node);
  return facts ? classTokens(facts.attrs['class'] ?? '') : undefined;
}

/** Words that make an icon a node's checkbox: `checkbox`, or a tick's picture (`check`, `checkmark`). */
const BOX_WORDS = new Set(['checkbox', 'check', 'checkmark']);
export const isBoxIcon = (tokens: readonly string[]) => tokens.some((w) => BOX_WORDS.has(w));

/**
 * Whether a box drawn as an icon is ticked, from class tokens: the icon's own picture or state
 * first (a tick: check, checkmark, checked; unchecked, blank, empty), then the state its node's part
 * or row states (checked, selected, ticked; unchecked, unselected); a box in between (mixed,
 * indeterminate, partial, partsel, dash) is `mixed`; an icon named a checkbox that shows no tick
 * and no state is unticked. Undefined when nothing says.
 */
export function drawnBoxChecked(box: readonly string[], part: readonly string[], row: readonly string[]): boolean | 'mixed' | undefined {
  const has = (list: readonly string[], ...w: string[]) => list.some((x) => w.includes(x));
  if (has(box, 'mixed', 'indeterminate', 'partial', 'partsel', 'dash') || has([...part, ...row], 'mixed', 'indeterminate', 'partsel')) return 'mixed';
  if (has(box, 'checked', 'check', 'checkmark', 'ticked')) return true;
  if (has(box, 'unchecked', 'blank', 'empty')) return false;
  const around = [...part, ...row];
  if (has(around, 'checked', 'selected', 'ticked')) return true;
  if (has(around, 'unchecked', 'unselected')) return false;
  return box.includes('checkbox') ? false : undefined;
}

const EXPANDER_WORDS = new Set(['expander', 'toggle', 'toggler', 'twisty', 'twistie', 'caret', 'chevron', 'arrow', 'triangle', 'disclosure']);
export const OPEN_WORDS: ReadonlySet<string> = new Set(['expanded', 'open', 'opened']);
export const CLOSED_WORDS: ReadonlySet<string> = new Set(['collapsed', 'closed']);

/**
 * A drawn node's expander and state: `unread` while facts are missing (asked for), `expander`
 * undefined when none of its icons is one (a leaf), `expanded` undefined when nothing says which.
 */
export function expanderOf(node: DrawnNode, book: HintBook): { unread: true } | { unread: false; expander?: SnapshotNode; expanded?: boolean; said: string } {
  const icons = node.icons.map((i) => ({ i, w: classWords(book, i) }));
  const rowWords = classWords(book, node.row);
  const partWords = classWords(book, node.part);
  if (icons.some((x) => !x.w) || !rowWords || !partWords) return { unread: true };
  const expanders = icons.filter((x) => x.w!.some((w) => EXPANDER_WORDS.has(w)));
  if (expanders.length !== 1) return { unread: false, said: expanders.length ? 'more than one expander icon' : 'no expander icon' };
  const exp = expanders[0]!;
  const stated = new Set([...rowWords, ...partWords, ...exp.w!]);
  const open = [...stated].some((w) => OPEN_WORDS.has(w));
  const closed = [...stated].some((w) => CLOSED_WORDS.has(w));
  if (open !== closed) return { unread: false, expander: exp.i, expanded: open, said: `its classes say ${open ? 'expanded' : 'collapsed'}` };
  const down = exp.w!.includes('down') || exp.w!.includes('minus');
  const right = exp.w!.includes('right') || exp.w!.includes('plus');
  if (down !== right) return { unread: false, expander: exp.i, expanded: down, said: `its expander points ${down ? 'down (open)' : 'right (closed)'}` };
  return { unread: false, expander: exp.i, said: 'no class says whether it is expanded' };
}

/** A node's indentation: the left edge of its title (read from the page), undefined while unread. */
export function indentOf(node: DrawnNode, book: HintBook): number | undefined {
  if (node.title.ref) return book.facts(node.title)?.box?.x;
  // A title the snapshot shows as bare text: it starts where the icon before it ends.
  const box = book.facts(node.icons.at(-1)!)?.box;
  return box ? box.x + box.w : undefined;
}

/**
 * The nodes under a drawn node (its descendants, shown): the rows after it in the same list whose
 * titles stand further right, up to the first that does not. Undefined while a box is unread.
 */
export function drawnDescendants(folder: DrawnNode, index: PageIndex, book: HintBook): DrawnNode[] | undefined {
  const all = subtree(folder.list).filter((n) => n.children.length === 0 && !ICON_TEXT.test(textOf(n))).map((n) => drawnNodeOf(n, index)).filter((n): n is DrawnNode => !!n && n.list === folder.list);
  const from = all.findIndex((n) => n.title === folder.title);
  const after = all.slice(from + 1, from + 1 + MAX_PROBED_REFS);
  // Every box asked for in one round (each read notes the ref as wanted).
  const at = indentOf(folder, book);
  const xs = after.map((n) => indentOf(n, book));
  if (at === undefined) return undefined;
  const out: DrawnNode[] = [];
  for (const [i, n] of after.entries()) {
    const x = xs[i];
    if (x === undefined) return undefined;
    if (x <= at) break;
    out.push(n);
  }
  return out;
}

export const normalName = (node: DrawnNode) => normalize(textOf(node.title));
