import type { Page } from 'playwright-core';
import { rejectTreeSelector, selectorLocator, selectorsFor, treeSelector } from '../snapshot/selectors.js';
import { refLocator } from '../snapshot/aria-source.js';
import type { PageSnapshot } from '../snapshot/index.js';
import { internalCalls } from '../session/internal-calls.js';
import { keepProbedState, PROBE_READ_ARG, readInPage, type ElementState } from '../snapshot/element-state.js';
import { DEV_NAME_ATTRIBUTES } from './dev-names.js';
import { readListeners } from './listeners.js';
import { MAX_PROBED_REFS, type ElementFacts, type HiddenControl, type HintRequest, type PageHints } from './hints.js';
import { PROBES_SOURCE } from '../injected/generated/probes.js';
import { PROBES_KEY } from '../injected/keys.js';

export { MAX_PROBED_REFS };

/**
 * Bound on finding and reading one ref's element (it is in the latest snapshot, so normally
 * instant). A read that does not answer in time is reported late (`PageHints.late`), and the tier
 * may ask again with a longer bound (tier.ts): on a busy machine the page answers, only later.
 */
export const PROBE_TIMEOUT_MS = 1_000;
/** What a read gives when the page did not answer within its bound (not the same as no element). */
const LATE = Symbol('late');
/** Unnamed refs of one probe whose durable selectors are started beside it (more: left to the act). */
const PREFETCHED_SELECTORS = 2;

/**
 * One probe (injected/probes/), as the function Playwright calls with the element (`evaluate`) or
 * the elements (`evaluateAll`: exactly one, else nothing is read): the probes are installed by
 * the first call in a document (the script rides along only while they are missing). `state`:
 * the element's state as an action reads it (snapshot/element-state.ts) comes in the same call.
 * A function, not a string: Playwright calls a function with the element, evaluates a string.
 */
const probeFn = (name: 'readFacts' | 'readHiddenControls', state?: boolean) =>
  new Function(
    'found',
    'names',
    `const el = Array.isArray(found) ? (found.length === 1 ? found[0] : null) : found; if (!el) return null;` +
      ` const key = Symbol.for(${JSON.stringify(PROBES_KEY)}); if (!window[key]) ${PROBES_SOURCE};` +
      ` const out = window[key].${name}(el, names);` +
      (state ? ` if (out) out.state = (${readInPage.toString()})(el, ${JSON.stringify(PROBE_READ_ARG)});` : '') +
      ` return out;`,
  );
const READ_FACTS_AND_STATE = probeFn('readFacts', true) as (found: Element | Element[], names: string[]) => FactsAndState | null;
const readHiddenControls = probeFn('readHiddenControls') as (found: Element | Element[], names: string[]) => HiddenControl[] | null;

/**
 * Reads the facts a HintRequest asks for from the page, one small evaluate per ref, all at once.
 * Read-only: nothing on the page changes. A ref that cannot be read is left out (no evidence).
 * At most MAX_PROBED_REFS refs, the first asked for (the rules ask for their nearest candidates first).
 */
export function probeHints(page: Page, wanted: HintRequest, snapshot?: PageSnapshot, timeoutMs = PROBE_TIMEOUT_MS, started?: StartedReads): Promise<PageHints> {
  return internalCalls(page, () => probe(page, wanted, snapshot, timeoutMs, started));
}

/** A read of one element: its value, or undefined (no element, or `late`: the page did not answer in time). */
interface RefRead<T> {
  value: T | undefined;
  late: boolean;
}
type FactsAndState = ElementFacts & { state?: ElementState };

/**
 * Facts reads started ahead, by ref, for the later rounds of one resolution (offline/tier.ts keeps
 * one per resolution, so a read is never taken for another snapshot or after an action): a round
 * that reads the controls hidden in an element also starts that element's facts read, which the
 * next round asks for when the answer acts on the element (the row whose hidden ✖ is clicked).
 * Taken once; a round that does not ask for it leaves it unused (one read of the page, nothing more).
 */
export type StartedReads = Map<string, Promise<RefRead<FactsAndState>>>;

