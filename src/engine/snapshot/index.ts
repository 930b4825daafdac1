/**
 * Page understanding: what the model (and the offline resolver) read of a page.
 *
 * - `captureSnapshot(page, { scope?, timeout?, signal? })` → `PageSnapshot`: `nodes` (the typed
 *   tree, `SnapshotNode`: role, name, ref, text, checked/pressed/disabled/expanded/selected/level,
 *   url, placeholder, cursor, props, `frame` = refs of enclosing iframes, children), `byRef`, and
 *   `text` (the compact page text). Built on `ariaSnapshotJSON({ mode: 'ai' })`: the same tree as
 *   `ariaSnapshot({ mode: 'ai' })`, already structured, so no YAML parse. It crosses iframes
 *   (also cross-origin, nested) and open shadow roots.
 * - `exposeClosedShadowRoots(context)`: init script so closed shadow roots are seen too.
 * - `parseAriaJson(json)`, `walk(nodes)`, `textOf(node)`, `fromNodes(url, nodes)`: pure helpers.
 * - `renderSnapshot(nodes, { iframes?, allRefs? })`, `describe(node)`: the compact text; its rules
 *   (wrappers dropped, cards and rows folded onto one line, no link targets) live in compact.ts.
 * - `refLocator(page, ref)`: the Playwright locator of a ref of the latest snapshot.
 * - `durableSelector(page, ref)` (snapshot/selectors.ts): a string that survives reloads
 *   (test id / role+name / text, iframe hops joined by ` >>> `); `selectorsFor(page, snapshot)` does
 *   many refs at once, fast (from the tree); `selectorLocator(page, sel)` runs a selector.
 * - `isActionable(node)`, `ACTIONABLE_ROLES`.
 */
export { captureSnapshot, fromNodes, type CaptureOptions, type PageSnapshot, type Reader } from './capture.js';
export { closedShadowInitScript, exposeClosedShadowRoots } from './closed-shadow.js';
export { installReader, READ_ALONGSIDE, readerInitScript } from './reader.js';
export { absoluteLinkUrl, frameBaseUrl, refLocator } from './locate.js';
export { parseAriaJson, textOf, walk } from './parse.js';
export { describe, renderSnapshot, type RenderOptions } from './render.js';
export { FOLD_MAX_CHARS, FOLD_MAX_PARTS, PART_SEPARATOR } from './compact.js';
export { ACTIONABLE_ROLES, isActionable, SnapshotNodeSchema, type SnapshotNode } from './schema.js';
export { durableSelector, selectorLocator, selectorsFor } from './selectors.js';
