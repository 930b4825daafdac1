import type { Page } from 'playwright-core';
import { refLocator } from '../snapshot/aria-source.js';
import { DEV_NAME_ATTRIBUTES } from './dev-names.js';
import { MAX_PROBED_REFS, type ElementFacts, type HiddenControl, type HintRequest, type PageHints } from './hints.js';
import { PROBES_SOURCE } from '../injected/generated/probes.js';
import { PROBES_KEY } from '../injected/keys.js';
import type { ProbesApi } from '../injected/probes/types.js';

export { MAX_PROBED_REFS };

/** Bound on finding one ref's element (it is in the latest snapshot, so normally instant). */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * One probe (injected/probes/), as the function Playwright calls with the element: the probes are
 * installed by the first call in a document (the script rides along only while they are missing).
 * A function, not a string: Playwright calls a function with the element, evaluates a string.
 */
const probe = <K extends keyof ProbesApi>(name: K) =>
  new Function('el', 'names', `const key = Symbol.for(${JSON.stringify(PROBES_KEY)}); if (!window[key]) ${PROBES_SOURCE}; return window[key].${name}(el, names);`) as ProbesApi[K];
const readFacts = probe('readFacts');
const readHiddenControls = probe('readHiddenControls');

/**
 * Reads the facts a HintRequest asks for from the page, one small evaluate per ref, all at once.
 * Read-only: nothing on the page changes. A ref that cannot be read is left out (no evidence).
 * At most MAX_PROBED_REFS refs, the first asked for (the rules ask for their nearest candidates first).
 */
export async function probeHints(page: Page, wanted: HintRequest): Promise<PageHints> {
  const hiddenIn = wanted.hiddenIn.slice(0, MAX_PROBED_REFS);
  const request = { hiddenIn, facts: wanted.facts.slice(0, MAX_PROBED_REFS - hiddenIn.length) };
  const attributes = [...DEV_NAME_ATTRIBUTES];
  const facts = await Promise.all(
    request.facts.map(async (ref) => {
      const found = await refLocator(page, ref)
        .evaluate(readFacts, attributes, { timeout: PROBE_TIMEOUT_MS })
        .catch(() => undefined);
      return [ref, found] as const;
    }),
  );
  const hidden = await Promise.all(
    request.hiddenIn.map(async (ref) => {
      const found = await refLocator(page, ref)
        .evaluate(readHiddenControls, attributes, { timeout: PROBE_TIMEOUT_MS })
        .catch(() => undefined);
      return [ref, found] as const;
    }),
  );
  return {
    facts: new Map(facts.filter((f): f is readonly [string, ElementFacts] => !!f[1])),
    hidden: new Map(hidden.filter((h): h is readonly [string, HiddenControl[]] => !!h[1])),
  };
}
