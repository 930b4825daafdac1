import type { UiCheck, UiChosen, UiDecision, UiEffect, UiEvidence, UiHandOver } from '../ui/model.js';

/** Shown instead of a variable's value. */
export const MASK = '••••••';

/** What an AI call was asked to do: its `instruction` (or the string it was given). */
export function instructionOf(parameters: unknown): string | undefined {
  if (typeof parameters === 'string') return parameters;
  if (!parameters || typeof parameters !== 'object') return undefined;
  const p = parameters as Record<string, unknown>;
  if (typeof p.instruction === 'string') return p.instruction;
  if (typeof p.description === 'string' && p.description) return p.description;
  if (typeof p.value === 'string') return p.value;
  return undefined;
}

/**
 * A copy of `value` where the values of `variables` (an act's `{ name: value }`) never appear:
 * the variables object shows names only, and any string that holds a value has it replaced by
 * `%name%`. Values shorter than 2 characters are left alone (they would mask everything).
 */
export function maskVariables(value: unknown, variables: unknown): unknown {
  // The engine records variable names only (`variables: ['password']`): nothing to mask then.
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return value;
  const entries = Object.entries(variables as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length >= 2)
    .sort((a, b) => b[1].length - a[1].length);
  const maskString = (s: string) => entries.reduce((out, [name, secret]) => out.split(secret).join(`%${name}%`), s);
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return maskString(v);
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        out[k] = key === undefined && k === 'variables' && x && typeof x === 'object' ? Object.fromEntries(Object.keys(x).map((n) => [n, MASK])) : walk(x, k);
      }
      return out;
    }
    return v;
  };
  return walk(value);
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

function chosen(item: unknown): UiChosen | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const o = item as Record<string, unknown>;
  // An agent's move may carry its element action one level down.
  if (o.action && typeof o.action === 'object' && !str(o.selector)) {
    const inner = chosen(o.action);
    if (inner) return { ...inner, ...(inner.description === undefined && str(o.reasoning) && { description: str(o.reasoning) }) };
  }
  const selector = str(o.selector);
  const description = str(o.description);
  if (!selector && !description) return undefined;
  const method = str(o.method) ?? str(o.type);
  const args = Array.isArray(o.arguments) ? o.arguments.map((a) => String(a)) : undefined;
  const code = str(o.code);
  return { ...(selector && { selector }), ...(description && { description }), ...(method && { method }), ...(args && { arguments: args }), ...(code && { code }) };
}

/** The elements an AI step chose, from its result: act's `actions`, observe's list, an agent's moves. */
export function chosenElements(result: unknown): UiChosen[] {
  let items: unknown[] = [];
  if (Array.isArray(result)) items = result;
  else if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    for (const key of ['actions', 'elements', 'value']) {
      if (Array.isArray(r[key])) {
        items = r[key] as unknown[];
        break;
      }
    }
  }
  return items.map(chosen).filter((c): c is UiChosen => c !== undefined);
}

/** Candidates a report line shows at most (results carry a few already; older files may carry more). */
const CANDIDATES_SHOWN = 5;

const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** A result's evidence (candidates with scores, facts), read defensively: the file may be of any version. */
function evidenceOf(value: unknown): UiEvidence | undefined {
  const e = record(value);
  if (!e) return undefined;
  const candidates = (Array.isArray(e.candidates) ? e.candidates : [])
    .map(record)
    .filter((c): c is Record<string, unknown> => !!c && typeof c.score === 'number')
    .slice(0, CANDIDATES_SHOWN)
    .map((c) => ({ role: str(c.role) ?? '', name: str(c.name) ?? '', score: c.score as number, ...(str(c.why) && { why: str(c.why) }) }));
  const facts = Array.isArray(e.facts) ? e.facts.filter((f): f is string => typeof f === 'string') : [];
  if (!candidates.length && !facts.length) return undefined;
  return { candidates, ...(facts.length && { facts }) };
}

/** A hand-over (`{ reason, rephrase? }`), read defensively. */
export function handOverOf(value: unknown): UiHandOver | undefined {
  const h = record(value);
  const reason = str(h?.reason);
  if (!reason) return undefined;
  const rephrase = Array.isArray(h!.rephrase) ? h!.rephrase.filter((p): p is string => typeof p === 'string') : [];
  return { reason, ...(rephrase.length && { rephrase }) };
}

function effectOf(value: unknown): UiEffect | undefined {
  const e = record(value);
  return e && typeof e.expected === 'string' && typeof e.found === 'string' && typeof e.ok === 'boolean' ? { expected: e.expected, found: e.found, ok: e.ok } : undefined;
}

/**
 * A result's `decision` (who decided, what it weighed, the hand-over before it, the effect found,
 * the heal of a cached step), when it has one: an act's, or observe's (on each element it found).
 */
export function decisionOf(result: unknown): UiDecision | undefined {
  const holder = Array.isArray(result) ? result[0] : result;
  const d = record(record(holder)?.decision);
  if (!d) return undefined;
  const { label, heal } = d as { label?: unknown; heal?: unknown };
  if (typeof label !== 'string') return undefined;
  const h = record(heal);
  const healed = h && typeof h.from === 'string' && typeof h.to === 'string' ? { from: h.from, to: h.to, reason: typeof h.reason === 'string' ? h.reason : '' } : undefined;
  const evidence = evidenceOf(d.evidence);
  const handover = handOverOf(d.handover);
  const effect = effectOf(d.effect);
  return { label, ...(evidence && { evidence }), ...(handover && { handover }), ...(effect && { effect }), ...(healed && { heal: healed }) };
}

/** A check's result (`{ passed, code, rule, expected, found, … }`) as the report shows it. */
export function checkOf(result: unknown): UiCheck | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const r = result as Record<string, unknown>;
  if (typeof r.passed !== 'boolean' || typeof r.code !== 'string' || typeof r.rule !== 'string') return undefined;
  const lookedAt = Array.isArray(r.lookedAt) ? r.lookedAt.filter((x): x is string => typeof x === 'string') : [];
  return {
    passed: r.passed,
    code: r.code,
    rule: r.rule,
    expected: str(r.expected) ?? '',
    found: str(r.found) ?? '',
    lookedAt,
    ...(str(r.evidence) !== undefined && { evidence: str(r.evidence)! }),
    ...(r.soft === true && { soft: true }),
  };
}
