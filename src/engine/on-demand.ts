/**
 * What the client loads at its first act(), observe(), check(), waitFor() or agent() call, not
 * when it is imported: the offline resolver (its grammar, rules and vocabulary, most of the
 * engine's code), the action cache, the checks and the agent. A test that only loads pages and
 * reads them with extract() never loads it (issue 27: every Playwright Test worker imports the
 * engine; test/engine/lazy-load.test.ts). The bundle (scripts/build-dist.mjs, `splitting`) makes
 * this module and what only it needs a chunk of its own.
 */
export { offlineTier } from './offline/index.js';
export { actWithCache, observeWithCache, agentRunCache, checkCache } from './cache/index.js';
export { checkOnPage } from './methods/check.js';
export { agentParameters, executeAgent, usesComputerUse } from './agent/agent.js';

