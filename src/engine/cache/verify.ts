import type { Page } from 'playwright-core';
import { parsedSteps } from '../offline/parse.js';
import { MIN_SCOPED_SCORE, nameScore } from '../offline/score.js';
import { containsPhrase, normalize, words } from '../offline/text.js';
import { actionFamily, devPhrases, saysAction } from '../offline/dev-names.js';
import { selectorLocator } from '../snapshot/selectors.js';
import { parseAriaYaml } from '../snapshot/aria-yaml.js';
import { splitDeepSelector } from '../browser/deep-locator.js';
import { internalCalls } from '../session/internal-calls.js';
import type { CachedAction, ElementIdentity } from './entry.js';

/**
 * What makes a cached action safe to run again (issue "poisoned caches"): its selector alone is
 * not enough. A CI cache restored from another branch, or written by hand, may point a step at
 * another element; so may a page that changed under it. Before a cached action runs, its element
 * must still be what the entry recorded (role, accessible name, frame origin), and it must still
 * answer the instruction as the offline tier reads it. Otherwise the step is resolved afresh.
 */

/** What an element is now: its role and accessible name from Playwright's aria snapshot, and its frame's origin. Undefined when nothing matches in time. */
export function readIdentity(page: Page, selector: string, timeoutMs: number): Promise<ElementIdentity | undefined> {
  // actwright's plumbing, not the user's step: no step in the test's report (session/internal-calls.ts).
  return internalCalls(page, () => identityOf(page, selector, timeoutMs));
}

async function identityOf(page: Page, selector: string, timeoutMs: number): Promise<ElementIdentity | undefined> {
  // In the top frame, one round trip first (quickIdentity); anything it cannot tell is read the long way below.
  const quick = splitDeepSelector(selector).length === 1 ? await quickIdentity(page, selector) : undefined;
  if (quick) return { ...quick, origin: originOf(page.url()) ?? 'null' };
  const element = selectorLocator(page, selector).first();
  try {
    // One resolution of the selector where it can be: on a page of 2,000 cards each costs 100-500 ms.
    // ariaSnapshot waits for the element itself; a selector with no frame hop is in the top frame.
    const [yaml, origin] = await Promise.all([element.ariaSnapshot({ timeout: timeoutMs }), frameOrigin(page, selector, timeoutMs)]);
    if (origin === undefined) return undefined;
    const [node] = parseAriaYaml(yaml);
    // An element with no role of its own and only text (a label, a span) is the bare text in this
    // snapshot; the AI snapshot a step resolves on (and its entry records) calls it generic.
    if (node?.role === 'text') return { role: 'generic', name: '', origin };
    const name = typeof node?.name === 'string' ? node.name : '';
    return { role: node?.role ?? '', name, origin };
  } catch {
    return undefined;
  }
}

/** Text of some length other than white space. */
const SHOWS_TEXT = /\S/;

/**
 * Roles ARIA forbids naming (and `text`, Playwright's bare text): the long read's name for them is
 * not the AI-mode tree's, which may show an `aria-label` the long read drops.
 */
const NAME_PROHIBITED = new Set(['generic', 'text', 'none', 'presentation', 'caption', 'code', 'deletion', 'emphasis', 'insertion', 'paragraph', 'strong', 'subscript', 'superscript', 'time', 'mark']);

/**
 * What `selector` finds, asked now and without waiting, in one round trip, when the answer is the
 * one the long read (an aria snapshot of the element in Playwright's default mode, which first
 * waits for the element: four round trips in series) would give; undefined otherwise, and the
 * caller reads the long way. Three questions side by side, in Playwright's utility world: the
 * element's AI-mode aria tree (strict: none or several elements throw), whether it is shown, and
 * whether it or an ancestor is `aria-hidden`. Taken only for an element shown and not hidden from
 * assistive technology that is either
 *  - of a role that may be named, with a name in the tree: that role and name (the AI-mode tree
 *    leaves a name out where the element's content says it, a row or a heading around a button,
 *    and the long read does not: such an element is read the long way), or
 *  - of no role of its own (`generic` with no name, or bare `text`) holding only text: what the
 *    long read calls its bare text, `generic` with no name.
 * Both modes name elements by Playwright's same accessible-name computation; compared element by
 * element over the repository's apps (bench/quick-identity.ts) they agree wherever this answers.
 */
