import { PROBES_KEY } from './keys.js';
import { readFacts } from './probes/facts.js';
import { readHiddenControls } from './probes/hidden-controls.js';
import type { ProbesApi } from './probes/types.js';

/**
 * The offline tier's read-only probes (offline/probe.ts), under `Symbol.for(PROBES_KEY)`: installed
 * by the first probe of a document, which later probes find there.
 */
const w = window as unknown as Record<symbol, ProbesApi | undefined>;
const symbol = Symbol.for(PROBES_KEY);
if (!w[symbol]) {
  const probes: ProbesApi = { readFacts, readHiddenControls };
  Object.defineProperty(w, symbol, { value: probes });
}
