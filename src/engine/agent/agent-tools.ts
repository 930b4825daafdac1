import { z } from 'zod';
import { ClientEnvironmentError } from '../session/errors.js';
import type { AgentToolbox, AgentToolInfo, ToolCallOutcome } from './types.js';
import type { AgentTool, ToolSet } from './agent-schemas.js';

/**
 * `tools` as users write them for the AI SDK: `tool({ description, inputSchema, execute })` with a
 * zod schema (or any Standard Schema), the `ai` package's `jsonSchema({...})` wrapper (its own
 * `validate`, or the JSON Schema checked with ajv), a lazy schema (a function returning one), or a
 * plain JSON Schema object. `execute(input, { toolCallId, abortSignal, messages })`; an async
 * iterable answer counts by its last value. Nothing of `ai` is imported: the shapes are checked.
 */

/** The `ai` package marks its Schema objects with this global symbol. */
const AI_SCHEMA = Symbol.for('vercel.ai.schema');

type Validate = (value: unknown) => Promise<{ ok: true; value: unknown } | { ok: false; error: string }>;

interface PreparedTool {
  info: AgentToolInfo;
  validate: Validate;
  execute: NonNullable<AgentTool['execute']>;
}

interface AiSchema {
  jsonSchema: unknown;
  validate?: (value: unknown) => unknown;
}

