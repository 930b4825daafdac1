import type { Tier, UiAiCounts, UiAiOperation, UiTokens } from './model.js';

const round = (n: number) => Math.round(n * 1e9) / 1e9;

export const emptyTokens = (): UiTokens => ({ input: 0, output: 0, cost: 0, unpricedTokens: 0 });
export const emptyAiCounts = (): UiAiCounts => ({ steps: 0, zeroToken: 0, tiers: {} });

/** An operation's tokens as a total: its cost if known, else its tokens count as unpriced. */
export function operationTokens(op: Pick<UiAiOperation, 'tokens'>): UiTokens {
  const t = op.tokens;
  if (!t) return emptyTokens();
  const used = t.input + t.output;
  return { input: t.input, output: t.output, cost: t.cost ?? 0, unpricedTokens: t.cost === undefined ? used : 0 };
}

export function addTokens(into: UiTokens, add: UiTokens): UiTokens {
  into.input += add.input;
  into.output += add.output;
  into.cost = round(into.cost + add.cost);
  into.unpricedTokens += add.unpricedTokens;
  return into;
}

/** AI steps by tier, and how many used no tokens (offline, cache, or a model answer from a cache). */
export function countOperations(ops: readonly Pick<UiAiOperation, 'tier' | 'tokens'>[]): UiAiCounts {
  const counts = emptyAiCounts();
  for (const op of ops) {
    counts.steps++;
    const tier: Tier | 'unknown' = op.tier ?? 'unknown';
    counts.tiers[tier] = (counts.tiers[tier] ?? 0) + 1;
    if (!op.tokens || op.tokens.input + op.tokens.output === 0) counts.zeroToken++;
  }
  return counts;
}

export function addAiCounts(into: UiAiCounts, add: UiAiCounts): UiAiCounts {
  into.steps += add.steps;
  into.zeroToken += add.zeroToken;
  for (const [tier, n] of Object.entries(add.tiers)) into.tiers[tier as Tier] = (into.tiers[tier as Tier] ?? 0) + (n ?? 0);
  return into;
}

/** Adds an operation's known cost under its model (`unknown model` when the record names none). */
export function addCosts(into: Record<string, number>, op: Pick<UiAiOperation, 'model' | 'tokens'>): void {
  if (op.tokens?.cost === undefined) return;
  const model = op.model ?? 'unknown model';
  into[model] = round((into[model] ?? 0) + op.tokens.cost);
}

/** Share of AI steps that ran with zero tokens, 0..1 (undefined with no AI steps). */
export const zeroTokenShare = (c: UiAiCounts) => (c.steps ? c.zeroToken / c.steps : undefined);
