import type { z } from 'zod';
import { ClientEnvironmentError } from './errors.js';

/** Turns a zod failure into a ClientEnvironmentError that names the option and what is allowed. */
export function parseOptions<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  let detail = issue.message;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    const option = path ? `${path}.${issue.keys[0]}` : issue.keys[0]!;
    throw new ClientEnvironmentError(`Unknown ${what} option${issue.keys.length > 1 ? 's' : ''} ${keys}${path ? ` in ${path}` : ''}. Check the spelling against the README's option list.`, option, { cause: result.error });
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    detail = `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const received = path ? JSON.stringify(path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], input)) : undefined;
  throw new ClientEnvironmentError(
    `Invalid ${what} option "${path || '(root)'}": ${detail}${received !== undefined ? ` (received ${received.length > 80 ? received.slice(0, 80) + '…' : received})` : ''}.`,
    path || undefined,
    { cause: result.error },
  );
}