export async function quickIdentity(page: Page, selector: string): Promise<{ role: string; name: string } | undefined> {
  const element = selectorLocator(page, selector);
  // Playwright 1.63+ only (snapshot/aria-source.ts): older versions read the long way.
  const json = (element as unknown as { ariaSnapshotJSON?: (options: { mode: 'ai'; timeout?: number }) => Promise<unknown> }).ariaSnapshotJSON;
  if (typeof json !== 'function') return undefined;
  const hiddenFromAria = element.and(page.locator('css=[aria-hidden=true], [aria-hidden=true] *'));
  try {
    const [tree, shown, hidden] = await Promise.all([
      json.call(element, { mode: 'ai', timeout: QUICK_READ_MS }),
      element.isVisible(),
      hiddenFromAria.count(),
    ]);
    const node: unknown = Array.isArray(tree) ? (tree.length === 1 ? tree[0] : undefined) : tree;
    if (!shown || hidden !== 0 || !node || typeof node !== 'object') return undefined;
    const { role, name, text, children } = node as { role?: unknown; name?: unknown; text?: unknown; children?: unknown };
    if (typeof role !== 'string' || !role) return undefined;
    if (!NAME_PROHIBITED.has(role)) return typeof name === 'string' && SHOWS_TEXT.test(name) ? { role, name } : undefined;
    // No role of its own: `generic` in the tree, or bare `text` when nothing marks it out.
    if ((role !== 'generic' && role !== 'text') || (name !== undefined && name !== '')) return undefined;
    // Its text is `text` (one run) or `children` (runs), never an element among them.
    const runs = [...(text === undefined ? [] : [text]), ...(children === undefined ? [] : Array.isArray(children) ? children : [children])];
    return runs.length > 0 && runs.every((run) => typeof run === 'string') && runs.some((run) => SHOWS_TEXT.test(run as string)) ? { role: 'generic', name: '' } : undefined;
  } catch {
    return undefined;
  }
}

/** How long the one-round-trip identity read may take before the long read is taken instead (a busy machine). */
const QUICK_READ_MS = 1_000;

/** The origin of the frame an element is in; undefined when it is not found in time. */
export async function frameOrigin(page: Page, selector: string, timeoutMs: number): Promise<string | undefined> {
  if (splitDeepSelector(selector).length === 1) return originOf(page.url()) ?? 'null';
  try {
    return await internalCalls(page, () => selectorLocator(page, selector).first().evaluate(() => location.origin, undefined, { timeout: timeoutMs }));
  } catch {
    return undefined;
  }
}

