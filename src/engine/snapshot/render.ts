import { describeHead, foldParts, isBareLeaf, isRepeat, isWrapper, leafPart, oneLine, PART_SEPARATOR, showsRef, type CompactOptions } from './compact.js';
import type { SnapshotNode } from './schema.js';

export type RenderOptions = CompactOptions;

/**
 * The compact page text the model reads. Playwright's AI-snapshot notation, one element per line,
 * `- role "name" [state] [ref=e5]: text`, indented by nesting, made smaller without losing a text,
 * a name, a state or an actionable ref (the rules are in compact.ts):
 * - a line without the leading dash is text (a text node, a text-only paragraph or cell);
 * - a short group (a card, a table row, a radio group) is one line: `- article: h3 "Item 1" |
 *   $1.25 | button "Add to cart" [ref=e19]`; a heading is `h1`…`h6`;
 * - structure-only wrappers are dropped; refs stay on actionable elements and links;
 * - link targets are left out: a URL field of extract() takes the link's ref and gets the real
 *   target from the snapshot nodes (`node.url`), so the model neither reads nor invents addresses;
 * - a text that repeats its parent's name or the name of the element beside it (a label) is dropped.
 */
export function renderSnapshot(nodes: readonly SnapshotNode[], options: RenderOptions = {}): string {
  const lines: string[] = [];
  emit(nodes, 0, lines, options, undefined);
  return lines.join('\n');
}

function emit(nodes: readonly SnapshotNode[], depth: number, lines: string[], options: RenderOptions, parentName: string | undefined) {
  const indent = '  '.repeat(depth);
  for (const [index, node] of nodes.entries()) {
    if (node.role === 'text') {
      if (!isRepeat(nodes, index, parentName)) lines.push(textLine(indent, node.text!));
      continue;
    }
    if (isWrapper(node)) {
      if (node.text) lines.push(node.ref ? `${indent}- ${leafPart(node, options)}` : textLine(indent, node.text));
      emit(node.children, depth, lines, options, parentName);
      continue;
    }
    const closedFrame = node.role === 'iframe' && options.iframes === false;
    if (node.children.length === 0 || closedFrame) {
      // A caption or legend that only repeats its table's or group's name says nothing new.
      if (!node.name && !showsRef(node, options) && node.text !== undefined && parentName !== undefined && oneLine(node.text) === oneLine(parentName)) continue;
      const part = leafPart(node, options);
      if (isBareLeaf(node, options)) {
        if (part) lines.push(textLine(indent, part));
      } else lines.push(`${indent}- ${part}`);
      continue;
    }
    const head = describeHead(node, options);
    const lead = node.text === undefined ? '' : oneLine(node.text);
    const parts = node.role === 'iframe' ? undefined : foldParts(node.children, node.name, indent.length + head.length + lead.length, options);
    if (parts) {
      lines.push(`${indent}- ${head}: ${(lead ? [lead, ...parts] : parts).join(PART_SEPARATOR)}`);
      continue;
    }
    lines.push(lead ? `${indent}- ${head}: ${lead}` : `${indent}- ${head}`);
    emit(node.children, depth + 1, lines, options, node.name);
  }
}

/** A text line: bare, unless it would read as an element line. */
function textLine(indent: string, text: string): string {
  const flat = oneLine(text);
  return flat.startsWith('- ') ? `${indent}- text: ${flat}` : `${indent}${flat}`;
}

/** One node's line, without the leading dash or its children. */
export function describe(node: SnapshotNode, options: RenderOptions = {}): string {
  const head = describeHead(node, options);
  return node.text ? `${head}: ${oneLine(node.text)}` : head;
}
