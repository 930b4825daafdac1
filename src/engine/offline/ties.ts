import { textOf, type SnapshotNode } from '../snapshot/index.js';
import { ancestors, ownText, type PageIndex } from './page-index.js';
import type { TargetPhrase } from './parse.js';

/** A role as a tester says it, plural (a count of tied candidates). */
const PLURAL: Readonly<Record<string, [string, string]>> = {
  button: ['button', 'buttons'],
  link: ['link', 'links'],
  textbox: ['box', 'boxes'],
  searchbox: ['search box', 'search boxes'],
  checkbox: ['checkbox', 'checkboxes'],
  radio: ['radio button', 'radio buttons'],
  combobox: ['dropdown', 'dropdowns'],
  listbox: ['list', 'lists'],
  option: ['option', 'options'],
  tab: ['tab', 'tabs'],
  menuitem: ['menu item', 'menu items'],
  treeitem: ['tree item', 'tree items'],
  columnheader: ['column header', 'column headers'],
  gridcell: ['cell', 'cells'],
  cell: ['cell', 'cells'],
  row: ['row', 'rows'],
  heading: ['heading', 'headings'],
  switch: ['switch', 'switches'],
};

/** Containers whose name tells one candidate from another ("in the Main navigation", "in the row for Alice"). */
const SCOPES: ReadonlySet<string> = new Set(['dialog', 'alertdialog', 'form', 'region', 'navigation', 'banner', 'contentinfo', 'complementary', 'main', 'search', 'row', 'listitem', 'article', 'group', 'tabpanel', 'menu', 'list', 'table', 'grid', 'tree']);

/**
 * Why a step is handed over when several candidates match about equally, in words a tester can
 * act on, with a rephrasing that would resolve: `2 buttons match "Delete" about equally: say "the
 * first Delete button" or scope it ("Delete in the row for Alice")`.
 */
export function tieHandover(tied: readonly SnapshotNode[], target: TargetPhrase, index: PageIndex): string {
  // The name as the page writes it (the step's words are read lower-cased).
  const shown = tied[0]?.name;
  const name = shown && tied.every((n) => n.name?.toLowerCase() === shown.toLowerCase()) && shown.toLowerCase() === target.name.toLowerCase() ? shown : target.name || target.roles?.join('/') || '';
  const roles = new Set(tied.map((n) => n.role));
  const [one, many] = roles.size === 1 ? PLURAL[[...roles][0]!] ?? [[...roles][0]!, `${[...roles][0]!}s`] : ['element', 'elements'];
  const said = `${tied.length} ${many} match "${name}" about equally`;
  if (!target.name) return said;
  const ordinal = `"the first ${name} ${one}"`;
  const scope = distinguishingScope(tied, index);
  return scope ? `${said}: say ${ordinal} or scope it ("${name} in ${scope}")` : `${said}: say ${ordinal}, or name what it is in`;
}

/** The named container that holds the first tied candidate and none of the others, as "the <role> <name>". */
function distinguishingScope(tied: readonly SnapshotNode[], index: PageIndex): string | undefined {
  const [first, ...others] = tied;
  if (!first) return undefined;
  for (const up of ancestors(index, first)) {
    if (!SCOPES.has(up.role)) continue;
    const label = (up.name ?? (up.role === 'row' || up.role === 'listitem' ? rowText(up, first) : '')).trim().slice(0, 40);
    if (!label) continue;
    const holds = new Set(ancestorsOrSelf(index, others));
    if (holds.has(up)) return undefined;
    return up.role === 'row' || up.role === 'listitem' ? `the ${up.role === 'row' ? 'row' : 'item'} for ${label}` : `the ${label} ${up.role === 'navigation' ? 'navigation' : up.role}`;
  }
  return undefined;
}

/**
 * A row's words that are not the candidate's: its first cell's (or item's own) text. A cell that
 * holds a control (a selection checkbox) says the control's name, not what the row holds: passed over.
 */
function rowText(row: SnapshotNode, candidate: SnapshotNode): string {
  const own = ownText(row);
  if (own) return own;
  const others = row.children.filter((c) => c !== candidate && !subtreeHas(c, candidate));
  const first = others.find((c) => !holdsControl(c)) ?? others[0];
  return first ? textOf(first) : '';
}

/** Whether a part holds a control of its own (below it). */
function holdsControl(part: SnapshotNode): boolean {
  return part.children.some((c) => CONTROLS.has(c.role) || holdsControl(c));
}
const CONTROLS: ReadonlySet<string> = new Set(['button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'switch', 'slider', 'spinbutton']);

function subtreeHas(root: SnapshotNode, node: SnapshotNode): boolean {
  return root === node || root.children.some((c) => subtreeHas(c, node));
}

function ancestorsOrSelf(index: PageIndex, nodes: readonly SnapshotNode[]): SnapshotNode[] {
  return nodes.flatMap((n) => [n, ...ancestors(index, n)]);
}
