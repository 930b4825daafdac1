/**
 * The offline resolver: a zero-token tier before the model for plain instructions.
 *
 * - `resolveAction(kind, instruction, snapshot)` → `{ resolved: true, actions }` (refs of the
 *   snapshot, act()'s method names, variables kept as `%name%`) or `{ resolved: false, reason }`.
 * - `parseInstruction(instruction)`: the readings of an instruction (pure).
 * - `nameScore(target, label)`, the confidence rule in `choose()`: one candidate clearly ahead.
 *
 * - `offlineTier` / `offlineExtraction`: the same, wired into act(), observe() and extract().
 *   When the plain rules hand over asking for facts the snapshot leaves out (`needs`: tags,
 *   developer-given names, controls hidden until hover), the tier reads them (probe.ts,
 *   read-only) and resolves again with them as `hints`.
 *
 * It answers only when confident; everything else is handed over to the model.
 */
export { resolveAction, type ActionDecision, type OfflineAction } from './act.js';
export { parseInstruction, parseSteps, toKey, type OfflineMethod, type Reading, type TargetPhrase } from './parse.js';
export { resolveExtraction, type ExtractDecision } from './extract.js';
export { MIN_LEAD, MIN_SCOPED_SCORE, MIN_SCORE, nameScore } from './score.js';
export { handOverPurpose, offlineExtraction, offlineTier, resolveOnPage } from './tier.js';
export { defaultMethod } from './default-method.js';
export type { ElementFacts, HiddenControl, HintRequest, PageHints } from './hints.js';
