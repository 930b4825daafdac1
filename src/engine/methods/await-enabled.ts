/**
 * A step whose one match the page shows disabled waits, a bounded while, for the page to enable
 * it, as Playwright's own click waits for an enabled element: a report's Export button enabled once
 * its data loads, a Submit enabled once the form is valid. The step is read once more as if nothing
 * on the page were disabled; when that reading acts on exactly one element and it is one the page
 * shows disabled, that element is watched until it is enabled or the bound passes. The caller then
 * looks at the page again and resolves the step on what it shows, so what acts is always decided
 * on the page as it is; nothing is acted on while disabled, and a control that stays disabled is
 * handed over as before.
 */
import { fromNodes, refLocator, type PageSnapshot, type SnapshotNode } from '../snapshot/index.js';
import { sleep } from '../session/abort.js';
import type { HandlerContext } from './context.js';
import { STEP_TIMEOUT_MS } from './perform.js';

/** How long a disabled match is waited for: the bound of one action, as Playwright's click would wait. */
export const ENABLE_WAIT_MS = STEP_TIMEOUT_MS;
const POLL_MS = 100;

/** True once the one disabled element the step means is enabled; false at once when the step means no such element. */
export async function enabledInTime(ctx: HandlerContext, instruction: string, snapshot: PageSnapshot): Promise<boolean> {
  if (!ctx.resolver || ![...snapshot.byRef.values()].some((node) => node.disabled)) return false;
  const asIfEnabled = { ...fromNodes(snapshot.url, snapshot.nodes.map(enabled), snapshot.captureMs), reader: snapshot.reader };
  const steps = await ctx.resolver('act', instruction, asIfEnabled, undefined, ctx.page);
  const ref = steps?.length === 1 ? steps[0]!.ref : undefined;
  if (!ref || !snapshot.byRef.get(ref)?.disabled) return false;
  const target = refLocator(ctx.page, ref);
  ctx.logger.debug('act', `waiting up to ${ENABLE_WAIT_MS} ms for ${ref}, disabled, to be enabled`);
  const deadline = Date.now() + ENABLE_WAIT_MS;
  while (Date.now() < deadline) {
    if (await target.isEnabled({ timeout: POLL_MS * 5 }).catch(() => false)) return true;
    await sleep(POLL_MS, ctx.signal);
  }
  return false;
}

function enabled(node: SnapshotNode): SnapshotNode {
  const { disabled: _, ...rest } = node;
  return rest.children ? { ...rest, children: rest.children.map(enabled) } : rest;
}
