import type { BrowserContext, CDPSession, Frame, Page } from 'playwright-core';

/**
 * Evaluating the engine's own short expressions (the settle clock, the page reader) in a frame's
 * main world, as cheaply as the browser allows.
 *
 * `frame.evaluate` goes through Playwright's evaluation machinery: its utility script, its value
 * serializer, context tracking and a progress controller per call. For an expression that returns
 * plain JSON data, one `Runtime.evaluate` over a DevTools session of the frame's own target does
 * the same work in the page for about half the cost on either side; on a page with iframes every
 * look pays it once per frame. Chromium gives a session to a page (its main frame) and to each
 * out-of-process iframe; any other frame, a browser without DevTools sessions, or a session that
 * fails, is evaluated by `frame.evaluate` as before.
 */

type Target = Page | Frame;

/**
 * The session of each page and out-of-process frame: ready, being opened, or null when the target
 * has none (an in-process iframe, a browser other than Chromium).
 */
const sessions = new WeakMap<Target, CDPSession | Promise<CDPSession | null> | null>();
/** The targets of each context that have a session entry: what `closeSessions` ends. */
const targetsOf = new WeakMap<BrowserContext, Set<Target>>();

/**
 * The page for its main frame, the frame itself for a child (only an out-of-process one has a
 * session). Asked by identity, not by `parentFrame()`: a child frame that detached has no parent
 * either, and must never be taken for the main frame.
 */
function targetOf(frame: Frame): Target {
  const page = frame.page();
  return frame === page.mainFrame() ? page : frame;
}

/**
 * The DevTools session of `target`, opened once for all the looks to come (settle.ts opens the
 * page's to install the clock on a blank page). Never rejects: a target without one gets null.
 */
export function openSession(target: Target): Promise<CDPSession | null> {
  const known = sessions.get(target);
  if (known !== undefined) return Promise.resolve(known);
  const context = 'context' in target ? target.context() : target.page().context();
  const pending: Promise<CDPSession | null> = context.newCDPSession(target).then(
    (session) => {
      // Closed meanwhile (closeSessions): not kept, so not left open either.
      if (sessions.get(target) !== pending) {
        session.detach().catch(() => undefined);
        return null;
      }
      sessions.set(target, session);
      // A target that goes away (a frame navigated into its parent's process) takes its session along.
      // (Older Playwright types list only protocol events here, though the session emits 'close'.)
      (session as unknown as { once(event: 'close', listener: () => void): void }).once('close', () => {
        if (sessions.get(target) === session) sessions.delete(target);
      });
      return session;
    },
    () => {
      if (sessions.get(target) === pending) sessions.set(target, null);
      return null;
    },
  );
  sessions.set(target, pending);
  let targets = targetsOf.get(context);
  if (!targets) targetsOf.set(context, (targets = new Set()));
  targets.add(target);
  return pending;
}

/** Detaches every session opened in `context` (the client that opened them is done with it). */
export async function closeSessions(context: BrowserContext): Promise<void> {
  const targets = targetsOf.get(context);
  if (!targets) return;
  targetsOf.delete(context);
  await Promise.all(
    [...targets].map(async (target) => {
      const known = sessions.get(target);
      sessions.delete(target);
      const session = await known;
      await session?.detach().catch(() => undefined);
    }),
  );
}

/** The frame's session when it is open; otherwise starts opening it (for the next look) and says none. */
function readySession(frame: Frame): CDPSession | undefined {
  if (frame.isDetached()) return undefined;
  const target = targetOf(frame);
  const known = sessions.get(target);
  if (known === undefined) {
    void openSession(target);
    return undefined;
  }
  return known && !(known instanceof Promise) ? known : undefined;
}

interface EvaluateAnswer {
  result: { type: string; value?: unknown; unserializableValue?: string };
  exceptionDetails?: { text?: string; exception?: { description?: string } };
}

/**
 * The value of `expression` (plain JSON data: strings, numbers, booleans, arrays, objects, null,
 * or a promise of such data, awaited) evaluated in the frame's main world. Throws like `frame.evaluate` when the expression throws.
 */
export async function evaluateData(frame: Frame, expression: string): Promise<unknown> {
  // Playwright records the caller's stack on every call it is given (source-mapped when tests
  // run from TypeScript), which costs by the frame: sent from a microtask of its own, a look's
  // call records the look's few frames, not the AI method's whole call chain and the test's.
  await null;
  const session = readySession(frame);
  if (!session) return frame.evaluate(expression);
  let answer: EvaluateAnswer;
  try {
    // awaitPromise: an expression may answer later (a settle look waiting on the page's frames).
    answer = (await session.send('Runtime.evaluate', { expression, returnByValue: true, silent: true, awaitPromise: true })) as EvaluateAnswer;
  } catch {
    // The session went (or the document is between two navigations): Playwright's way waits for
    // the frame's next document. The next look opens a new session if the target has one.
    const target = targetOf(frame);
    if (sessions.get(target) === session) sessions.delete(target);
    return frame.evaluate(expression);
  }
  if (answer.exceptionDetails) {
    const details = answer.exceptionDetails;
    throw new Error(details.exception?.description ?? details.text ?? 'The expression threw in the page.');
  }
  const { result } = answer;
  return result.unserializableValue !== undefined ? Number(result.unserializableValue) : result.value;
}
