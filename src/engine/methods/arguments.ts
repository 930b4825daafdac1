import { z } from 'zod';
import { InvalidArgumentError } from '../session/errors.js';
import type { ModelInput } from '../session/options.js';
import { assertZod4Schema } from './zod-version.js';
import {
  ActOptionsSchema,
  ExtractOptionsSchema,
  ObserveOptionsSchema,
  ObserveResultSchema,
  type ActOptions,
  type ExtractOptions,
  type ObserveOptions,
  type ObserveResult,
} from './schemas.js';

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new InvalidArgumentError(`Invalid ${what}${issue.path.length ? ` "${issue.path.join('.')}"` : ''}: ${issue.message}. See the README for the accepted options.`, { cause: result.error });
}

export function parseActArgs(input: unknown, options: unknown): { input: string | ObserveResult; options: ActOptions } {
  const parsedOptions = parse(ActOptionsSchema, options ?? {}, 'act() option');
  if (typeof input === 'string') {
    if (!input.trim()) throw new InvalidArgumentError('act() needs an instruction, e.g. client.act("click the Sign in button"), or an action from observe().');
    return { input, options: parsedOptions };
  }
  return { input: parse(ObserveResultSchema, input, 'act() action (expected { selector, description, method?, arguments? } from observe())'), options: parsedOptions };
}

export function parseObserveArgs(instruction: unknown, options: unknown): { instruction: string | undefined; options: ObserveOptions } {
  if (instruction !== undefined && typeof instruction !== 'string') {
    const { instruction: inner, ...rest } = (instruction ?? {}) as { instruction?: unknown };
    return parseObserveArgs(inner, { ...rest, ...(options as object) });
  }
  return { instruction, options: parse(ObserveOptionsSchema, options ?? {}, 'observe() option') };
}

export function parseExtractArgs(input: unknown): ExtractOptions | undefined {
  if (input === undefined) return undefined;
  if (typeof input === 'string') {
    if (!input.trim()) throw new InvalidArgumentError('extract(instruction) needs a non-empty instruction; call extract() with no argument for the page text.');
    return { instruction: input };
  }
  if (input && typeof input === 'object') assertZod4Schema((input as { schema?: unknown }).schema);
  return parse(ExtractOptionsSchema, input, 'extract() option') as ExtractOptions;
}

/** A model as it may be recorded: its name, never its key. */
function modelName(model: ModelInput | undefined): string | undefined {
  return typeof model === 'string' ? model : model?.modelName;
}

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** History parameters of act: variables by name only, the model by name only. */
export function actParameters(args: { input: string | ObserveResult; options: ActOptions }): Record<string, unknown> {
  const { options } = args;
  return defined({
    ...(typeof args.input === 'string' ? { instruction: args.input } : { action: args.input }),
    variables: options.variables ? Object.keys(options.variables) : undefined,
    model: modelName(options.model),
    timeout: options.timeout,
    domSettleTimeoutMs: options.domSettleTimeoutMs,
    offline: options.offline,
    serverCache: options.serverCache,
  });
}

export function observeParameters(args: { instruction: string | undefined; options: ObserveOptions }): Record<string, unknown> {
  const { options } = args;
  return defined({ instruction: args.instruction, model: modelName(options.model), selector: options.selector, timeout: options.timeout, domSettleTimeoutMs: options.domSettleTimeoutMs, offline: options.offline, serverCache: options.serverCache });
}

/** History parameters of extract: the schema as JSON Schema; modelClientOptions left out (it may hold keys). */
export function extractParameters(options: ExtractOptions | undefined): Record<string, unknown> {
  if (!options) return {};
  let schema: unknown;
  try {
    schema = options.schema ? z.toJSONSchema(options.schema, { unrepresentable: 'any' }) : undefined;
  } catch {
    schema = 'unrepresentable';
  }
  return defined({ instruction: options.instruction, schema, selector: options.selector, iframes: options.iframes, modelName: options.modelName, domSettleTimeoutMs: options.domSettleTimeoutMs, offline: options.offline, serverCache: options.serverCache });
}
