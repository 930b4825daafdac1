import type { z } from 'zod';
import type { PageSnapshot, SnapshotNode } from '../snapshot/index.js';
import { indexPage, ownText, subtree, type PageIndex } from './page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from './score.js';
import { fieldWords, normalize } from './text.js';

export type ExtractDecision = { resolved: true; data: Record<string, unknown>; reason: string } | { resolved: false; reason: string };

type Primitive = 'string' | 'number' | 'boolean';
interface Field {
  key: string;
  /** What to look for on the page: the key as words, and its description if any. */
  terms: string[];
  type: Primitive;
  optional: boolean;
}

/** Instructions that filter or rank need judgement: the model's job. */
const QUALIFIERS = /\b(?:for|where|whose|which|only|except|cheapest|most|least|highest|lowest|first|last|second|if|without|unless|between|before|after|summar\w*|describe|explain|why|how)\b/i;

/**
 * Fills a zod object schema from a snapshot without a model, when its shape is simple:
 * - flat: every field a string, number or boolean, each matching one label on the page
 *   ("Total due: $144.00", a term and its definition, a labelled field, a two-column table row);
 * - one array of flat objects: a table whose column headers match the fields, or a repeated
 *   list or cards whose items carry the fields;
 * - one array of strings: the items of the one list that fits.
 * Anything else, any field without exactly one clear match, or a value that does not convert,
 * is handed over. The result is checked against the schema before it is returned.
 */
export function resolveExtraction(schema: z.ZodObject, snapshot: PageSnapshot, instruction?: string, options: { iframes?: boolean } = {}): ExtractDecision {
  if (instruction && QUALIFIERS.test(instruction)) return { resolved: false, reason: 'the instruction filters or ranks: that needs the model' };
  // Like the model, offline extraction reads iframes only when asked to (`iframes: true`).
  const index = indexPage(options.iframes === false ? withoutFrames(snapshot) : snapshot);
  const entries = Object.entries(schema.shape as Record<string, z.ZodType>);
  if (!entries.length) return { resolved: false, reason: 'the schema has no fields' };
  let data: Record<string, unknown> | { handover: string };
  const flat = entries.map(([key, type]) => toField(key, type));
  if (flat.every((f): f is Field => !!f)) {
    data = extractFlat(flat, index);
  } else if (entries.length === 1) {
    const [key, type] = entries[0]!;
    const element = arrayElement(type);
    if (!element) return { resolved: false, reason: `field "${key}" is not a simple shape` };
    data = extractArray(key, element, index, instruction);
  } else {
    return { resolved: false, reason: 'the schema mixes lists and fields' };
  }
  if ('handover' in data) return { resolved: false, reason: String(data.handover) };
  const checked = schema.safeParse(data);
  if (!checked.success) return { resolved: false, reason: 'the values found do not fit the schema' };
  return { resolved: true, data: checked.data as Record<string, unknown>, reason: 'matched labels on the page' };
}

function unwrap(type: z.ZodType): { inner: z.ZodType; optional: boolean; description?: string } {
  let inner = type;
  let optional = false;
  let description = type.description;
  for (let i = 0; i < 5; i++) {
    const def = inner._zod.def as { type: string; innerType?: z.ZodType };
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      optional = true;
      inner = def.innerType;
      description ??= inner.description;
    } else break;
  }
  return description ? { inner, optional, description } : { inner, optional };
}

function toField(key: string, type: z.ZodType): Field | undefined {
  const { inner, optional, description } = unwrap(type);
  const kind = inner._zod.def.type;
  if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
  return { key, terms: [fieldWords(key), ...(description ? [description] : [])], type: kind, optional };
}

function arrayElement(type: z.ZodType): { fields: Field[] } | { strings: true } | undefined {
  const { inner } = unwrap(type);
  const def = inner._zod.def as { type: string; element?: z.ZodType };
  if (def.type !== 'array' || !def.element) return undefined;
  const element = unwrap(def.element).inner;
  const kind = element._zod.def.type;
  if (kind === 'string') return { strings: true };
  if (kind !== 'object') return undefined;
  const fields = Object.entries((element as z.ZodObject).shape as Record<string, z.ZodType>).map(([k, t]) => toField(k, t));
  return fields.length && fields.every((f): f is Field => !!f) ? { fields } : undefined;
}

