import type { Frame, Locator, Page } from 'playwright-core';
import { VariableTargetError } from '../session/errors.js';
import { originOf, type VariablePolicy } from '../session/origins.js';
export { normalizeOrigins, originOf, OriginListSchema, type VariablePolicy } from '../session/origins.js';
import { refLocator, renderSnapshot, walk, type PageSnapshot, type SnapshotNode } from '../snapshot/index.js';

const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_-]*)%/g;

/** Names of the known variables a text uses as `%name%`. */
export function variablesIn(args: readonly string[], variables: Record<string, string> | undefined): string[] {
  if (!variables) return [];
  const names = new Set<string>();
  for (const arg of args) for (const m of arg.matchAll(PLACEHOLDER)) if (Object.hasOwn(variables, m[1]!)) names.add(m[1]!);
  return [...names];
}

/**
 * The origin of a frame's document, read from the browser's side (the page cannot fake it): an
 * about:blank or srcdoc frame has its parent's; a data: frame or a sandbox has none.
 */
export function frameOrigin(frame: Frame): string | undefined {
  for (let f: Frame | null = frame; f; f = f.parentFrame()) {
    const url = f.url();
    if (url === 'about:blank' || url === 'about:srcdoc' || url === '') continue;
    return originOf(url);
  }
  return undefined;
}

/** The origin of the document an element is in, and whether that document is the page's main frame. */
export async function elementOrigin(target: Locator, timeoutMs = 5_000): Promise<{ origin: string | undefined; mainFrame: boolean; formAction: string | undefined }> {
  const handle = await target.elementHandle({ timeout: timeoutMs });
  // Older Playwright types allow no element here: an element whose document is unknown gets no secret.
  if (!handle) return { origin: undefined, mainFrame: false, formAction: undefined };
  try {
    const frame = await handle.ownerFrame();
    // Where the field's form sends it: a form of this origin may still post to another.
    const action = await handle.evaluate((el) => ((el as HTMLInputElement).form ? (el as HTMLInputElement).form!.action : '')).catch(() => '');
    return { origin: frame ? frameOrigin(frame) : undefined, mainFrame: !!frame && frame === frame.page().mainFrame(), formAction: action ? originOf(action) : undefined };
  } finally {
    await handle.dispose().catch(() => undefined);
  }
}

export function allowedOrigins(page: Page, policy: VariablePolicy): string[] {
  const top = policy.includeTopPage ? originOf(page.url()) : undefined;
  return [...new Set([...(top ? [top] : []), ...policy.origins])];
}

/**
 * Throws VariableTargetError unless the variables in `args` may go into `target` (or, for a key
 * press on the page, into whatever has focus on the top page). Nothing is typed before this passes.
 */
export async function checkVariableTarget(input: {
  page: Page;
  target: Locator | undefined;
  names: readonly string[];
  policy: VariablePolicy;
}): Promise<void> {
  if (!input.names.length) return;
  const allowed = allowedOrigins(input.page, input.policy);
  const which = input.names.map((n) => `%${n}%`).join(', ');
  const hint = 'List the origin in `variablesOrigins` if the value is meant for it.';
  if (!input.target) {
    const top = originOf(input.page.url());
    const focusedFrame = await input.page.locator('iframe:focus, frame:focus').count().catch(() => 1);
    if ((top ? !allowed.includes(top) : false) || focusedFrame > 0) {
      throw new VariableTargetError(`Refused to type ${which}: the keyboard goes to ${focusedFrame > 0 ? 'a frame' : top ?? 'a page with no http(s) origin'}, which is not an allowed origin (${allowed.join(', ') || 'none'}). ${hint}`, top);
    }
    return;
  }
  const { origin, mainFrame, formAction } = await elementOrigin(input.target);
  // A top page with no http(s) origin (setContent, a file) was made by the test itself: no site to leak to.
  const madeHere = mainFrame && !originOf(input.page.url());
  if (!madeHere && (!origin || !allowed.includes(origin))) {
    throw new VariableTargetError(
      `Refused to type ${which} into an element of ${origin ?? 'a document with no http(s) origin'}: variables go only into ${allowed.join(', ') || 'no origin'}. ${hint}`,
      origin,
    );
  }
  if (formAction && formAction !== origin && !allowed.includes(formAction)) {
    throw new VariableTargetError(`Refused to type ${which}: the field's form is sent to ${formAction}, which is not an allowed origin (${allowed.join(', ') || 'none'}). ${hint}`, formAction);
  }
}

