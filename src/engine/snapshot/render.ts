import { isActionable, type SnapshotNode } from './schema.js';

export interface RenderOptions {
  /** Include the content of iframes (default true). */
  iframes?: boolean;
  /** Keep `[ref=…]` on every element, not only on actionable ones and links (default false). */
  allRefs?: boolean;
}

/**
 * The compact page text the model reads. Same notation as Playwright's AI snapshot
 * (`- role "name" [state] [ref=e5]: text`), minus what carries no information:
 * - unnamed, unclickable `generic` wrappers are dropped and their children move up a level
 *   (one that holds only text stays, with its ref: it may be a drag handle or a drop zone);
 * - refs stay only on actionable elements (and links, which extract() maps to URLs);
 * - a text node that repeats its parent's name, or the name of the element right before or after
 *   it (a label next to its control), is dropped.
 * Every text and every actionable element of the snapshot survives.
 */
export function renderSnapshot(nodes: readonly SnapshotNode[], options: RenderOptions = {}): string {
  const lines: string[] = [];
  emit(nodes, 0, lines, options, undefined);
  return lines.join('\n');
}

function emit(nodes: readonly SnapshotNode[], depth: number, lines: string[], options: RenderOptions, parentName: string | undefined) {
  for (const [index, node] of nodes.entries()) {
    if (node.role === 'text') {
      if (node.text && node.text !== parentName && !labelsNeighbour(nodes, index)) lines.push(`${'  '.repeat(depth)}- text: ${oneLine(node.text)}`);
      continue;
    }
    if (isWrapper(node)) {
      // A wrapper holding only text keeps its ref: it may be a drag handle, a drop zone, a menu area.
      if (node.text) lines.push(`${'  '.repeat(depth)}- ${node.role}${node.ref ? ` [ref=${node.ref}]` : ''}: ${oneLine(node.text)}`);
      emit(node.children, depth, lines, options, parentName);
      continue;
    }
    lines.push(`${'  '.repeat(depth)}- ${describe(node, options)}`);
    if (node.role === 'iframe' && options.iframes === false) continue;
    if (node.url !== undefined) lines.push(`${'  '.repeat(depth + 1)}- /url: ${node.url}`);
    if (node.placeholder !== undefined && node.placeholder !== node.name) lines.push(`${'  '.repeat(depth + 1)}- /placeholder: ${oneLine(node.placeholder)}`);
    emit(node.children, depth + 1, lines, options, node.name);
  }
}

/** Whether the text node at `index` only repeats the name of the element beside it (its label). */
function labelsNeighbour(nodes: readonly SnapshotNode[], index: number): boolean {
  const text = oneLine(nodes[index]!.text ?? '');
  return [nodes[index - 1], nodes[index + 1]].some((n) => n !== undefined && n.role !== 'text' && !!n.name && oneLine(n.name) === text);
}

function isWrapper(node: SnapshotNode): boolean {
  return (node.role === 'generic' || node.role === 'none' || node.role === 'presentation') && !node.name && node.cursor !== 'pointer';
}

/** One node's line, without the leading dash. */
export function describe(node: SnapshotNode, options: RenderOptions = {}): string {
  let line = node.role;
  if (node.name) line += ` ${JSON.stringify(node.name)}`;
  if (node.checked === true) line += ' [checked]';
  if (node.checked === 'mixed') line += ' [checked=mixed]';
  if (node.pressed === true) line += ' [pressed]';
  if (node.pressed === 'mixed') line += ' [pressed=mixed]';
  if (node.disabled) line += ' [disabled]';
  if (node.expanded !== undefined) line += node.expanded ? ' [expanded]' : ' [collapsed]';
  if (node.selected) line += ' [selected]';
  if (node.invalid) line += ' [invalid]';
  if (node.level !== undefined) line += ` [level=${node.level}]`;
  for (const [key, value] of Object.entries(node.props ?? {})) line += ` [${key}=${value}]`;
  if (node.ref && (options.allRefs || isActionable(node) || node.url !== undefined)) line += ` [ref=${node.ref}]`;
  if (node.text) line += `: ${oneLine(node.text)}`;
  return line;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
