import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { normalize, nounForms, words } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Landmark roles (ARIA landmarks): a part of the page a person names by its accessible name. */
const LANDMARKS: readonly string[] = ['navigation', 'region', 'complementary', 'search', 'form', 'main', 'banner', 'contentinfo'];

/**
 * A kind word said after a landmark's name, and the roles it may be: "the main navigation", "the
 * Danger zone section", "the account sidebar". A word not here is part of the name.
 */
const KIND_ROLES: ReadonlyMap<string, readonly string[]> = new Map([
  ['navigation', ['navigation']], ['nav', ['navigation']], ['menu', ['navigation']], ['links', ['navigation']], ['trail', ['navigation']],
  ['section', ['region', 'form', 'search', 'complementary']], ['region', ['region']], ['area', ['region', 'complementary']],
  ['panel', ['region', 'complementary']], ['sidebar', ['complementary', 'navigation']], ['form', ['form', 'search']],
  ['landmark', LANDMARKS],
]);

/** The name and the roles a located target says, or undefined when it names no landmark the rule reads. */
function spoken(form: StepForm): { name: string; roles: readonly string[] } | undefined {
  const t = form.target;
  if (!t || form.scope || form.value !== undefined || t.ordinal !== undefined || t.exact) return undefined;
  const all = words(t.kind ? `${t.name} ${t.kind}` : t.name);
  if (!all.length) return undefined;
  const last = all.at(-1)!;
  const roles = KIND_ROLES.get(last);
  const name = roles && all.length > 1 ? all.slice(0, -1) : all;
  if (t.kind && !roles) return undefined;
  return { name: name.join(' '), roles: roles && all.length > 1 ? roles : LANDMARKS };
}

/** Whether a landmark's name is the name said, a plural or singular of its last word aside ("breadcrumbs" for "Breadcrumb"). */
function namesIt(said: string, name: string): boolean {
  const a = words(said);
  const b = words(normalize(name));
  if (a.length !== b.length || !a.length) return false;
  return a.every((w, i) => w === b[i] || (i === a.length - 1 && nounForms(w).includes(b[i]!)));
}

/**
 * "find the breadcrumb", "where is the main navigation", "find the Danger zone section": a landmark
 * (navigation, region, complementary, form, search…) said by its accessible name, with or without a
 * word for its kind. Located as itself (observe() returns it with a selector); only the one landmark
 * whose whole name is the name said, of a role the kind word allows. Two such: handed over.
 */
export const namedLandmark: WidgetRule = {
  info: {
    name: 'named-landmark',
    does: 'Locates a landmark (a navigation, region, complementary part, form or search named by aria-label or aria-labelledby) by its accessible name, a word for its kind after it allowed ("the main navigation", "the Danger zone section"); the part itself, scrolled into view.',
    when: '"find the breadcrumb" (a navigation named "Breadcrumb"), "where is the main navigation", "find the Danger zone section" (a region named by its heading).',
    evidence: 'Exactly one landmark whose whole accessible name is the name said (a plural of its last word allowed), of a role the kind word allows; no control matched the words first. Two landmarks of that name are handed over.',
    example: {
      html: '<nav aria-label="Main"><a href="#/">Home</a></nav><nav aria-label="Breadcrumb"><ol><li><a href="#/">Forum</a></li><li>Devices</li></ol></nav><main><h1>Devices</h1></main>',
      step: 'find the breadcrumb',
      action: 'navigation "Breadcrumb"',
    },
  },
  applies: (form) => form.verb === 'find' && spoken(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const want = spoken(form)!;
    const found = ctx.index.order.filter((n): n is SnapshotNode & { ref: string } => !!n.ref && !!n.name && want.roles.includes(n.role) && namesIt(want.name, n.name));
    if (!found.length) return undefined;
    if (found.length > 1) return { handover: `${found.length} parts are named "${found[0]!.name}" (${found.map((n) => n.role).join(', ')}): say which by a control in it`, near: true };
    const node = found[0]!;
    return {
      actions: [{ ref: node.ref, method: 'scrollIntoView', arguments: [], description: said(node) }],
      candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: 'its accessible name is the name said' }],
      facts: [`1 landmark named "${node.name}": ${said(node)}`],
    };
  },
};
