import { z } from 'zod';

/**
 * One node of the page tree: an element of the accessibility tree (`role` is its ARIA role) or a
 * text fragment (`role: 'text'`, content in `text`). Built from Playwright's AI-mode aria snapshot.
 */
export const SnapshotNodeSchema = z.object({
  role: z.string(),
  /** Accessible name. */
  name: z.string().optional(),
  /** Per-snapshot element id (`e12`, `f1e3` inside the first iframe): valid only until the next snapshot. */
  ref: z.string().optional(),
  /** Text of a fragment, the only text of an element, or the current value of a text box. */
  text: z.string().optional(),
  checked: z.union([z.boolean(), z.literal('mixed')]).optional(),
  pressed: z.union([z.boolean(), z.literal('mixed')]).optional(),
  disabled: z.boolean().optional(),
  expanded: z.boolean().optional(),
  selected: z.boolean().optional(),
  active: z.boolean().optional(),
  invalid: z.union([z.boolean(), z.string()]).optional(),
  level: z.number().optional(),
  /** Link target as written in the page (resolve it against `frameUrl`/the page URL for an absolute one). */
  url: z.string().optional(),
  placeholder: z.string().optional(),
  /** `pointer` when the element looks clickable (a div with a click handler, for instance). */
  cursor: z.string().optional(),
  /** Other properties Playwright reports, kept as strings. */
  props: z.record(z.string(), z.string()).optional(),
  /** Refs of the iframes that enclose this node, outermost first; empty in the main frame. */
  frame: z.array(z.string()),
  get children() {
    return z.array(SnapshotNodeSchema);
  },
});
export type SnapshotNode = z.infer<typeof SnapshotNodeSchema>;

/** Roles a user acts on: they keep their ref in the page text. */
export const ACTIONABLE_ROLES: ReadonlySet<string> = new Set([
  'button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'option',
  'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'switch', 'slider', 'spinbutton', 'treeitem',
  'gridcell', 'columnheader', 'rowheader', 'scrollbar', 'iframe', 'summary', 'menu', 'menubar', 'dialog',
]);

/** Whether a node is something to act on (role, or a clickable look). */
export function isActionable(node: SnapshotNode): boolean {
  return ACTIONABLE_ROLES.has(node.role) || node.cursor === 'pointer';
}

/**
 * Who reads the page:
 * - `act`: Playwright's AI-mode aria snapshot. Its refs are Playwright's `aria-ref`s, so the
 *   element a model or the offline resolver picks is acted on through a Playwright locator, and
 *   its names are the ones Playwright's role selectors match (durable selectors are built from them).
 * - `read`: actwright's own reader (reader.ts), for extract(): the same text, without Playwright's
 *   per-node serialization or its per-document injected script. Its refs only name nodes.
 */
export type Reader = 'act' | 'read';

/** A snapshot of one page at one moment: the typed tree, an index by ref, and the model's text. */
export interface PageSnapshot {
  url: string;
  nodes: SnapshotNode[];
  byRef: ReadonlyMap<string, SnapshotNode>;
  /** Which reader made it: only `act` refs resolve to elements (`refLocator`). */
  reader?: Reader;
  /** Why a `read` capture was made by Playwright's snapshot instead (the own reader failed on this page). */
  readerFailure?: string;
  /** `read` only: each document's base URL (links resolve against it), by the ref of its iframe; '' for the page. */
  bases?: ReadonlyMap<string, string>;
  /** The compact page text (renderSnapshot of `nodes`, with iframes). */
  text: string;
  capturedAt: number;
  /** How long the browser took to produce it. */
  captureMs: number;
  /** True when this is an earlier capture handed out again: the page had not changed since. */
  reused?: boolean;
}