/** A label and its value as the page shows them. */
interface Fact {
  label: string;
  value: string | boolean;
}

function facts(nodes: readonly SnapshotNode[], index: PageIndex): Fact[] {
  const out: Fact[] = [];
  for (const node of nodes) {
    const own = ownText(node);
    if (['textbox', 'searchbox', 'spinbutton'].includes(node.role) && node.name) out.push({ label: node.name, value: node.text ?? '' });
    else if (node.role === 'combobox' && node.name) {
      const selected = node.children.find((c) => c.role === 'option' && c.selected);
      if (selected?.name) out.push({ label: node.name, value: selected.name });
    } else if (['checkbox', 'switch', 'radio'].includes(node.role) && node.name) out.push({ label: node.name, value: node.checked === true });
    else if (node.role === 'term') {
      const siblings = index.parent.get(node)?.children ?? [];
      const next = siblings[siblings.indexOf(node) + 1];
      if (next?.role === 'definition') out.push({ label: own, value: ownText(next) });
    } else if (node.role === 'row') {
      const cells = node.children.filter((c) => ['cell', 'rowheader', 'gridcell'].includes(c.role));
      if (cells.length === 2) out.push({ label: ownText(cells[0]!), value: ownText(cells[1]!) });
    } else if (['text', 'paragraph', 'listitem', 'generic', 'cell', 'definition'].includes(node.role) && own) {
      // A text fragment that is all its parent says is the parent's fact, not a second one.
      const parent = index.parent.get(node);
      if (node.role === 'text' && parent && ownText(parent) === own) continue;
      const m = own.match(/^([^:]{1,60}):\s*(.+)$/);
      if (m) out.push({ label: m[1]!, value: m[2]! });
    }
  }
  return out;
}

function extractFlat(fields: Field[], index: PageIndex, within: readonly SnapshotNode[] = index.order): Record<string, unknown> | { handover: string } {
  const known = facts(within, index);
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const found = bestFact(field, known);
    if ('handover' in found) {
      if (field.optional && found.missing) continue;
      return found;
    }
    const value = convert(found.value, field.type);
    if (value === undefined) return { handover: `"${String(found.value)}" is not a ${field.type} for "${field.key}"` };
    out[field.key] = value;
  }
  return out;
}

