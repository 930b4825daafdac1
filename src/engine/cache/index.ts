/**
 * Caches in front of the model.
 *
 * - `cacheDir` (files, shared by test workers and runs): `ActionCacheStore`, `actWithCache`,
 *   `observeWithCache`. act/observe(instruction) replay the durable actions stored for
 *   (instruction, page URL without query/hash, variable names), falling back when they fail.
 * - `serverCache` (memory, per client, CLOUD only): `ModelAnswerCache`, `withServerCache`. The
 *   same model call on the same page text is answered without asking the model again.
 */
export { actWithCache, CACHED_SELECTOR_WAIT_MS } from './act.js';
export { observeWithCache } from './observe.js';
export { agentRunCache } from './agent.js';
export { ActionCacheStore, isDurable } from './store.js';
export { ActionCacheEntrySchema, ACTION_CACHE_VERSION, type ActionCacheEntry } from './entry.js';
export { actionCacheKey, cacheFileName, cacheUrl, type ActionCacheKey } from './key.js';
export { answerKey, ModelAnswerCache, MODEL_ANSWER_LIMIT, withServerCache } from './answers.js';
