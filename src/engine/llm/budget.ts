import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BudgetExceededError } from '../session/errors.js';

export interface SpendLimits {
  /** Model calls allowed (every generate() that reached the model counts once per reply). */
  maxModelCalls?: number | undefined;
  /** US dollars allowed (calls on models the price table does not know count as $0 and are named). */
  maxCostUsd?: number | undefined;
}

/** Spend summed so far: calls, dollars, and where it went (`check "…"`, `act "…"`; in a run, also which test of which shard), in order. */
export interface Spend {
  calls: number;
  costUsd: number;
  unpriced: number;
  where: { where: string; calls: number; costUsd?: number; at?: string }[];
}

/**
 * Limits on model calls and dollars, checked before every model call: for this client (a test's
 * client under the fixture) and, with a ledger file, for every client that shares it (every
 * worker of a run: each call is one appended JSON line, summed before the next call).
 */
export class Budget {
  readonly own: Spend = { calls: 0, costUsd: 0, unpriced: 0, where: [] };

  constructor(
    readonly limits: SpendLimits,
    readonly run?: SpendLimits & { ledger: string; label?: string | undefined },
  ) {}

  get active(): boolean {
    return [this.limits.maxModelCalls, this.limits.maxCostUsd, this.run?.maxModelCalls, this.run?.maxCostUsd].some((l) => l !== undefined);
  }

  /** Throws BudgetExceededError when the next model call would go past a limit. */
  beforeCall(where: string): void {
    const over = exceeded(this.own, this.limits);
    if (over) throw new BudgetExceededError(`${where} needs a model call, but this client already spent ${describe(this.own)}, its ${over}.`, this.own);
    if (!this.run) return;
    const run = readLedger(this.run.ledger);
    const runOver = exceeded(run, this.run);
    if (runOver) throw new BudgetExceededError(`${where} needs a model call, but this run already spent ${describe(run)}, its ${runOver} (ledger ${this.run.ledger}).`, run);
  }

  spent(where: string, calls: number, costUsd: number | undefined): void {
    if (calls <= 0) return;
    add(this.own, { where, calls, ...(costUsd !== undefined ? { costUsd } : {}) });
    if (this.run) {
      mkdirSync(dirname(this.run.ledger), { recursive: true });
      // One short line per call, appended: writers in other workers never interleave inside it.
      appendFileSync(this.run.ledger, `${JSON.stringify({ where, calls, ...(costUsd !== undefined ? { costUsd } : {}), ...(this.run.label ? { at: this.run.label } : {}) })}\n`);
    }
  }
}

function add(spend: Spend, entry: Spend['where'][number]): void {
  spend.calls += entry.calls;
  if (entry.costUsd === undefined) spend.unpriced += entry.calls;
  else spend.costUsd = Math.round((spend.costUsd + entry.costUsd) * 1e8) / 1e8;
  spend.where.push(entry);
}

export function readLedger(path: string): Spend {
  const spend: Spend = { calls: 0, costUsd: 0, unpriced: 0, where: [] };
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return spend;
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      add(spend, JSON.parse(line) as Spend['where'][number]);
    } catch {
      /* a line cut short by a crash counts as nothing */
    }
  }
  return spend;
}

function exceeded(spend: Spend, limits: SpendLimits): string | undefined {
  if (limits.maxModelCalls !== undefined && spend.calls >= limits.maxModelCalls) return `limit is maxModelCalls ${limits.maxModelCalls}`;
  if (limits.maxCostUsd !== undefined && spend.costUsd >= limits.maxCostUsd) return `limit is maxCostUsd $${limits.maxCostUsd}`;
  return undefined;
}

/** `3 model calls, $0.0042 (act "click Save": 1, $0.0014; check "…" in shard 2/2 › a.spec.ts › pays: 2, $0.0028)`. */
export function describe(spend: Spend): string {
  const byWhere = new Map<string, { calls: number; costUsd: number; unpriced: boolean }>();
  for (const w of spend.where) {
    // A run's ledger says in which test (and shard) each call was made.
    const key = w.at ? `${w.where} in ${w.at}` : w.where;
    const row = byWhere.get(key) ?? { calls: 0, costUsd: 0, unpriced: false };
    row.calls += w.calls;
    row.costUsd += w.costUsd ?? 0;
    row.unpriced ||= w.costUsd === undefined;
    byWhere.set(key, row);
  }
  const parts = [...byWhere.entries()].map(([where, r]) => `${where}: ${r.calls}${r.unpriced ? '' : `, $${round(r.costUsd)}`}`);
  return `${spend.calls} model call${spend.calls === 1 ? '' : 's'}, $${round(spend.costUsd)}${spend.unpriced ? ` (+${spend.unpriced} on unpriced models)` : ''}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
