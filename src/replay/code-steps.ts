import { z } from 'zod';

/**
 * `codegen.json` in a report folder: the run's AI steps by the source line that called them,
 * with the Playwright code each resolved to. Written by the reporter, read by `actwright codegen`.
 */
export const CODE_STEPS_FILE = 'codegen.json';

export const CodeStepSchema = z.object({
  /** The test file, relative to `rootDir` (`/` separators). */
  file: z.string(),
  line: z.number().int().positive(),
  column: z.number().int().nonnegative(),
  method: z.string(),
  instruction: z.string().optional(),
  testId: z.string(),
  /** The test's title path, `describe › test`. */
  test: z.string(),
  tier: z.string().optional(),
  decidedBy: z.string().optional(),
  heal: z.object({ from: z.string(), to: z.string(), reason: z.string() }).optional(),
  /** `resolved`: every action has code (in `code`, one statement each); `kept`: it stays an AI call, `why` says why. */
  outcome: z.enum(['resolved', 'kept']),
  code: z.array(z.string()).optional(),
  why: z.string().optional(),
});
export type CodeStep = z.infer<typeof CodeStepSchema>;

export const CodeStepsSchema = z.object({
  version: z.literal(1),
  /** Playwright's rootDir of the run: test files are relative to it. */
  rootDir: z.string(),
  steps: z.array(CodeStepSchema),
});
export type CodeSteps = z.infer<typeof CodeStepsSchema>;
