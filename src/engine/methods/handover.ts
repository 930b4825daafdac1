import { compactEvidence, type Evidence, type HandOver } from '../decision/decision.js';

/** The offline tier's hand-over of a step, as results and errors carry it (evidence compacted). */
export function handOverOf(reason: string, detail?: { rephrase?: string[]; evidence?: Evidence }): HandOver {
  return {
    reason,
    ...(detail?.rephrase?.length ? { rephrase: detail.rephrase } : {}),
    ...(detail?.evidence?.candidates.length ? { evidence: compactEvidence(detail.evidence) } : {}),
  };
}

/**
 * What the model was needed for, for MissingLLMConfigurationError (`… needs a model.` follows):
 * the call, and when the offline tier handed it over, why and what to do instead: rephrase it as
 * the reason says, or configure a model. Begins with the call (`act("…")`): budgets read it so.
 */
export function handOverPurpose(method: 'act' | 'observe' | 'extract', instruction: string | undefined, offlineTried: boolean, handover?: HandOver): string {
  const call = instruction ? `${method}(${JSON.stringify(instruction)})` : `${method}()`;
  if (!offlineTried) return call;
  if (!handover) return `${call} has no single clear match for the offline resolver, so it`;
  const phrasings = handover.rephrase?.length ? ` (${handover.rephrase.map((p) => JSON.stringify(p)).join(' or ')})` : '';
  const suggested = phrasings || /\bsay\b/i.test(handover.reason) ? ' as suggested' : '';
  return `${call} was handed over by the offline resolver: ${handover.reason.replace(/[.\s]+$/, '')}${phrasings}. Rephrase the step${suggested}, or configure a model: the step`;
}