function bestFact(field: Field, known: Fact[]): Fact | { handover: string; missing: boolean } {
  const scored = known
    .map((f) => ({ fact: f, score: Math.max(...field.terms.map((t) => nameScore(t, f.label))) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.score < MIN_SCORE) return { handover: `no label on the page matches "${field.key}"`, missing: true };
  const rivals = scored.filter((s) => s !== best && s.score > best.score - MIN_LEAD);
  if (rivals.length) return { handover: `several labels match "${field.key}"`, missing: false };
  return best.fact;
}

export function convert(value: string | boolean, type: Primitive): string | number | boolean | undefined {
  if (type === 'boolean') {
    if (typeof value === 'boolean') return value;
    const v = normalize(value);
    if (/^(?:yes|true|on|enabled|active|checked)$/.test(v)) return true;
    if (/^(?:no|false|off|disabled|inactive|unchecked)$/.test(v)) return false;
    return undefined;
  }
  if (typeof value === 'boolean') return undefined;
  if (type === 'string') return value.trim();
  const numbers = value.match(/-?\d[\d,]*(?:\.\d+)?|-?\.\d+/g) ?? [];
  if (numbers.length !== 1) return undefined;
  const n = Number(numbers[0]!.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

function extractArray(key: string, element: { fields: Field[] } | { strings: true }, index: PageIndex, instruction?: string): Record<string, unknown> | { handover: string } {
  const hints = [fieldWords(key), ...(instruction ? [instruction] : [])];
  if ('strings' in element) {
    const lists = index.order.filter((n) => n.role === 'list' && n.children.some((c) => c.role === 'listitem'));
    const list = pickOne(lists, hints, index);
    if ('handover' in list) return list;
    return { [key]: list.children.filter((c) => c.role === 'listitem').map((c) => listItemText(c)) };
  }
  const tables = index.order.filter((n) => n.role === 'table' || n.role === 'grid').map((t) => tableRows(t, element.fields)).filter((t) => !('handover' in t));
  if (tables.length === 1) return { [key]: (tables[0] as { rows: Record<string, unknown>[] }).rows };
  if (tables.length > 1) return { handover: 'several tables fit the schema' };
  const groups = repeatedItems(index);
  const filled = groups.map((items) => items.map((item) => itemRecord(item, element.fields, index))).filter((rows) => rows.every((r) => !('handover' in r)));
  if (filled.length !== 1) return { handover: filled.length ? 'several lists fit the schema' : 'no table or list on the page fits the schema' };
  return { [key]: filled[0] };
}

/** The one candidate, or the one whose heading or name matches the hints. */
function pickOne(nodes: SnapshotNode[], hints: string[], index: PageIndex): SnapshotNode | { handover: string } {
  if (nodes.length === 1) return nodes[0]!;
  if (!nodes.length) return { handover: 'no list on the page' };
  const named = nodes.filter((n) => {
    const title = n.name ?? precedingHeading(n, index);
    return !!title && hints.some((h) => nameScore(title, h) >= MIN_SCORE || nameScore(h, title) >= MIN_SCORE);
  });
  return named.length === 1 ? named[0]! : { handover: 'several lists on the page; the instruction does not say which' };
}

function precedingHeading(node: SnapshotNode, index: PageIndex): string | undefined {
  const at = index.position.get(node) ?? 0;
  for (let i = at - 1; i >= 0; i--) {
    const n = index.order[i]!;
    if (n.role === 'heading') return ownText(n);
  }
  return undefined;
}

/** What an item says: its text fragments and link names in order, without repeats; else its own text. */
function listItemText(item: SnapshotNode): string {
  const pieces: string[] = [];
  for (const n of subtree(item)) {
    const piece = n.role === 'text' ? n.text : n.role === 'link' ? n.name : n !== item && !n.children.length && !n.ref ? ownText(n) : undefined;
    if (piece && piece.trim() && pieces.at(-1) !== piece.trim()) pieces.push(piece.trim());
  }
  return pieces.join(' ') || ownText(item);
}

/** A table's body rows as records, when its column headers cover every required field. */
function tableRows(table: SnapshotNode, fields: Field[]): { rows: Record<string, unknown>[] } | { handover: string } {
  const rows = subtree(table).filter((n) => n.role === 'row');
  const headerRow = rows.find((r) => r.children.some((c) => c.role === 'columnheader'));
  if (!headerRow) return { handover: 'table without headers' };
  const headers = headerRow.children.map((c) => ownText(c));
  const columns = new Map<string, number>();
  for (const field of fields) {
    const scored = headers.map((h, i) => ({ i, score: Math.max(...field.terms.map((t) => nameScore(t, h))) })).sort((a, b) => b.score - a.score);
    const [best, second] = scored;
    if (!best || best.score < MIN_SCORE || (second && second.score > best.score - MIN_LEAD)) {
      if (field.optional) continue;
      return { handover: `no single column for "${field.key}"` };
    }
    columns.set(field.key, best.i);
  }
  // A footer row group (thead, tbody, tfoot) holds totals, not records.
  const groups = table.children.filter((c) => c.role === 'rowgroup');
  const footer = groups.length >= 3 ? new Set(subtree(groups[groups.length - 1]!)) : new Set<SnapshotNode>();
  const out: Record<string, unknown>[] = [];
  for (const row of rows) {
    if (row === headerRow || footer.has(row)) continue;
    const cells = row.children.filter((c) => ['cell', 'gridcell', 'rowheader'].includes(c.role));
    if (cells.length !== headers.length) return { handover: 'rows and headers do not line up' };
    const record: Record<string, unknown> = {};
    for (const field of fields) {
      const at = columns.get(field.key);
      if (at === undefined) continue;
      const value = convert(ownText(cells[at]!) || listItemText(cells[at]!), field.type);
      if (value === undefined) return { handover: `a "${field.key}" cell does not convert to ${field.type}` };
      record[field.key] = value;
    }
    out.push(record);
  }
  return { rows: out };
}

/** Groups of repeated items: the listitems of a list, or runs of sibling cards/articles with one heading each. */
function repeatedItems(index: PageIndex): SnapshotNode[][] {
  const groups: SnapshotNode[][] = [];
  const card = (n: SnapshotNode) => n.role !== 'row' && n.role !== 'listitem' && subtree(n).filter((d) => d.role === 'heading').length === 1;
  for (const node of index.order) {
    const kids = node.children.filter((c) => c.role !== 'text');
    if (node.role === 'list') {
      if (kids.length >= 2) groups.push(kids);
      continue;
    }
    let run: SnapshotNode[] = [];
    for (const kid of [...kids, undefined]) {
      if (kid && card(kid) && (!run.length || run[0]!.role === kid.role)) {
        run.push(kid);
        continue;
      }
      if (run.length >= 2) groups.push(run);
      run = kid && card(kid) ? [kid] : [];
    }
  }
  return groups;
}

const NAME_FIELDS = new Set(['name', 'title', 'heading', 'label', 'product', 'product name', 'item']);
const LINK_FIELDS = new Set(['url', 'link', 'href']);
const PRICE_WORDS = /\b(?:price|cost|amount|total)\b/;

/** One record from one item: its "label: value" texts, its heading (name/title), its link (url), its price. */
function itemRecord(item: SnapshotNode, fields: Field[], index: PageIndex): Record<string, unknown> | { handover: string } {
  const nodes = subtree(item);
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    const words = fieldWords(field.key);
    let raw: string | boolean | undefined;
    const fromLabel = bestFact(field, facts(nodes, index));
    if (!('handover' in fromLabel)) raw = fromLabel.value;
    else if (NAME_FIELDS.has(words)) {
      const headings = nodes.filter((n) => n.role === 'heading');
      const named = nodes.filter((n) => ['checkbox', 'link', 'radio', 'switch'].includes(n.role) && n.name);
      if (headings.length === 1) raw = ownText(headings[0]!);
      else if (!headings.length && named.length === 1) raw = named[0]!.name;
    } else if (LINK_FIELDS.has(words)) {
      const links = nodes.filter((n) => n.role === 'link' && n.url);
      if (links.length === 1) raw = absolute(links[0]!, index.snapshot.url);
    } else if (PRICE_WORDS.test(words)) {
      const prices = nodes.map((n) => ownText(n).trim()).filter((t) => /^[$€£]\s?\d|^\d[\d,]*(?:\.\d+)?\s?[$€£]/.test(t));
      if (new Set(prices).size === 1) raw = prices[0];
    }
    if (raw === undefined) {
      if (field.optional) continue;
      return { handover: `an item has no "${field.key}"` };
    }
    const value = convert(raw, field.type);
    if (value === undefined) return { handover: `"${String(raw)}" is not a ${field.type} for "${field.key}"` };
    record[field.key] = value;
  }
  return record;
}

/** A link's address, absolute when it is in the main frame (whose URL the snapshot knows). */
function absolute(link: SnapshotNode, pageUrl: string): string {
  if (link.frame.length) return link.url ?? '';
  try {
    return new URL(link.url ?? '', pageUrl).href;
  } catch {
    return link.url ?? '';
  }
}

function withoutFrames(snapshot: PageSnapshot): PageSnapshot {
  const strip = (nodes: readonly SnapshotNode[]): SnapshotNode[] => nodes.map((n) => ({ ...n, children: n.role === 'iframe' ? [] : strip(n.children) }));
  return { ...snapshot, nodes: strip(snapshot.nodes) };
}
