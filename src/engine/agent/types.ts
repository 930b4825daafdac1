/**
 * The shapes every agent path shares: the generic look–decide–do loop (handlers/agent.ts), the
 * providers' computer-use agents (agent/computer-use/) and the cached replay (handlers/agent-cache.ts)
 * all take an AgentRun and return an AgentOutcome, so results, history, usage and test steps are
 * the same whichever path ran.
 */
import { z } from 'zod';
import type { HandlerContext, Tier, UsageTally } from '../methods/context.js';
import type { ModelOverride } from '../llm/inference.js';

/** One thing the agent did (seed 2.4 AgentAction: `action`, `selector`, `text`, ...). */
export const AgentActionSchema = z.object({
  /**
   * act: an element action by selector; goto: open an address; tool: a `tools` or MCP tool call;
   * wait; computer: a computer-use action by coordinates (click, type, keypress, scroll, ...);
   * done: the model's closing turn (not an action: it does not count against maxSteps).
   */
  type: z.enum(['act', 'goto', 'tool', 'wait', 'computer', 'done']),
  action: z.string().describe('what was done, in words'),
  reasoning: z.string(),
  /** Durable selector of the element acted on. */
  selector: z.string().optional(),
  /** The Playwright method (act) or the computer-use action name (computer: click, double_click, type, keypress, ...). */
  method: z.string().optional(),
  /** Arguments of the method; a value that came from a variable shows as `%name%`. */
  arguments: z.array(z.string()).optional(),
  /** Typed text; `%name%` when it came from a variable (the value never appears). */
  text: z.string().optional(),
  /** Keys pressed (computer-use keypress). */
  keys: z.array(z.string()).optional(),
  /** Page coordinates in CSS pixels (computer-use). */
  x: z.number().optional(),
  y: z.number().optional(),
  url: z.string().optional(),
  /** Tool name (type tool). */
  tool: z.string().optional(),
  /** For an MCP tool: the server it came from (its URL, or the connected client's name). */
  integration: z.string().optional(),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  success: z.boolean(),
  error: z.string().optional(),
  /** How this step was decided: by the model, or replayed from the agent cache. */
  tier: z.enum(['model', 'cache']).optional(),
  pageUrl: z.string(),
  timestamp: z.number(),
});
export type AgentAction = z.infer<typeof AgentActionSchema>;

/** Seed 2.4 AgentResult.usage: summed over every model call of the execute. */
export const AgentUsageSchema = z.object({
  input_tokens: z.number(),
  output_tokens: z.number(),
  reasoning_tokens: z.number().optional(),
  cached_input_tokens: z.number().optional(),
  inference_time_ms: z.number(),
});
export type AgentUsage = z.infer<typeof AgentUsageSchema>;

