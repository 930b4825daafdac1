import type { SnapshotNode } from './schema.js';

const BOOLEAN_STATES = ['disabled', 'expanded', 'selected', 'active'] as const;
const KNOWN = new Set(['role', 'name', 'ref', 'text', 'children', 'checked', 'pressed', 'invalid', 'level', 'url', 'placeholder', 'cursor', 'box', ...BOOLEAN_STATES]);

/**
 * Turns the value of `ariaSnapshotJSON({ mode: 'ai' })` (the same tree as the YAML of
 * `ariaSnapshot({ mode: 'ai' })`, without a YAML parse) into typed nodes. Pure: no browser needed.
 * Unknown shapes are skipped rather than thrown on, so a newer Playwright degrades gracefully.
 */
export function parseAriaJson(value: unknown, frame: string[] = []): SnapshotNode[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: SnapshotNode[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (item.trim()) out.push({ role: 'text', text: item, frame, children: [] });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (typeof raw.role !== 'string') continue;
    const node: SnapshotNode = { role: raw.role, frame, children: [] };
    if (typeof raw.name === 'string' && raw.name) node.name = raw.name;
    if (typeof raw.ref === 'string') node.ref = raw.ref;
    if (typeof raw.text === 'string') node.text = raw.text;
    if (typeof raw.checked === 'boolean' || raw.checked === 'mixed') node.checked = raw.checked;
    if (typeof raw.pressed === 'boolean' || raw.pressed === 'mixed') node.pressed = raw.pressed;
    if (typeof raw.invalid === 'boolean' || typeof raw.invalid === 'string') node.invalid = raw.invalid;
    for (const key of BOOLEAN_STATES) if (typeof raw[key] === 'boolean') node[key] = raw[key];
    if (typeof raw.level === 'number') node.level = raw.level;
    if (typeof raw.url === 'string') node.url = raw.url;
    if (typeof raw.placeholder === 'string') node.placeholder = raw.placeholder;
    if (typeof raw.cursor === 'string') node.cursor = raw.cursor;
    for (const key in raw) {
      const v = raw[key];
      if (KNOWN.has(key) || (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')) continue;
      (node.props ??= {})[key] = String(v);
    }
    // Children of an iframe live in that frame: remember the hop for selectors and scoping.
    const childFrame = node.role === 'iframe' && node.ref ? [...frame, node.ref] : frame;
    node.children = parseAriaJson(raw.children, childFrame);
    out.push(node);
  }
  return out;
}

/** Every node, depth first, parents before children. */
export function* walk(nodes: readonly SnapshotNode[]): Generator<SnapshotNode> {
  // An explicit stack: nested `yield*` costs a hop per level for every node, on trees 20 levels deep.
  const stack: SnapshotNode[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]!);
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}

/** All the text a node shows, its own and its descendants', space-joined. */
export function textOf(node: SnapshotNode): string {
  const parts: string[] = [];
  for (const n of walk([node])) {
    if (n.name) parts.push(n.name);
    if (n.text) parts.push(n.text);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
