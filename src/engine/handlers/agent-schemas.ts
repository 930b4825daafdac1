import { z } from 'zod';
import { ModelActionSchema } from './schemas.js';

/** A tool the agent may call: a description, an input schema (zod), and what it does. */
export interface AgentTool<I = unknown, O = unknown> {
  description?: string;
  /** zod schema of the input (the AI SDK calls it `inputSchema`; `parameters` is accepted too). */
  inputSchema?: z.ZodType<I>;
  parameters?: z.ZodType<I>;
  execute: (input: I) => O | Promise<O>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool has its own input type
export type ToolSet = Record<string, AgentTool<any, unknown>>;

/** The seed's AgentConfig (section 2.4). All optional. */
export const AgentConfigSchema = z
  .object({
    provider: z.enum(['openai', 'anthropic']).optional(),
    model: z.string().min(1).optional(),
    instructions: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    integrations: z.array(z.union([z.string(), z.object({}).passthrough()])).optional(),
    tools: z
      .record(
        z.string(),
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool has its own input type
        z.custom<AgentTool<any, unknown>>((t) => !!t && typeof t === 'object' && typeof (t as AgentTool).execute === 'function', 'a tool needs an execute(input) function'),
      )
      .optional(),
  })
  .strict();
export type AgentConfig = z.input<typeof AgentConfigSchema>;

/** The seed's AgentExecuteOptions (section 2.4), with its defaults. */
export const AgentExecuteOptionsSchema = z
  .object({
    instruction: z.string().min(1, 'instruction must be a non-empty string'),
    maxSteps: z.number().int().positive().default(20),
    autoScreenshot: z.boolean().default(true),
    waitBetweenActions: z.number().nonnegative().default(0),
    context: z.string().optional(),
  })
  .strict();
export type AgentExecuteOptions = z.input<typeof AgentExecuteOptionsSchema>;

export { AgentActionSchema, AgentResultSchema, AgentUsageSchema, type AgentAction, type AgentResult, type AgentUsage } from '../agent/types.js';

/** What the model answers at each step: its next move, or that it is done. */
export const AgentStepAnswerSchema = z.object({
  reasoning: z.string().describe('what you see and why you choose this step'),
  step: z.enum(['act', 'goto', 'tool', 'wait', 'done']),
  action: ModelActionSchema.nullable().describe('for step "act": the element action'),
  url: z.string().nullable().describe('for step "goto": the address to open'),
  tool: z
    .object({ name: z.string(), input: z.string().describe('the tool input as a JSON object string') })
    .nullable()
    .describe('for step "tool"'),
  waitMs: z.number().nullable().describe('for step "wait": milliseconds, at most 5000'),
  success: z.boolean().describe('for step "done": whether the task was accomplished'),
  message: z.string().describe('for step "done": the outcome for the user, including any answer they asked for'),
});
export type AgentStepAnswer = z.infer<typeof AgentStepAnswerSchema>;