/** The seed's AgentResult (section 2.4). */
export const AgentResultSchema = z.object({
  /** Whether the task succeeded. */
  success: z.boolean(),
  message: z.string(),
  /** Every action taken, in order; the closing `done` turn is the last entry when the model gave one. */
  actions: z.array(AgentActionSchema),
  /** The agent believes the task is fully done (false when it gave up, failed or ran out of maxSteps). */
  completed: z.boolean(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  usage: AgentUsageSchema.optional(),
});
export type AgentResult = z.infer<typeof AgentResultSchema>;

/** AgentExecuteOptions after defaults. */
export interface AgentPlan {
  instruction: string;
  /** Maximum number of actions (the closing `done` turn is not one). */
  maxSteps: number;
  autoScreenshot: boolean;
  waitBetweenActions: number;
  context?: string;
  /** Values the agent may type as `%name%` (an actwright addition to the seed's options, as on act()). */
  variables?: Record<string, string>;
  /** Origins besides the start page's the agent may open and type variables into. */
  allowedOrigins?: readonly string[];
}

/** A tool as the model is told about it: `tools` entries and MCP server tools alike. */
export interface AgentToolInfo {
  name: string;
  description?: string;
  /** JSON Schema of the input. */
  inputSchema: Record<string, unknown>;
  /** Set for MCP tools: which integration offers it (its URL without query, or `mcp:<name>` for a client). */
  integration?: string;
  /** Set for MCP tools: the server's own name (from its initialize answer). */
  server?: string;
}

/** What a tool call gave: its output, or the error the agent sees (a failed step, never a throw). */
export type ToolCallOutcome = { ok: true; output: unknown } | { ok: false; error: string };

/** The agent's tools (`tools` and MCP integrations), ready for any agent path. */
export interface AgentToolbox {
  readonly list: readonly AgentToolInfo[];
  /** Validates the input and runs the tool; errors come back as `{ ok: false }`. */
  call(name: string, input: unknown, options: { toolCallId: string; signal: AbortSignal; messages?: unknown[] }): Promise<ToolCallOutcome>;
}

/**
 * Runs one agent action as a step (a nested test.step when running inside Playwright Test; the
 * fixture supplies it, the engine never imports fixtures). Default: just runs the body.
 */
export type AgentStepRunner = <T>(title: string, body: () => Promise<T>) => Promise<T>;

/**
 * The slot on an agent instance (what `client.agent()` returns) where the Playwright Test fixture
 * puts its AgentStepRunner; read at each execute.
 */
export const AGENT_STEP_RUNNER: unique symbol = Symbol.for('actwright.agent.stepRunner');

/** Everything an agent path gets for one execute. */
export interface AgentRun {
  ctx: HandlerContext;
  plan: AgentPlan;
  /** AgentConfig.instructions. */
  instructions?: string;
  /** The model to use (undefined: the client's own model). */
  model?: ModelOverride;
  /** AgentConfig.provider, when set. */
  provider?: 'openai' | 'anthropic' | 'google';
  /** AgentConfig.options (apiKey, baseURL, organization, provider-specific keys). */
  options: Record<string, unknown>;
  tools: AgentToolbox;
  /** Wrap each action in this (nested test steps). */
  step: AgentStepRunner;
  /**
   * The execute's `variables` (name → value). The model types `%name%`; only the browser sees the
   * value; every action, message and error records the name. (The session masks its other secrets.)
   */
  variables: Record<string, string>;
  /**
   * Where this run may go and type variables: the start page's origin, `allowedOrigins` and the
   * client's `variablesOrigins`. Shared with `ctx.variablePolicy` (the same array). When the agent
   * starts on a page with no http(s) origin (about:blank), its first `goto` sets the start origin.
   */
  origins?: { list: string[]; adoptFirst: boolean };
}

/** What every agent path returns (runAi records it: result, tier for history/report, usage for metrics). */
export interface AgentOutcome {
  result: AgentResult;
  tier: Tier;
  usage: UsageTally;
}

/** The computer-use entry (agent/computer-use/index.ts exports `runComputerUseAgent` of this type). */
export type ComputerUseRunner = (run: AgentRun) => Promise<AgentOutcome>;

/** What actwright uses of an MCP Client (the SDK's `Client` has all of it). */
export interface McpClientLike {
  listTools(params?: { cursor?: string }, options?: { signal?: AbortSignal }): Promise<{ tools: McpTool[]; nextCursor?: string }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }, resultSchema?: undefined, options?: { signal?: AbortSignal }): Promise<unknown>;
  getServerVersion?(): { name?: string; version?: string } | undefined;
  close?(): Promise<void>;
}

export interface McpTool {
  name: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}

export const isMcpClient = (value: unknown): value is McpClientLike =>
  typeof value === 'object' && value !== null && typeof (value as McpClientLike).listTools === 'function' && typeof (value as McpClientLike).callTool === 'function';

/** How a replay of a cached run went: every step with its effect (complete), or the steps done before the page differed. */
export type AgentReplay = { complete: true; outcome: AgentOutcome } | { complete: false; actions: AgentAction[]; reason: string };

/** Cached agent runs (`cacheDir`), lent by the cache: the agent never imports it. */
export interface AgentRunCache {
  /** Looks up (and replays) the run kept for this plan on this page with this configuration. */
  open(
    run: AgentRun,
    config: Record<string, unknown>,
  ): Promise<{
    replay?: AgentReplay & { steps: number };
    /** Called before each of the run's element actions (the agent sets it as its context's `beforeAction`): what the cache records of the element. */
    beforeAction?: NonNullable<HandlerContext['beforeAction']>;
    finish(outcome: AgentOutcome): Promise<void>;
  }>;
}
