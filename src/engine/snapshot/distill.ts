/**
 * The tidy-up between the page reader's raw walk (injected/reader/) and the tree the rest of the
 * engine reads: the shape `ariaSnapshotJSON({ mode: 'ai' })` has, so parse.ts, compact.ts and the
 * offline tier see the same thing whichever reader produced it. Pure: no browser needed.
 *
 * The rules, as Playwright's AI mode applies them:
 * - adjacent text runs join into one, whitespace collapsed; a lone text equal to the name goes;
 * - an image with no name and no content goes, unless it is what a click lands on;
 * - a name made of content that the node shows anyway (a link around a heading) is not repeated,
 *   except on roles whose name identifies them (landmarks, tables, dialogs…);
 * - a generic holding one generic that only holds text takes that text;
 * - a generic that only repeats its parent's name goes;
 * - an unnamed generic around one element that can be pointed at gives way to that element.
 */

// The reader's raw tree, as the page gives it (injected/reader/types.ts).
import type { RawChild, RawNode } from '../injected/reader/types.js';
export type { RawChild, RawNode };

/** A node as `ariaSnapshotJSON({ mode: 'ai' })` writes it. */
export interface JsonNode {
  role: string;
  name?: string;
  ref?: string;
  text?: string;
  children?: Array<JsonNode | string>;
  [key: string]: unknown;
}

/** Names that identify their element even when the content they come from is shown too. */
const IDENTIFYING = new Set([
  'alertdialog', 'dialog', 'banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search', 'application',
  'document', 'figure', 'group', 'grid', 'listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tabpanel', 'toolbar', 'tree', 'treegrid',
  'table', 'columnheader', 'rowheader',
]);

type Verdict = 'keep' | 'remove' | 'unwrap';

const collapse = (text: string) => text.replace(/[\u200b\u00ad]/g, '').trim().replace(/\s+/g, ' ');
const isLeafGeneric = (node: RawNode) => node.role === 'generic' && node.children.every((c) => typeof c === 'string');
const hasProps = (node: RawNode) => node.url !== undefined || node.placeholder !== undefined || !!node.ariaHidden;

/**
 * Applies the rules to the children of a fragment (top down for "pending" names, bottom up for the
 * rest) and renders the result as JSON nodes with refs `${prefix}e${id}`.
 */
export function distill(nodes: RawChild[], prefix: string): Array<JsonNode | string> {
  // A name's sources count only when they are nodes with a ref of their own (an inline span is not).
  const refs = new Set<number>();
  const collect = (list: RawChild[]) => {
    for (const child of list) {
      if (typeof child === 'string') continue;
      if (child.ref !== undefined) refs.add(child.ref);
      collect(child.children);
    }
  };
  collect(nodes);
  const sources = (node: RawNode) => (node.from ?? []).filter((ref) => refs.has(ref) && ref !== node.ref);
  // Refs of elements whose content went into an ancestor's name and that are not shown on their own.
  const pending = new Set<number>();
  const ancestors: RawNode[] = [];
  const clickTargetRoot = (node: RawNode) => node.ref !== undefined && !!node.pointer && !ancestors.some((a) => a.ref !== undefined && a.pointer);

  const enter = (node: RawNode) => {
    if (node.ref === undefined) return;
    node.from = sources(node);
    for (const ref of node.from) pending.add(ref);
    if (!isLeafGeneric(node)) pending.delete(node.ref);
  };
  const exit = (node: RawNode): Verdict => {
    // Text runs: joined, collapsed, empty ones dropped.
    const merged: RawChild[] = [];
    let buffer = '';
    let open = false;
    const flush = () => {
      if (!open) return;
      const text = collapse(buffer);
      if (text) merged.push(text);
      buffer = '';
      open = false;
    };
    for (const child of node.children) {
      if (typeof child === 'string') {
        buffer += child;
        open = true;
      } else {
        flush();
        merged.push(child);
      }
    }
    flush();
    node.children = merged.length === 1 && merged[0] === node.name ? [] : merged;

    if (node.role === 'img' && !node.name && !node.children.length && !clickTargetRoot(node)) return 'remove';

    if (node.ref !== undefined && node.from?.length) {
      if (!IDENTIFYING.has(node.role) && node.from.every((ref) => !pending.has(ref))) node.name = '';
      else for (const ref of node.from) pending.delete(ref);
    }

    if (node.role === 'generic' && !hasProps(node) && node.children.length === 1) {
      const only = node.children[0]!;
      if (typeof only !== 'string' && only.role === 'generic' && !only.name && !only.active && !hasProps(only) && only.children.length === 1 && typeof only.children[0] === 'string') {
        node.children = [only.children[0]!];
      }
    }

    const parent = ancestors[ancestors.length - 1];
    if (parent?.name && node.role === 'generic' && !node.active && !hasProps(node)) {
      const lone = node.children.length === 1 && typeof node.children[0] === 'string' ? node.children[0] : undefined;
      const text = node.name ? (node.children.length ? undefined : node.name) : lone;
      if (text && text === parent.name) {
        if (node.ref !== undefined) pending.add(node.ref);
        return 'remove';
      }
    }

    if (node.role === 'generic' && !node.name && node.children.length <= 1 && node.children.every((c) => typeof c !== 'string' && c.ref !== undefined)) {
      if (!(node.children.length === 0 && clickTargetRoot(node))) return 'unwrap';
    }
    return 'keep';
  };
  const visitChildren = (node: RawNode) => {
    const out: RawChild[] = [];
    const visitChild = (child: RawChild) => {
      if (typeof child === 'string') {
        out.push(child);
        return;
      }
      enter(child);
      ancestors.push(child);
      visitChildren(child);
      ancestors.pop();
      const verdict = exit(child);
      if (verdict === 'remove') return;
      if (verdict === 'unwrap') out.push(...child.children);
      else out.push(child);
    };
    node.children.forEach(visitChild);
    node.children = out;
  };
  const root: RawNode = { role: 'fragment', name: '', children: nodes };
  ancestors.push(root);
  visitChildren(root);
  ancestors.pop();
  exit(root);
  return root.children.map((child) => render(child, prefix, true));
}

/** One node in `ariaSnapshotJSON`'s shape: only true states, a pointer cursor only on the outermost clickable. */
function render(child: RawChild, prefix: string, showPointer: boolean): JsonNode | string {
  if (typeof child === 'string') return child;
  const out: JsonNode = { role: child.role };
  if (child.name) out.name = child.name;
  if (child.checked === true || child.checked === 'mixed') out.checked = child.checked;
  if (child.disabled) out.disabled = true;
  if (child.expanded) out.expanded = true;
  if (child.active) out.active = true;
  if (child.invalid) out.invalid = child.invalid;
  if (child.level) out.level = child.level;
  if (child.pressed === true || child.pressed === 'mixed') out.pressed = child.pressed;
  if (child.selected) out.selected = true;
  const pointerHere = child.ref !== undefined && showPointer && !!child.pointer;
  if (child.ref !== undefined) {
    out.ref = `${prefix}e${child.ref}`;
    if (pointerHere) out.cursor = 'pointer';
  }
  if (child.url !== undefined) out.url = child.url;
  if (child.placeholder !== undefined) out.placeholder = child.placeholder;
  if (child.ariaHidden) out.ariaHidden = true;
  if (child.children.length === 1 && typeof child.children[0] === 'string') out.text = child.children[0];
  else if (child.children.length) out.children = child.children.map((c) => render(c, prefix, showPointer && !pointerHere));
  return out;
}
