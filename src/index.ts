export { Client, CLOUD_API_KEY_ENV } from './engine/client.js';
export { CLOUD_BASE_URL_ENV, CLOUD_PROJECT_ID_ENV } from './engine/cloud/config.js';
export * from './engine/session/errors.js';
export type { ClientOptions, LocalBrowserLaunchOptions, ModelConfiguration, LogLine } from './engine/session/options.js';
export { LLMClient } from './engine/session/llm-types.js';
export type { LLMMessage, LLMContentPart, LLMUsage, LLMGenerateRequest, LLMGenerateResult } from './engine/session/llm-types.js';
export type { ActwrightPage } from './engine/browser/page.js';
export type { ActwrightContext } from './engine/browser/context.js';
export type { HistoryEntry } from './engine/session/history.js';
export type { ClientMetrics, OperationRecord, SessionExport } from './replay/record.js';
export type { ReplayResponse } from './replay/schema.js';
export { DEFAULT_LAUNCH_ARGS } from './engine/browser/args.js';
export { findBrowser, BROWSER_PATH_ENV } from './engine/browser/find.js';
export {
  ActOptionsSchema,
  ActResultSchema,
  ExtractOptionsSchema,
  ObserveOptionsSchema,
  ObserveResultSchema,
  ACTION_METHODS,
} from './engine/methods/schemas.js';
export type { Action, ActionMethod, ActOptions, ActResult, ExtractOptions, ObserveOptions, ObserveResult } from './engine/methods/schemas.js';
export type { ResolvedAction, ResolverTier } from './engine/methods/context.js';
export { SnapshotNodeSchema, type SnapshotNode, type PageSnapshot } from './engine/snapshot/index.js';

export { KNOWN_PROVIDERS, PROVIDER_KEY_ENV } from './engine/llm/models.js';
export { MODEL_PRICES, PRICES_CHECKED, type ModelPrice } from './engine/llm/prices.js';
export { AgentConfigSchema, AgentExecuteOptionsSchema, AgentResultSchema, AgentActionSchema } from './engine/agent/agent-schemas.js';
export type { AgentConfig, AgentExecuteOptions, AgentResult, AgentAction, AgentUsage, AgentTool, ToolSet, ToolExecutionOptions } from './engine/agent/agent-schemas.js';
export { McpIntegrationError, type McpClientLike } from './engine/agent/agent-mcp.js';
export type { AgentInstance } from './engine/client.js';
export { ComputerUseUnsupportedError, DEFAULT_COMPUTER_USE_MODELS, type ComputerAction, type SafetyCheck } from './engine/agent/computer-use/index.js';

