import { isActionable, type SnapshotNode } from './schema.js';

/**
 * Compaction rules of the page text (pure: the nodes in, strings out). What it removes carries no
 * information for a model; every text, name, state and actionable ref stays:
 * - structure-only wrappers (unnamed generic/none/presentation, unnamed rowgroup) vanish and their
 *   children move up a level;
 * - a short group whose parts are all simple (a product card, a table row, a radio group, a
 *   combobox and its options) folds onto one line, its parts joined by ` | `;
 * - inside a fold, and on a line of its own, a text-only paragraph or cell is just its text;
 * - a heading of level 1 to 6 is `h1`…`h6`, as in HTML.
 */

/** Separator of the parts of a folded group. */
export const PART_SEPARATOR = ' | ';
/** A group folds only when its line stays readable: at most this many parts and characters. */
export const FOLD_MAX_PARTS = 16;
export const FOLD_MAX_CHARS = 480;

/** Roles that only arrange content: unnamed and without state, they add nothing to their text. */
const PLAIN_ROLES: ReadonlySet<string> = new Set([
  'paragraph', 'cell', 'listitem', 'text', 'generic', 'none', 'presentation', 'group', 'rowgroup',
  'strong', 'emphasis', 'deletion', 'insertion', 'subscript', 'superscript', 'time', 'code', 'mark',
]);
/** Plain roles that vanish even when they hold several lines (their children move up). */
const WRAPPER_ROLES: ReadonlySet<string> = new Set(['generic', 'none', 'presentation', 'rowgroup']);

export interface CompactOptions {
  /** Include the content of iframes (default true). */
  iframes?: boolean;
  /** Keep `[ref=…]` on every element, not only on actionable ones and links (default false). */
  allRefs?: boolean;
}

/** Whether a node is a structure-only wrapper: it vanishes and its children move up a level. */
export function isWrapper(node: SnapshotNode): boolean {
  return WRAPPER_ROLES.has(node.role) && !node.name && node.cursor !== 'pointer' && !hasState(node);
}

/** Whether a node only arranges content (a paragraph, a cell): not actionable, no state; its content is what matters. */
export function isPlain(node: SnapshotNode): boolean {
  return PLAIN_ROLES.has(node.role) && !isActionable(node) && !hasState(node) && node.placeholder === undefined;
}

function hasState(node: SnapshotNode): boolean {
  return (
    node.checked !== undefined || node.pressed !== undefined || !!node.disabled || node.expanded !== undefined ||
    !!node.selected || !!node.invalid || node.level !== undefined || (node.props !== undefined && Object.keys(node.props).length > 0)
  );
}

/** Whether the element keeps its ref in the text: actionable ones and links (extract maps link refs to URLs). */
export function showsRef(node: SnapshotNode, options: CompactOptions): boolean {
  return !!node.ref && (!!options.allRefs || isActionable(node) || node.url !== undefined);
}

/** One element, without the leading dash or its content: `role "name" [state] [ref=e5]`. */
export function describeHead(node: SnapshotNode, options: CompactOptions = {}): string {
  // A heading is written as HTML writes it, `h3 "Title"`: every model knows it, in a third of the characters.
  const heading = node.role === 'heading' && node.level !== undefined && node.level >= 1 && node.level <= 6;
  let line = heading ? `h${node.level}` : node.role;
  if (node.name) line += ` ${JSON.stringify(node.name)}`;
  if (node.checked === true) line += ' [checked]';
  if (node.checked === 'mixed') line += ' [checked=mixed]';
  if (node.pressed === true) line += ' [pressed]';
  if (node.pressed === 'mixed') line += ' [pressed=mixed]';
  if (node.disabled) line += ' [disabled]';
  if (node.expanded !== undefined) line += node.expanded ? ' [expanded]' : ' [collapsed]';
  if (node.selected) line += ' [selected]';
  if (node.invalid) line += ' [invalid]';
  if (node.level !== undefined && !heading) line += ` [level=${node.level}]`;
  if (node.placeholder !== undefined && node.placeholder !== node.name) line += ` [placeholder=${JSON.stringify(oneLine(node.placeholder))}]`;
  if (node.props) for (const key in node.props) line += ` [${key}=${node.props[key]}]`;
  if (node.ref && showsRef(node, options)) line += ` [ref=${node.ref}]`;
  return line;
}

/**
 * A childless element as one part: a plain node (a text-only paragraph, a cell) is just its text;
 * a wrapper holding text keeps its ref (it may be a drag handle or a drop zone); anything else is
 * `role "name" [state] [ref=e5]: text`.
 */
export function leafPart(node: SnapshotNode, options: CompactOptions): string {
  const text = node.text === undefined ? undefined : oneLine(node.text);
  if (isWrapper(node)) return text ? (node.ref ? `${node.role} [ref=${node.ref}]: ${text}` : text) : '';
  if (isBareLeaf(node, options)) return text || oneLine(node.name ?? '');
  return text ? `${describeHead(node, options)}: ${text}` : describeHead(node, options);
}

/** Whether a childless element is written as its bare text (a plain node whose name, if any, is its text). */
export function isBareLeaf(node: SnapshotNode, options: CompactOptions): boolean {
  if (isWrapper(node)) return !node.ref;
  if (!isPlain(node) || showsRef(node, options)) return false;
  return !node.name || node.text === undefined || oneLine(node.name) === oneLine(node.text);
}

/**
 * The parts of `children` when they can share their parent's line, or undefined when one of them
 * needs lines of its own (a nested group, an iframe) or the line would be too long.
 * `parentName` and `lead` (the parent's own text) are not repeated.
 */
export function foldParts(children: readonly SnapshotNode[], parentName: string | undefined, lead: number, options: CompactOptions): string[] | undefined {
  const parts: string[] = [];
  let chars = lead;
  const add = (part: string) => {
    parts.push(part);
    chars += part.length + PART_SEPARATOR.length;
    return parts.length <= FOLD_MAX_PARTS && chars <= FOLD_MAX_CHARS;
  };
  const visit = (nodes: readonly SnapshotNode[], depth: number): boolean => {
    for (const [index, node] of nodes.entries()) {
      if (node.role === 'text') {
        if (isRepeat(nodes, index, parentName)) continue;
        if (!add(oneLine(node.text ?? ''))) return false;
        continue;
      }
      if (node.role === 'iframe') return false;
      const plainGroup = isWrapper(node) || (isPlain(node) && !node.name && !showsRef(node, options));
      if (node.children.length === 0) {
        const part = leafPart(node, options);
        // An empty cell still takes its place, so the columns of a row stay aligned.
        if ((part || node.role === 'cell') && !add(part)) return false;
        continue;
      }
      // A plain container (a cell holding a checkbox, a paragraph with a link) lends its parts; one level deep only.
      if (!plainGroup || depth > 1) return false;
      if (node.text && !add(isWrapper(node) ? leafPart(node, options) : oneLine(node.text))) return false;
      if (!visit(node.children, depth + 1)) return false;
    }
    return true;
  };
  return visit(children, 0) && parts.length > 0 ? parts : undefined;
}

/** Whether the text node at `index` only repeats its parent's name or the name of the element beside it (its label). */
export function isRepeat(nodes: readonly SnapshotNode[], index: number, parentName: string | undefined): boolean {
  const node = nodes[index]!;
  if (!node.text || node.text === parentName) return true;
  const text = oneLine(node.text);
  if (!text || text === parentName) return true;
  return [nodes[index - 1], nodes[index + 1]].some((n) => n !== undefined && n.role !== 'text' && !!n.name && oneLine(n.name) === text);
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
