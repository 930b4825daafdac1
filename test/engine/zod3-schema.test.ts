import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3'; // zod 3.23 under an alias (devDependency): what a zod 3 project passes
import { Client, InvalidArgumentError, UnsupportedSchemaError } from '../../src/index.js';
import { parseExtractArgs } from '../../src/engine/methods/arguments.js';

describe('extract() with a zod 3 schema', () => {
  it('is refused with a typed error that says what was found and what to do', () => {
    const schema = z3.object({ title: z3.string() });
    const error = (() => {
      try {
        parseExtractArgs({ instruction: 'the title', schema });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnsupportedSchemaError);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    const message = (error as Error).message;
    expect(message).toContain('a zod 3 schema (ZodObject');
    expect(message).toMatch(/project's zod 4\.\d+/);
    expect(message).toContain('npm install zod@^4');
  });

  it('through the client, before any browser work', async () => {
    const client = new Client({ env: 'LOCAL', disablePino: true });
    await expect(client.extract({ schema: z3.object({ n: z3.number() }) } as never)).rejects.toBeInstanceOf(UnsupportedSchemaError);
  });

  it('a zod 4 schema and a non-zod value keep their own paths', () => {
    expect(parseExtractArgs({ schema: z.object({ title: z.string() }) })?.schema).toBeDefined();
    expect(() => parseExtractArgs({ schema: { not: 'zod' } })).not.toThrow(UnsupportedSchemaError);
    expect(() => parseExtractArgs({ schema: { not: 'zod' } })).toThrow(/zod object schema/);
  });
});