interface StandardSchema {
  '~standard': {
    vendor: string;
    validate: (value: unknown) => unknown;
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAiSchema = (v: unknown): v is AiSchema => isObject(v) && (v as Record<symbol, unknown>)[AI_SCHEMA] === true && 'jsonSchema' in v;
const isStandardSchema = (v: unknown): v is StandardSchema =>
  isObject(v) && isObject(v['~standard']) && typeof (v['~standard'] as Record<string, unknown>).validate === 'function';
const isZod4 = (v: unknown): v is z.ZodType => isObject(v) && '_zod' in v;

function describeIssues(issues: readonly { message: string; path?: readonly unknown[] }[]): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? []).map((p) => (isObject(p) && 'key' in p ? String(p.key) : String(p))).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

let ajvLoad: Promise<(schema: Record<string, unknown>) => (value: unknown) => string | undefined> | undefined;

/** ajv, loaded on first use: only tools given as JSON Schema need it. */
function jsonSchemaChecker(): Promise<(schema: Record<string, unknown>) => (value: unknown) => string | undefined> {
  ajvLoad ??= import('ajv').then((module) => {
    // ajv is CommonJS: its class is `default`, or `default.default` depending on the loader.
    type AjvClass = typeof module.Ajv;
    const exported = module as unknown as { default: AjvClass & { default?: AjvClass } };
    const Ajv = exported.default.default ?? exported.default;
    const ajv = new Ajv({ allErrors: true, strict: false });
    return (schema) => {
      const check = ajv.compile(schema);
      return (value) => (check(value) ? undefined : ajv.errorsText(check.errors, { dataVar: 'input' }));
    };
  });
  return ajvLoad;
}

async function fromJsonSchema(toolName: string, schema: unknown): Promise<{ json: Record<string, unknown>; validate: Validate }> {
  if (!isObject(schema)) throw badSchema(toolName, 'its JSON Schema is not an object');
  let check: (value: unknown) => string | undefined;
  try {
    check = (await jsonSchemaChecker())(schema);
  } catch (error) {
    throw badSchema(toolName, `its JSON Schema does not compile (${(error as Error).message})`, error);
  }
  return {
    json: schema,
    validate: async (value) => {
      const problem = check(value);
      return problem ? { ok: false, error: problem } : { ok: true, value };
    },
  };
}

function badSchema(toolName: string, why: string, cause?: unknown): ClientEnvironmentError {
  return new ClientEnvironmentError(
    `agent({ tools }): the inputSchema of tool "${toolName}" cannot be used: ${why}. Give a zod schema (z.object({...})) or jsonSchema({ type: 'object', properties: {...} }) from the "ai" package.`,
    'tools',
    cause === undefined ? undefined : { cause },
  );
}

/** The JSON Schema the model is shown and the check each call's input goes through. */
async function prepareSchema(toolName: string, given: unknown): Promise<{ json: Record<string, unknown>; validate: Validate }> {
  let schema = given;
  if (typeof schema === 'function') schema = (schema as () => unknown)(); // the AI SDK's lazySchema()
  if (schema === undefined || schema === null) {
    return { json: { type: 'object', properties: {} }, validate: async (value) => ({ ok: true, value: value ?? {} }) };
  }
  if (isAiSchema(schema)) {
    const own = schema.validate;
    const json = await schema.jsonSchema;
    if (!own) return fromJsonSchema(toolName, json);
    if (!isObject(json)) throw badSchema(toolName, 'its JSON Schema is not an object');
    return {
      json,
      validate: async (value) => {
        const outcome = (await own(value)) as { success: boolean; value?: unknown; error?: unknown };
        if (outcome.success) return { ok: true, value: outcome.value };
        const error = outcome.error;
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      },
    };
  }
  if (isStandardSchema(schema)) {
    let json: Record<string, unknown> = { type: 'object' };
    if (isZod4(schema)) {
      try {
        json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>;
      } catch (error) {
        throw badSchema(toolName, `zod cannot describe it as JSON Schema (${(error as Error).message})`, error);
      }
    } else {
      const standard = schema['~standard'] as { jsonSchema?: { input?: (o: { target: string }) => unknown } };
      const described = standard.jsonSchema?.input?.({ target: 'draft-07' });
      if (isObject(described)) json = described;
    }
    delete json.$schema;
    return {
      json,
      validate: async (value) => {
        const outcome = (await schema['~standard'].validate(value)) as { value?: unknown; issues?: { message: string; path?: unknown[] }[] };
        return outcome.issues ? { ok: false, error: describeIssues(outcome.issues) } : { ok: true, value: outcome.value };
      },
    };
  }
  if (isObject(schema) && ('type' in schema || 'properties' in schema || '$ref' in schema || 'anyOf' in schema)) return fromJsonSchema(toolName, schema);
  throw badSchema(toolName, 'it is neither a zod schema nor a JSON Schema');
}

/** The checked form of `tools`; configuration mistakes throw ClientEnvironmentError (option `tools`). */
export async function prepareToolSet(tools: ToolSet | undefined): Promise<PreparedTool[]> {
  const prepared: PreparedTool[] = [];
  for (const [name, tool] of Object.entries(tools ?? {}) as [string, AgentTool][]) {
    if (!isObject(tool) || typeof tool.execute !== 'function') {
      throw new ClientEnvironmentError(
        `agent({ tools }): tool "${name}" has no execute(input, options) function, so the agent cannot call it. Add one, or leave the tool out.`,
        'tools',
      );
    }
    const { json, validate } = await prepareSchema(name, tool.inputSchema ?? tool.parameters);
    const execute = tool.execute.bind(tool);
    prepared.push({ info: { name, ...(typeof tool.description === 'string' && tool.description ? { description: tool.description } : {}), inputSchema: json }, validate, execute });
  }
  return prepared;
}

async function settleOutput(output: unknown): Promise<unknown> {
  if (isObject(output) && typeof (output as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function') {
    let last: unknown;
    for await (const part of output as unknown as AsyncIterable<unknown>) last = part;
    return last;
  }
  return output;
}

/** A JSON-safe copy of a tool's output (what the model and the history see). */
export function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}

/** One ToolSet tool call: validated input, the AI SDK's execute options, errors as outcomes. */
export async function callPreparedTool(
  tool: PreparedTool,
  input: unknown,
  options: { toolCallId: string; signal: AbortSignal; messages?: unknown[] },
): Promise<ToolCallOutcome> {
  const checked = await tool.validate(input);
  if (!checked.ok) return { ok: false, error: `invalid input for tool "${tool.info.name}": ${checked.error}` };
  try {
    const output = await settleOutput(await tool.execute(checked.value, { toolCallId: options.toolCallId, abortSignal: options.signal, messages: options.messages ?? [] }));
    return { ok: true, output: jsonSafe(output) };
  } catch (error) {
    const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
    return { ok: false, error: `tool "${tool.info.name}" failed: ${message}` };
  }
}

/** A name the model can use for an integration's tool whose own name is taken: `<server>__<tool>`. */
function aliasOf(info: AgentToolInfo, taken: (name: string) => boolean): string {
  const server = (info.server ?? info.integration ?? 'mcp').replace(/^mcp:|^https?:\/\//, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'mcp';
  let alias = `${server}__${info.name}`;
  for (let n = 2; taken(alias); n++) alias = `${server}${n}__${info.name}`;
  return alias;
}

/**
 * A toolbox over prepared tools plus extra sources (MCP integrations). `tools` keep their names;
 * an integration's tool whose name is already taken is offered as `<server>__<tool>`.
 */
export function toolbox(local: PreparedTool[], remote: { list: AgentToolInfo[]; call: AgentToolbox['call'] }[] = []): AgentToolbox {
  type Call = (input: unknown, options: Parameters<AgentToolbox['call']>[2]) => Promise<ToolCallOutcome>;
  const byName = new Map<string, { info: AgentToolInfo; call: Call }>();
  for (const tool of local) byName.set(tool.info.name, { info: tool.info, call: (input, options) => callPreparedTool(tool, input, options) });
  for (const source of remote) {
    for (const info of source.list) {
      const name = byName.has(info.name) ? aliasOf(info, (n) => byName.has(n)) : info.name;
      byName.set(name, { info: { ...info, name }, call: (input, options) => source.call(info.name, input, options) });
    }
  }
  return {
    list: [...byName.values()].map((t) => t.info),
    call: async (name, input, options) => {
      const tool = byName.get(name);
      if (!tool) return { ok: false, error: `unknown tool "${name}"; available: ${[...byName.keys()].join(', ') || 'none'}` };
      return tool.call(input, options);
    },
  };
}
