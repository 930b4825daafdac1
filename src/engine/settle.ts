import type { Page, Request } from 'playwright-core';

/** Quiet time (no DOM change, no request in flight) after which a page counts as settled. */
export const SETTLE_QUIET_MS = 300;
/** A request running longer than this is a long poll or a stalled call: it no longer blocks settling. */
export const STALLED_REQUEST_MS = 2_000;
const POLL_MS = 50;

interface NetworkState {
  inflight: Map<Request, number>;
  lastActivity: number;
}

const networks = new WeakMap<Page, NetworkState>();

/** Follows a page's requests from now on (the client calls it for each page it adopts). */
export function trackNetwork(page: Page): void {
  if (networks.has(page)) return;
  const state: NetworkState = { inflight: new Map(), lastActivity: Date.now() };
  networks.set(page, state);
  const ignored = new Set(['websocket', 'eventsource', 'manifest']);
  page.on('request', (request) => {
    if (ignored.has(request.resourceType())) return;
    state.inflight.set(request, Date.now());
    state.lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (state.inflight.delete(request)) state.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Counts DOM changes in the page's main frame; idempotent per document. */
function installMutationClock() {
  const w = window as unknown as { __actwrightLastMutation?: number };
  if (w.__actwrightLastMutation === undefined) {
    w.__actwrightLastMutation = performance.now();
    new MutationObserver(() => (w.__actwrightLastMutation = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }
  return performance.now() - w.__actwrightLastMutation;
}

export interface SettleResult {
  settled: boolean;
  waitedMs: number;
}

/**
 * Waits until the page's DOM and network have been quiet for `quietMs`, at most `timeoutMs`.
 * Never throws for a page that does not settle (it just stops waiting), and stops at once when
 * `signal` aborts. A navigation during the wait restarts the DOM clock on the new document.
 */
export async function waitForSettled(
  page: Page,
  options: { timeoutMs: number; quietMs?: number; signal?: AbortSignal },
): Promise<SettleResult> {
  const started = Date.now();
  const deadline = started + options.timeoutMs;
  const quietMs = options.quietMs ?? SETTLE_QUIET_MS;
  trackNetwork(page);
  const network = networks.get(page)!;
  while (!options.signal?.aborted && Date.now() < deadline) {
    const now = Date.now();
    for (const [request, since] of network.inflight) {
      if (now - since > STALLED_REQUEST_MS) network.inflight.delete(request);
    }
    // A busy or navigating page may not answer: never wait past the deadline, try again instead.
    const domQuietFor = await Promise.race([
      page.evaluate(installMutationClock).catch(() => 0),
      new Promise<number>((resolve) => setTimeout(() => resolve(0), Math.max(POLL_MS, deadline - Date.now()))),
    ]);
    const networkQuietFor = network.inflight.size > 0 ? 0 : now - network.lastActivity;
    if (domQuietFor >= quietMs && networkQuietFor >= quietMs) return { settled: true, waitedMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
  return { settled: false, waitedMs: Date.now() - started };
}
