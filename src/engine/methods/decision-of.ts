import { compactEvidence, decidedByLabel, type DecidedBy, type EffectCheck, type Evidence, type HandOver, type Heal } from '../decision/decision.js';
import type { ResolvedAction } from '../decision/resolved.js';
import type { ActDecision } from './schemas.js';

/** The decision part of a result: who decided, in the report's words too, what it weighed, the hand-over before it and the effect found. */
export function decisionOf(by: DecidedBy, heal?: Heal, more: { evidence?: Evidence | undefined; handover?: HandOver | undefined; effect?: EffectCheck | undefined } = {}): ActDecision {
  const { evidence, handover, effect } = more;
  return {
    by,
    label: decidedByLabel(by),
    ...(evidence && (evidence.candidates.length || evidence.facts?.length) ? { evidence: compactEvidence(evidence) } : {}),
    ...(handover ? { handover } : {}),
    ...(effect ? { effect } : {}),
    ...(heal ? { heal } : {}),
  };
}

/** What an offline rule weighed for an action (candidates and facts), as the Decision's evidence. */
export function evidenceOf(action: ResolvedAction | undefined): Evidence | undefined {
  if (!action?.candidates?.length && !action?.facts?.length) return undefined;
  return { candidates: action.candidates ?? [], ...(action.facts?.length ? { facts: action.facts } : {}) };
}