/** `button "Save"`, and the frame's origin when it is not the page's. */
export function describeElement(identity: ElementIdentity, pageOrigin?: string): string {
  const what = identity.name ? `${identity.role || 'element'} ${JSON.stringify(identity.name)}` : identity.role || 'an element with no role';
  return pageOrigin !== undefined && identity.origin !== pageOrigin ? `${what} in a frame of ${identity.origin}` : what;
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function sameIdentity(a: ElementIdentity, b: ElementIdentity): boolean {
  return a.role === b.role && sameName(a.name, b.name) && a.origin === b.origin;
}

const FINDER = /^\s*(?:find|locate|get|show(?: me)?|look for|identify|where is|observe|return)\s+/i;

/**
 * Whether an element answers an instruction, as the offline tier reads it: `yes` when a reading
 * names it (its name matches the reading's target or scope, roles permitting) or the instruction
 * quotes its name; `no` when the instruction names something and the element is not it
 * (`click the "Save" button` on `button "Delete account"`); `unknown` when the instruction names
 * nothing the parser can read (a free-form step) or the element has no name: then only its
 * identity is checked.
 */
export function answersInstruction(kind: 'act' | 'observe', instruction: string, element: Pick<ElementIdentity, 'role' | 'name'>): 'yes' | 'no' | 'unknown' {
  if (!element.name.trim()) return 'unknown';
  const text = kind === 'observe' ? (FINDER.test(instruction) ? instruction.replace(FINDER, 'click ') : `click ${instruction}`) : instruction;
  const readings = parsedSteps(text).flat();
  const named = readings.filter((r) => r.target && (r.target.name.trim() || r.target.scope?.anchor?.trim()));
  if (!named.length) return 'unknown';
  const fits = (roles: readonly string[] | undefined) => !roles?.length || roles.includes(element.role);
  for (const { target } of named) {
    if (!target || !fits(target.roles)) continue;
    const names = [target.name, target.scope?.anchor ?? ''].filter((n) => n.trim());
    if (names.some((n) => nameScore(n, element.name) >= MIN_SCOPED_SCORE)) return 'yes';
  }
  // The names agree: the instruction says the element's name (a caption the parser read otherwise).
  return containsPhrase(normalize(instruction), normalize(element.name)) ? 'yes' : 'no';
}

/** A placeholder in an action's arguments: the value is a variable, possibly a secret. */
export const USES_VARIABLE = /%[A-Za-z_][A-Za-z0-9_-]*%/;

export type Verdict = { ok: true } | { ok: false; reason: string; now?: ElementIdentity };

/**
 * What the offline tier picks for the instruction on the page as it is (role and name of each
 * element), or undefined when it has no confident answer. Asked only when the element's name does
 * not answer the instruction by itself: a model may well have chosen "Store" for "click save".
 */
export type OfflineReading = () => Promise<{ role: string; name: string }[] | undefined>;

/**
 * Checks one cached action against the page as it is: its element is found, is what the entry
 * recorded, answers the instruction, and (for a `%variable%`) is in the page's own origin. An
 * element whose name does not answer the instruction stands only when the offline tier, reading
 * the instruction on this page, does not confidently pick another element.
 */
export async function verifyCachedAction(page: Page, kind: 'act' | 'observe', instruction: string, action: CachedAction, timeoutMs: number, offline?: OfflineReading): Promise<Verdict> {
  if (action.selector.trim() === 'html' || !action.element) return { ok: true };
  return judgeCachedAction(page, kind, instruction, action, await readIdentity(page, action.selector, timeoutMs), offline);
}

/**
 * verifyCachedAction's judgement of the element as it was just read (`now`: undefined when nothing
 * matched). `inItsRow`: answersInItsRow for this very action and `now`, started by the caller beside
 * its read of the element (the page's counts, read-only, taken on the same page after the same
 * actions); asked here only where the judgement needs it, as when it is not given.
 */
export async function judgeCachedAction(page: Page, kind: 'act' | 'observe', instruction: string, action: CachedAction, now: ElementIdentity | undefined, offline?: OfflineReading, inItsRow?: Promise<boolean>): Promise<Verdict> {
  if (action.selector.trim() === 'html' || !action.element) return { ok: true };
  const pageOrigin = originOf(page.url());
  if (!now) return { ok: false, reason: `its selector finds no element (the entry recorded ${describeElement(action.element)})` };
  if (!sameIdentity(now, action.element)) {
    return { ok: false, now, reason: `its selector now finds ${describeElement(now, pageOrigin)}, not the ${describeElement(action.element, pageOrigin)} the entry recorded` };
  }
  if (answersInstruction(kind, instruction, now) === 'no' && !(await (inItsRow ?? answersInItsRow(page, kind, instruction, action.selector, now)))) {
    const picked = offline ? await offline() : undefined;
    const contradicted = !offline || (picked !== undefined && !picked.some((p) => p.role === now.role && sameName(p.name, now.name)));
    if (contradicted) {
      const instead = picked?.length ? `; the page has ${picked.map((p) => describeElement({ ...p, origin: now.origin })).join(', ')} for it` : '';
      return { ok: false, now, reason: `its element, ${describeElement(now, pageOrigin)}, does not answer ${JSON.stringify(instruction)}${instead}` };
    }
  }
  if (action.arguments.some((a) => USES_VARIABLE.test(a)) && pageOrigin !== undefined && now.origin !== pageOrigin) {
    return { ok: false, now, reason: `it would type a variable into ${describeElement(now, pageOrigin)}, outside the page's origin ${pageOrigin}` };
  }
  return { ok: true };
}

/** Rows of a list or table (offline/reveal.ts): a control in one belongs to that row alone. */
const ROW_ROLES = 'listitem|row|article|treeitem';
/**
 * A control found inside a row by its own CSS (tag and classes only) where the row is found by its
 * role and the text it holds: `internal:role=listitem >> internal:has-text="Milk"i >> css=button.remove`.
 */
const ROW_CONTROL = new RegExp(`^internal:role=(${ROW_ROLES}) >> internal:has-text=("(?:[^"\\\\]|\\\\.)*")i >> css=([a-z][a-z0-9]*(?:\\.[A-Za-z_][\\w-]*)+)$`);

/**
 * `delete "Milk"` on a control whose name says nothing of it (a "✖" shown while its row is
 * hovered, offline/reveal.ts), verified from what its selector proves instead of a whole offline
 * reading of the page (a look, a snapshot and a probe of the row's controls): the selector found
 * this very element (its identity was just checked) as a control of the one row holding the
 * step's quoted item, whose developer-given class says the step's verb (a delete word: delete,
 * remove, destroy, trash…), and that row holds no other button, link or menu item, shown or
 * hidden, so nothing in it could answer the step instead. False (the whole reading decides, as
 * before) when any of that is not so: another selector shape, a step that does not scope its verb
 * to the row's text, a class that does not say the verb, two rows holding the text, a rival
 * control in the row. The entry's own words are not trusted: every fact is the page's, read now,
 * or the step's.
 */
export async function answersInItsRow(page: Page, kind: 'act' | 'observe', instruction: string, selector: string, now: Pick<ElementIdentity, 'role'>): Promise<boolean> {
  if (kind !== 'act') return false;
  const m = ROW_CONTROL.exec(selector.trim());
  if (!m) return false;
  let text: unknown;
  try {
    text = JSON.parse(m[2]!);
  } catch {
    return false;
  }
  if (typeof text !== 'string' || !normalize(text)) return false;
  const phrases = devPhrases({ class: m[3]!.split('.').slice(1).join(' ') });
  const reading = parsedSteps(instruction).flat().find(({ method, target }) => {
    if (method !== 'click' || !target || target.ordinal !== undefined || target.all || target.kind || words(target.name).length !== 1) return false;
    if (!target.scope?.anchor || target.scope.containerWord || target.scope.anchorKind || normalize(target.scope.anchor) !== normalize(text)) return false;
    const family = actionFamily(target.name);
    return !!family && saysAction(phrases, family) && (!target.roles || target.roles.includes(now.role));
  });
  if (!reading?.target) return false;
  const row = selectorLocator(page, `internal:role=${m[1]} >> internal:has-text=${m[2]}i`);
  const roles = (reading.target.roles?.length ? reading.target.roles : ['button', 'link', 'menuitem']) as Parameters<Page['getByRole']>[0][];
  const controls = roles.map((role) => row.getByRole(role, { includeHidden: true })).reduce((all, one) => all.or(one));
  // Playwright's role engine in its utility world, both counts in one round trip.
  const [rows, held] = await internalCalls(page, () => Promise.all([row.count(), controls.count()])).catch(() => [0, 0]);
  return rows === 1 && held === 1;
}

export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
