import { z } from 'zod';

/** The answer schema as the engine hands it to clients: an object at the root, as every provider wants. */
export interface AnswerSchema {
  zod: z.ZodType;
  jsonSchema: Record<string, unknown>;
  /** Takes the validated answer back to the caller's shape. */
  unwrap(data: unknown): unknown;
}

/**
 * OpenAI's and Anthropic's structured output need an object at the root; a caller's array or
 * string schema is wrapped as `{ value: ... }` and unwrapped after validation.
 */
export function answerSchema(schema: z.ZodType): AnswerSchema {
  let cached = converted.get(schema);
  if (!cached) converted.set(schema, (cached = convert(schema)));
  return cached;
}

// Callers reuse their schemas call after call; converting once each is enough.
const converted = new WeakMap<z.ZodType, AnswerSchema>();

function convert(schema: z.ZodType): AnswerSchema {
  const jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>;
  if (jsonSchema.type === 'object') return { zod: schema, jsonSchema, unwrap: (data) => data };
  const wrapped = z.object({ value: schema }).strict();
  return {
    zod: wrapped,
    jsonSchema: z.toJSONSchema(wrapped, { unrepresentable: 'any' }) as Record<string, unknown>,
    unwrap: (data) => (data as { value: unknown }).value,
  };
}

/** The schema without the `$schema` marker, which some providers reject. */
export function bareSchema(jsonSchema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = jsonSchema;
  return rest;
}

/** A schema or tool name providers accept: letters, digits, `_` and `-`, at most 64 characters. */
export function providerSafeName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'answer';
}

/**
 * Whether OpenAI's strict structured output can take the schema: every object closed and every
 * property required. Optional fields (common in zod schemas) rule strict mode out.
 */
export function fitsStrictMode(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(fitsStrictMode);
  if (!node || typeof node !== 'object') return true;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    if (schema.additionalProperties !== false) return false;
    if (Object.keys(properties).some((key) => !required.has(key))) return false;
  }
  return Object.entries(schema).every(([key, value]) => key === 'const' || key === 'default' || fitsStrictMode(value));
}
