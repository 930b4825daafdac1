import { z } from 'zod';

/** Where URL fields sit in a value: object keys, and '*' for every item of an array. */
export type FieldPath = (string | '*')[];

type Def = { type: string; format?: string; checks?: { _zod: { def: { format?: string } } }[]; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function isUrlString(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return def.type === 'string' && (def.format === 'url' || !!def.checks?.some((c) => c._zod.def.format === 'url'));
}

const LINK_REF = 'the ref of the link whose target this is (e.g. "e12"), never an address';

/**
 * The schema the model answers: URL fields become link refs (filled later from the page's real
 * link targets, so no URL is invented); with `partial`, object fields become optional, for one
 * chunk of a page that shows only part of the data. Returns the URL fields' paths.
 */
export function modelSchemaFor(schema: z.ZodType, partial: boolean): { schema: z.ZodType; urlPaths: FieldPath[] } {
  const urlPaths: FieldPath[] = [];
  const walk = (node: z.ZodType, path: FieldPath): z.ZodType => {
    const def = defOf(node);
    const keep = (out: z.ZodType) => (node.description ? out.describe(node.description) : out);
    if (isUrlString(node)) {
      urlPaths.push(path);
      return z.string().describe(node.description ? `${node.description} (${LINK_REF})` : LINK_REF);
    }
    switch (def.type) {
      case 'object': {
        const shape: Record<string, z.ZodType> = {};
        for (const [key, value] of Object.entries(def.shape ?? {})) {
          const field = walk(value, [...path, key]);
          shape[key] = partial ? field.optional() : field;
        }
        return keep(z.object(shape));
      }
      case 'array':
        return keep(z.array(walk(def.element!, [...path, '*'])));
      case 'optional':
        return keep(walk(def.innerType!, path).optional());
      case 'nullable':
        return keep(walk(def.innerType!, path).nullable());
      case 'default':
      case 'prefault':
        return keep(walk(def.innerType!, path).optional());
      default:
        return node;
    }
  };
  return { schema: walk(schema, []), urlPaths };
}

/** Replaces the values at `paths` (link refs) by what `resolve` makes of them; undefined removes the field. */
export async function mapPaths(value: unknown, paths: FieldPath[], resolve: (raw: unknown) => Promise<string | undefined>): Promise<void> {
  const visit = async (holder: Record<string, unknown> | unknown[], key: string | number, rest: FieldPath): Promise<void> => {
    const current = (holder as Record<string | number, unknown>)[key];
    if (rest.length === 0) {
      if (current === undefined || current === null) return;
      const url = await resolve(current);
      if (url === undefined) delete (holder as Record<string | number, unknown>)[key];
      else (holder as Record<string | number, unknown>)[key] = url;
      return;
    }
    const [head, ...tail] = rest;
    if (head === '*') {
      if (Array.isArray(current)) for (let i = 0; i < current.length; i++) await visit(current, i, tail);
    } else if (current && typeof current === 'object') {
      await visit(current as Record<string, unknown>, head!, tail);
    }
  };
  const root = { value };
  for (const path of paths) await visit(root, 'value', path);
}

/** Merges the answers of two chunks: lists are concatenated, objects merged, the first value of a scalar kept. */
export function mergeExtractions(a: unknown, b: unknown): unknown {
  if (a === undefined || a === null || a === '') return b;
  if (b === undefined || b === null || b === '') return a;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [key, value] of Object.entries(b as Record<string, unknown>)) out[key] = mergeExtractions(out[key], value);
    return out;
  }
  return a;
}

/** Splits page text into parts of at most `maxChars`, at line breaks, preferring top-level lines. */
export function chunkPageText(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const lines = text.split('\n');
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  let lastTopLevel = -1; // index in `current` of the last line at indentation 0
  for (const line of lines) {
    if (size + line.length + 1 > maxChars && current.length) {
      // Cut before the last top-level line when it keeps most of the chunk, so items stay whole.
      const cut = lastTopLevel > current.length * 0.5 ? lastTopLevel : current.length;
      chunks.push(current.slice(0, cut).join('\n'));
      current = current.slice(cut);
      size = current.reduce((n, l) => n + l.length + 1, 0);
      lastTopLevel = -1;
    }
    if (!line.startsWith(' ')) lastTopLevel = current.length;
    current.push(line);
    size += line.length + 1;
  }
  if (current.length) chunks.push(current.join('\n'));
  return chunks;
}