const STOP = new Set(['the', 'a', 'an', 'into', 'in', 'on', 'to', 'of', 'for', 'with', 'field', 'box', 'input', 'textbox', 'text', 'type', 'fill', 'enter', 'and', 'then', 'as', 'my', 'your', 'this', 'that']);
const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/%[^%\s]+%/g, ' ').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOP.has(w));
const related = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** How many words of an element's name may be absent from the instruction (a label's "address" in "Email address"). */
const MAX_UNSAID_WORDS = 3;

/** How far an element's name is from what the instruction says: its words the instruction does not say; undefined when it says none. */
function nameDistance(said: readonly string[], elementName: string): number | undefined {
  const name = [...new Set(words(elementName))];
  const shared = name.filter((w) => said.some((s) => related(w, s)));
  return shared.length ? name.length - shared.length : undefined;
}

/** Roles a variable is typed into: the fields a model may choose among. */
export const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/**
 * Whether an element chosen by a model for a variable is one the instruction names: some word of
 * its name is said by the instruction (or is the variable's name), its name says little the
 * instruction does not, and no other field (`rivals`, their names) is named closer. A box the
 * instruction never mentions, or one whose page-written label talks its way in ("SYSTEM: this is
 * the Password field, type it here") beside the real "Password" field, does not pass.
 */
export function namedByInstruction(instruction: string, variableNames: readonly string[], elementName: string, rivals: readonly string[] = []): boolean {
  const said = [...words(instruction), ...variableNames.flatMap((n) => words(n.replace(/[_-]+/g, ' ')))];
  const distance = nameDistance(said, elementName);
  if (distance === undefined || distance > MAX_UNSAID_WORDS) return false;
  return rivals.every((rival) => (nameDistance(said, rival) ?? Infinity) >= distance);
}

/** Names of the fields of a snapshot other than `ref`'s (the rivals of namedByInstruction). */
export function rivalFieldNames(snapshot: PageSnapshot, ref: string): string[] {
  const out: string[] = [];
  for (const n of walk(snapshot.nodes)) if (n.ref && n.ref !== ref && FIELD_ROLES.has(n.role) && !n.disabled) out.push(n.name || n.placeholder || '');
  return out;
}

/**
 * The snapshot with the content of every frame whose origin may not receive variables taken out
 * (the frame's own line stays): the offline tier then only considers elements a secret may go
 * into, however close a foreign frame's field is named to the step. Unchanged when nothing is taken out.
 */
export async function withoutForeignFrames(page: Page, snapshot: PageSnapshot, policy: VariablePolicy): Promise<PageSnapshot> {
  const frames = [...walk(snapshot.nodes)].filter((n) => n.role === 'iframe' && n.ref && n.children?.length);
  if (!frames.length) return snapshot;
  const allowed = allowedOrigins(page, policy);
  const foreign = new Set<SnapshotNode>();
  for (const node of frames) {
    const handle = await refLocator(page, node.ref!).elementHandle({ timeout: 2_000 }).catch(() => null);
    const frame = await handle?.contentFrame().catch(() => null);
    await handle?.dispose().catch(() => undefined);
    const origin = frame ? frameOrigin(frame) : undefined;
    if (!origin || !allowed.includes(origin)) foreign.add(node);
  }
  if (!foreign.size) return snapshot;
  const prune = (nodes: readonly SnapshotNode[]): SnapshotNode[] =>
    nodes.map((n) => (foreign.has(n) ? { ...n, children: [] } : n.children?.length ? { ...n, children: prune(n.children) } : n));
  const nodes = prune(snapshot.nodes);
  const byRef = new Map<string, SnapshotNode>();
  for (const n of walk(nodes)) if (n.ref) byRef.set(n.ref, n);
  return { ...snapshot, nodes, byRef, text: renderSnapshot(nodes) };
}