async function probe(page: Page, wanted: HintRequest, snapshot: PageSnapshot | undefined, timeoutMs: number, started?: StartedReads): Promise<PageHints> {
  const hiddenIn = wanted.hiddenIn.slice(0, MAX_PROBED_REFS);
  const request = { hiddenIn, facts: wanted.facts.slice(0, MAX_PROBED_REFS - hiddenIn.length) };
  const attributes = [...DEV_NAME_ATTRIBUTES];
  // A named element is read through its selector from the tree: one round trip (`evaluateAll`).
  // Any other through its ref, which resolves only in Playwright's utility world: `evaluate`,
  // which takes, waits for and releases a handle. Each ref once, facts and hidden controls at once.
  // An element without a name gets its durable selector from Playwright (a few round trips), which
  // the act on it asks for next: started beside its probe, not after it. Only for a few refs (each
  // costs the page a selector search).
  const unnamed = snapshot ? [...new Set([...request.facts, ...request.hiddenIn])].filter((ref) => !treeSelector(snapshot, ref)) : [];
  let prefetched = 0;
  const prefetch = (ref: string) => {
    if (!snapshot || prefetched >= PREFETCHED_SELECTORS) return;
    prefetched++;
    void selectorsFor(page, snapshot)(ref).catch(() => undefined);
  };
  if (unnamed.length <= PREFETCHED_SELECTORS) for (const ref of unnamed) prefetch(ref);
  const late = new Set<string>();
  const read = async <T>(ref: string, reader: (found: Element | Element[], names: string[]) => T | null): Promise<RefRead<T>> => {
    const selector = snapshot && treeSelector(snapshot, ref);
    const found = selector ? await within(selectorLocator(page, selector).evaluateAll(reader, attributes), timeoutMs) : undefined;
    if (found === LATE) return { value: undefined, late: true };
    // Not one element through it: the act that follows asks Playwright for the element's selector,
    // which is started now, beside the read through the ref below (a few round trips each, in
    // parallel instead of in series), as for an unnamed element above.
    if (selector && found == null) {
      rejectTreeSelector(snapshot, ref);
      prefetch(ref);
    }
    // A tree selector that matches more than one element (a hidden twin of the same role and
    // name) reads nothing: the ref then, which names the one element.
    if (found != null) return { value: found, late: false };
    const byRef = await readThroughRef(page, ref, reader, attributes, timeoutMs);
    return byRef === LATE ? { value: undefined, late: true } : { value: byRef ?? undefined, late: false };
  };
  const noted = async <T>(ref: string, reading: Promise<RefRead<T>>): Promise<T | undefined> => {
    const { value, late: isLate } = await reading;
    if (isLate) late.add(ref);
    return value;
  };
  const factsRead = (ref: string): Promise<RefRead<FactsAndState>> => {
    const ahead = started?.get(ref);
    started?.delete(ref);
    return ahead ?? read(ref, READ_FACTS_AND_STATE);
  };
  // The facts of an element whose hidden controls this round reads, started beside that read for
  // the next round (see StartedReads): a few elements at most, as the selectors above.
  if (started && request.hiddenIn.length <= PREFETCHED_SELECTORS) {
    for (const ref of new Set(request.hiddenIn)) if (!request.facts.includes(ref) && !started.has(ref)) started.set(ref, read(ref, READ_FACTS_AND_STATE));
  }
  // Click listeners (DevTools), for the few refs a rule asks about: beside the other reads.
  const listening = wanted.listeners?.length ? within(readListeners(page, wanted.listeners), timeoutMs) : undefined;
  const [facts, hidden] = await Promise.all([
    Promise.all([...new Set(request.facts)].map(async (ref) => {
      const found = await noted(ref, factsRead(ref));
      if (!found) return [ref, undefined] as const;
      // The element's state rides along: the act that follows on this snapshot need not read it again.
      const { state, ...facts } = found;
      if (state && snapshot) keepProbedState(snapshot, ref, state);
      return [ref, facts as ElementFacts] as const;
    })),
    Promise.all([...new Set(request.hiddenIn)].map(async (ref) => [ref, await noted(ref, read(ref, readHiddenControls))] as const)),
  ]);
  const listened = await listening;
  if (listened === LATE) for (const ref of wanted.listeners ?? []) late.add(ref);
  return {
    facts: new Map(facts.filter((f): f is readonly [string, ElementFacts] => !!f[1])),
    hidden: new Map(hidden.filter((h): h is readonly [string, HiddenControl[]] => !!h[1])),
    ...(listened && listened !== LATE ? { listened } : {}),
    ...(late.size ? { late: [...late] } : {}),
  };
}

/**
 * Reads the element behind a snapshot ref. The ref resolves only in Playwright's utility world, so
 * its element is queried there and taken into the main world, where the read runs: Playwright's
 * query without waiting (`$`: the query, then the handle adopted, three round trips) and the read
 * on that handle (one), where a locator's `evaluate` waits for the element first (six in all). An
 * element the query does not find at once (gone, or a frame not ready) is read the waiting way, as
 * before, so a page slow to answer is still told from an element that is not there.
 */
async function readThroughRef<T>(page: Page, ref: string, reader: (found: Element | Element[], names: string[]) => T | null, names: string[], timeoutMs: number): Promise<T | null | undefined | typeof LATE> {
  const query = page.$(`aria-ref=${ref}`);
  const handle = await within(query, timeoutMs);
  if (handle === LATE) {
    void query.then((h) => h?.dispose()).catch(() => undefined);
    return LATE;
  }
  if (handle) {
    try {
      const value = await within(handle.evaluate(reader as (found: Element, names: string[]) => T | null, names), timeoutMs);
      if (value !== undefined) return value;
    } finally {
      void handle.dispose().catch(() => undefined);
    }
  }
  return refLocator(page, ref)
    .evaluate(reader, names, { timeout: timeoutMs })
    .catch((error: Error) => (error?.name === 'TimeoutError' ? LATE : undefined));
}

/** `work`'s value, undefined when it fails, or LATE when it does not answer within `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), ms)));
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
