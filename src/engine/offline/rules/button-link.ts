import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, type PageIndex } from '../page-index.js';
import { MIN_SCORE, nameScore } from '../score.js';
import { CONTAINER_WORDS } from '../vocabulary.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const BUTTON_WORDS = new Set(['button', 'btn']);

/** The container roles a scope said by its kind alone names ("in the modal", "in the dialog"); undefined for another scope. */
function containerRoles(form: StepForm): readonly string[] | undefined {
  const scope = form.scope;
  if (!scope) return [];
  return scope.relation === 'in' && !scope.name && scope.kind ? CONTAINER_WORDS.get(scope.kind) : undefined;
}

/** Whether a node lies in a container of one of the roles (any node when none is asked). */
const within = (index: PageIndex, roles: readonly string[]) => (n: SnapshotNode) => !roles.length || ancestors(index, n).some((a) => roles.includes(a.role));

/**
 * "the Login button" where the page draws a link as a button (`<a class="btn">`): the role word
 * "button" finds no button, and exactly one link says the name exactly. A button or a near
 * button by that name keeps the step with the name rules (this rule is never tried then). A scope
 * said by a container's kind alone ("the Logout button in the modal") looks only inside such containers.
 */
export const buttonLink: WidgetRule = {
  info: {
    name: 'button-link',
    does: 'A "button" the page draws as a link: the one link named exactly so, when no button is.',
    when: '"click the Login button", "press the Generate Report button", "hit the Logout button in the modal" where the control is a link styled as a button.',
    evidence: 'No button scores near the name; exactly one enabled link has that name exactly (in the containers a scope such as "in the modal" names, when said).',
    example: { html: '<a href="#go" class="btn">Login</a><a href="#forgot">Forgot password?</a>', step: 'click the Login button', action: 'click link "Login"' },
  },
  applies: (form) => (form.verb === 'click' || form.verb === 'find') && !!form.target?.name && BUTTON_WORDS.has(form.target.kind ?? '') && containerRoles(form) !== undefined && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const name = form.target!.name;
    const inside = within(ctx.index, containerRoles(form)!);
    const buttons = ctx.index.order.filter((n) => n.role === 'button' && inside(n) && nameScore(name, n.name ?? '') >= MIN_SCORE);
    if (buttons.length) return undefined;
    const links = ctx.index.order.filter((n) => n.ref && n.role === 'link' && inside(n) && nameScore(name, n.name ?? '', true) === 1);
    if (links.length !== 1) return links.length ? { handover: `no button is named "${name}", and ${links.length} links are: say "the first ${name} link"`, near: true } : undefined;
    const link = links[0]!;
    if (link.disabled) return { handover: `the "${name}" link is disabled`, near: true };
    return { actions: [{ ref: link.ref!, method: 'click', arguments: [], description: `click ${said(link)}` }], candidates: [{ role: 'link', name: link.name ?? '', score: 1, why: 'a link drawn as a button' }], facts: ['no button by that name'] };
  },
};
