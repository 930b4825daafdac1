/**
 * A menu drawn without roles closed by a key ("close the context menu": Escape): the page read
 * again, a few times at most, until a run of short entries it showed before the key is gone
 * (offline/menu-layer.ts, read the other way round: the entries the page no longer shows). None
 * gone: nothing was seen closing, and the step is handed over, saying so.
 */
import type { EffectCheck } from '../decision/decision.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { sleep } from '../session/abort.js';
import { menuShownOnPage } from '../offline/tier.js';
import type { HandlerContext } from './context.js';
import { lookAtPage } from './observe.js';
import type { ActOptions } from './schemas.js';

const READS = 6;
const READ_WAIT_MS = 100;

export async function menuGone(ctx: HandlerContext, before: PageSnapshot, options: ActOptions): Promise<{ ok: true; effect: EffectCheck } | { handOver: string }> {
  let found: ReturnType<typeof menuShownOnPage> = { wait: 'no menu closed' };
  for (let read = 0; read < READS && 'wait' in found; read++) {
    if (read) await sleep(READ_WAIT_MS, ctx.signal);
    // The other way round: entries the page showed before and shows no more.
    found = menuShownOnPage(await lookAtPage(ctx, options), before);
  }
  if (!('entries' in found)) return { handOver: `Escape closed no menu the page showed (${'wait' in found ? 'no run of its entries went' : found.reason}): say which control closes it` };
  const gone = `a menu of ${found.entries.length} entries gone (${found.entries.slice(0, 8).map((e) => `"${e}"`).join(', ')})`;
  return { ok: true, effect: { expected: 'the menu gone', found: gone, ok: true } };
}
