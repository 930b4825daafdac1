import { isActionable, type SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { ancestors, ownText, subtree, type PageIndex } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/**
 * A control said by what it lies next to: "click Edit next to Payment", "press the Share button
 * beside Budget", "click the Edit button by Delivery": of the controls named so, the one whose
 * nearest labelled part (its section's heading or name, its row's label, the text in its own
 * container) says the anchor. A direction ("above", "right of") is relations.ts'; this is nearness.
 */

const NEAR: ReadonlySet<string> = new Set(['next to', 'beside', 'by', 'near']);
const VERBS: ReadonlySet<string> = new Set(['click', 'find', 'double-click', 'hover', 'open']);

function applies(form: StepForm): boolean {
  const t = form.target;
  return VERBS.has(form.verb) && form.frame === 'target' && !!t?.name && !!form.scope && NEAR.has(form.scope.relation) && !!form.scope.name && !form.scope.kind && t.ordinal === undefined && form.value === undefined;
}

/** A node's own label, normalized: its name, or its text. */
const labelOf = (n: SnapshotNode) => normalize(n.role === 'text' ? (n.text ?? '') : ownText(n));

/** The first ancestor of `node` that holds an anchor (or is named so), and how many steps up it is. */
function nearestHolding(node: SnapshotNode, anchors: ReadonlySet<SnapshotNode>, anchor: string, index: PageIndex): SnapshotNode | undefined {
  for (const up of ancestors(index, node)) {
    if (normalize(up.name ?? '') === anchor) return up;
    if (subtree(up).some((n) => anchors.has(n))) return up;
  }
  return undefined;
}

export const nextTo: WidgetRule = {
  fallback: true,
  info: {
    name: 'next-to',
    does: 'A control said by what it lies next to ("Edit next to Payment"): of the controls named so, the one whose nearest labelled part (a section named or headed so, its row\'s or container\'s text) says the anchor.',
    when: '"click Edit next to Payment", "press the Share button beside Budget", "click the Edit button by Delivery" ("by" and "near" after a role word): several controls share the name, and the anchor is a heading, a part\'s name or a text.',
    evidence: 'The controls clearly best named so; for each, the smallest part around it that holds the anchor\'s words (a heading, text or control labelled exactly so, or a part named so); exactly one control is the only one of its name in that part. Two in one part (equally near) or none hand over.',
    example: {
      html: '<nav><a href="#p">Profile</a> <a href="#w">Password</a></nav><section><h3 id="p">Profile</h3><button>Change</button></section><section><h3 id="w">Password</h3><button>Change</button></section>',
      step: 'click Change next to Password',
      action: 'click button "Change" next to "Password"',
    },
  },
  applies: (form) => applies(form),
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const t = form.target!;
    const anchor = normalize(form.scope!.name);
    const controls = ctx.index.order.filter((n) => n.ref && isActionable(n) && (!t.roles?.length || t.roles.includes(n.role)));
    const scored = controls.map((n) => ({ node: n, score: Math.max(nameScore(t.name, n.name ?? ''), nameScore(t.name, ownText(n))) })).filter((s) => s.score >= MIN_SCORE);
    if (!scored.length) return undefined;
    const best = Math.max(...scored.map((s) => s.score));
    const named = scored.filter((s) => s.score > best - MIN_LEAD).map((s) => s.node);
    const inNamed = new Set(named.flatMap((n) => subtree(n)));
    const anchors = new Set(ctx.index.order.filter((n) => !inNamed.has(n) && labelOf(n) === anchor));
    if (!anchors.size) return undefined;
    const owning: SnapshotNode[] = [];
    let shared: SnapshotNode[] | undefined;
    for (const c of named) {
      const part = nearestHolding(c, anchors, anchor, ctx.index);
      if (!part) continue;
      const others = named.filter((o) => o !== c && subtree(part).includes(o));
      if (!others.length) owning.push(c);
      else if (!shared && subtree(part).length < ctx.index.order.length / 2) shared = [c, ...others];
    }
    const where = `next to "${form.scope!.name}"`;
    if (owning.length > 1) return { handover: `${owning.length} controls named "${t.name}" each lie ${where} (${owning.slice(0, 3).map(said).join(', ')}): say which part they are in`, near: true };
    if (!owning.length) {
      if (shared) return { handover: `${shared.length} controls named "${t.name}" lie equally near "${form.scope!.name}" (${shared.slice(0, 3).map(said).join(', ')}): say "the first …" or name it more closely`, near: true };
      return undefined;
    }
    const control = owning[0]!;
    if (control.disabled) return { handover: `${said(control)} ${where} is disabled`, near: true };
    const description = ctx.kind === 'observe' ? `${said(control)} ${where}` : `click ${said(control)} ${where}`;
    const method = form.verb === 'double-click' ? 'doubleClick' : form.verb === 'hover' ? 'hover' : 'click';
    return {
      actions: [{ ref: control.ref!, method, arguments: [], description: method === 'click' ? description : description.replace(/^click/, form.verb) }],
      candidates: named.map((n) => ({ role: n.role, name: n.name ?? '', score: n === control ? 1 : 0 })),
      facts: [`the smallest part around ${said(control)} that says "${form.scope!.name}" holds no other control named so`],
    };
  },
};
