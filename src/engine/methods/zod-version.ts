import { createRequire } from 'node:module';
import { join } from 'node:path';
import { UnsupportedSchemaError } from '../session/errors.js';

/**
 * Refuses, with what was found and what to do, a schema that is not zod 4's: a zod 3 schema
 * (`_def.typeName`, no `_zod`) would otherwise fail as "not an object schema". zod is a peer
 * dependency (^4), so the project's own copy builds the schemas.
 */
export function assertZod4Schema(schema: unknown): void {
  if (!schema || typeof schema !== 'object' || '_zod' in schema) return;
  const def = (schema as { _def?: { typeName?: unknown } })._def;
  if (typeof def?.typeName !== 'string') return; // Not zod at all: the options schema says what it needs.
  const project = projectZodVersion();
  const where = !project ? '' : project.startsWith('3.') ? `; the project's zod is ${project}` : `, from a copy of zod 3 beside the project's zod ${project}`;
  throw new UnsupportedSchemaError(`a zod 3 schema (${def.typeName}${where})`);
}

/** The zod version the project (the working directory) resolves, if any. */
function projectZodVersion(): string | undefined {
  try {
    return (createRequire(join(process.cwd(), 'noop.js'))('zod/package.json') as { version?: string }).version;
  } catch {
    return undefined;
  }
}
