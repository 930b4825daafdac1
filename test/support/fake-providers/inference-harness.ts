import { keyReplacements } from '../../../src/engine/session/secrets.js';
import { Inference, type InferenceSettings } from '../../../src/engine/llm/inference.js';
import { ModelResolver } from '../../../src/engine/llm/resolve.js';
import { Logger } from '../../../src/engine/session/logger.js';
import { addUsage, emptyMetrics } from '../../../src/engine/session/metrics.js';
import type { LogLine } from '../../../src/engine/session/options.js';
import type { ModelInput } from '../../../src/engine/session/options.js';
import type { LLMClient } from '../../../src/engine/session/llm-types.js';

/** Retries and timeouts short enough for tests; the policy's shape is what is under test, not its defaults. */
export const FAST_RETRY = { baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 2_000, timeoutMs: 5_000, maxAttempts: 3 };

/** An Inference wired as the Client wires it, with its metrics and log lines exposed to the test. */
export function inferenceFor(
  model: ModelInput | undefined,
  options: { llmClient?: LLMClient; env?: NodeJS.ProcessEnv; systemPrompt?: string; settings?: InferenceSettings } = {},
) {
  const resolver = new ModelResolver(model, options.llmClient, options.env ?? {});
  const metrics = emptyMetrics();
  const lines: LogLine[] = [];
  const inference = new Inference(
    (override) => resolver.clientFor(override),
    options.systemPrompt,
    new Logger(2, (line) => lines.push(line)),
    (method, usage) => addUsage(metrics, method, usage),
    {
      retry: FAST_RETRY,
      secrets: () => keyReplacements(resolver.secrets()),
      explainMissing: (override) => resolver.explainMissing(override),
      ...options.settings,
    },
  );
  return { inference, metrics, lines, resolver };
}
