import { OriginListSchema } from '../session/origins.js';
import { z } from 'zod';
import { isMcpClient, type McpClientLike } from './types.js';
import { ModelActionSchema } from '../methods/schemas.js';

/** The second argument of a tool's execute, as the AI SDK passes it. */
export interface ToolExecutionOptions {
  toolCallId: string;
  abortSignal?: AbortSignal;
  /** The agent's conversation so far (what the model was shown for the step that called the tool). */
  messages: unknown[];
}

/**
 * A tool the agent may call, as the AI SDK's `tool({ description, inputSchema, execute })` makes it:
 * `inputSchema` is a zod schema, the `ai` package's `jsonSchema({...})`, or a plain JSON Schema
 * (`parameters` is accepted for older code).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool has its own input type
export interface AgentTool<I = any, O = unknown> {
  description?: string;
  inputSchema?: unknown;
  parameters?: unknown;
  // Method syntax on purpose: the AI SDK's Tool (whose options type is its own) stays assignable.
  execute?(input: I, options: ToolExecutionOptions): O | PromiseLike<O> | AsyncIterable<O>;
}
export type ToolSet = Record<string, AgentTool>;

/** The seed's AgentConfig (section 2.4). All optional. */
export const AgentConfigSchema = z
  .object({
    provider: z.enum(['openai', 'anthropic', 'google']).optional(),
    model: z.string().min(1).optional(),
    instructions: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    /** MCP servers: a URL (Streamable HTTP, falling back to HTTP+SSE) or a connected MCP Client (it stays open). */
    integrations: z.array(z.union([z.string(), z.custom<McpClientLike>(isMcpClient, 'an integration is a URL or a connected MCP Client')])).optional(),
    tools: z
      .record(
        z.string(),
        z.custom<AgentTool>((t) => !!t && typeof t === 'object' && typeof (t as AgentTool).execute === 'function', 'a tool needs an execute(input, options) function'),
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
    /** `%name%` values the agent may type (an addition to the seed, as on act()): the model sees names only. */
    variables: z.record(z.string(), z.string()).optional(),
    /**
     * Origins the agent may open and type `variables` into, besides the one it starts on (an
     * actwright addition). A `goto` elsewhere is refused; a click that lands elsewhere leaves the
     * agent there, but no variable is typed off these origins. See docs/secrets.md.
     */
    allowedOrigins: OriginListSchema.optional(),
  })
  .strict();
export type AgentExecuteOptions = z.input<typeof AgentExecuteOptionsSchema>;

export { AgentActionSchema, AgentResultSchema, AgentUsageSchema, type AgentAction, type AgentResult, type AgentUsage } from './types.js';

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
