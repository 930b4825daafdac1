import type { SnapshotNode } from '../../snapshot/index.js';
import { ownText } from '../page-index.js';
import { normalize, nounForms, words } from '../text.js';
import { stateOf } from '../toggle.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a disclosure's summary is called: a question, its answer, an entry of a FAQ. */
const DISCLOSURE_NOUNS = /^(?:question|answer|faq|faq entry|entry|item|topic)s?\s+(?:about|on|regarding|for|to|of|concerning)\s+(.+)$/;
/** Words that carry no topic. */
const NO_TOPIC: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'to', 'for', 'on', 'in', 'and', 'or', 'about', 'how', 'what', 'which', 'why', 'when', 'who', 'do', 'does', 'i', 'we', 'you', 'is', 'are', 'can', 'it', 'my', 'your']);
const OPENS: ReadonlySet<string> = new Set(['open', 'expand', 'click']);
const CLOSES: ReadonlySet<string> = new Set(['close', 'collapse']);

/** The disclosures of a page: a <details>'s summary (the named first child of a group) and controls that say they expand. */
function disclosures(order: readonly SnapshotNode[]): SnapshotNode[] {
  const out: SnapshotNode[] = [];
  for (const n of order) {
    if (n.role === 'group') {
      const summary = n.children.find((c) => c.role !== 'text');
      if (summary?.ref && (summary.name || ownText(summary))) out.push(summary);
    } else if (n.ref && n.role === 'button' && n.expanded !== undefined) out.push(n);
  }
  return out;
}

const label = (n: SnapshotNode) => normalize(n.name || ownText(n));

/**
 * `show the answer to "How do I pause a queue?"`, "open the question about supported Redis
 * versions": a disclosure (a <details> summary, an accordion header) named by its words quoted
 * whole, or by a paraphrase whose every topic word its words say, when they single out one.
 */
export const disclosureTopic: WidgetRule = {
  info: {
    name: 'disclosure-topic',
    does: 'Opens or closes a disclosure (a <details> summary, an accordion header) named by its question quoted whole, or by a paraphrase ("the question about supported Redis versions") whose every topic word it says; the state must change.',
    when: '`show the answer to "How do I pause a queue?"`, "open the question about supported Redis versions", "close the question about Windows".',
    evidence: 'A quoted name equal to one summary\'s text; a paraphrase whose topic words (singular or plural) are all in exactly one summary; its open state read, and not already as asked.',
    example: {
      html: '<details><summary>Which Redis versions are supported?</summary><p>6.2 and later.</p></details><details><summary>How do I pause a queue?</summary><p>Use pause().</p></details>',
      step: 'open the question about supported Redis versions',
      action: 'expand generic "Which Redis versions are supported?"',
    },
  },
  applies: (form, kind) => {
    if (kind !== 'act' || !form.target || form.scope || form.value || form.target.ordinal !== undefined) return false;
    const verb = form.verb === 'do' ? form.said.toLowerCase() : form.verb;
    if (!OPENS.has(verb) && !CLOSES.has(verb) && verb !== 'read') return false;
    return form.target.exact ? /^(?:answer|question|entry|faq)\b/i.test(form.target.raw) : DISCLOSURE_NOUNS.test(normalize(form.target.raw));
  },
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const target = form.target!;
    const all = disclosures(ctx.index.order);
    if (!all.length) return undefined;
    let hits: SnapshotNode[];
    let how: string;
    if (target.exact) {
      const quoted = normalize(target.name);
      hits = all.filter((d) => label(d) === quoted);
      how = `its text is "${target.name}"`;
      if (!hits.length) return { handover: `no question reads "${target.name}" (${all.slice(0, 4).map((d) => `"${d.name || ownText(d)}"`).join(', ')})`, near: true };
    } else {
      const topic = words(normalize(target.raw).match(DISCLOSURE_NOUNS)![1]!).filter((w) => !NO_TOPIC.has(w));
      if (!topic.length) return undefined;
      const saysAll = (d: SnapshotNode) => {
        const own = words(label(d));
        return topic.every((w) => nounForms(w).some((f) => own.includes(f)) || own.some((o) => nounForms(o).includes(w)));
      };
      hits = all.filter(saysAll);
      how = `its words say ${topic.map((w) => `"${w}"`).join(', ')}`;
      if (!hits.length) return undefined;
    }
    if (hits.length > 1) return { handover: `${hits.length} questions fit (${hits.map((h) => `"${h.name || ownText(h)}"`).join(', ')}): quote the one you mean`, near: true };
    const node = hits[0]!;
    const verb = form.verb === 'do' ? form.said.toLowerCase() : form.verb;
    const opens = !CLOSES.has(verb);
    const before = ctx.book.misses;
    const open = stateOf(node, ctx.book);
    if (ctx.book.misses > before) return { handover: `reading whether ${said(node)} is open`, near: true };
    if (open === undefined) return { handover: `${said(node)} says no open or closed state`, near: true };
    if (open === opens) return { handover: `${said(node)} is ${opens ? 'open' : 'closed'} already`, near: true };
    return {
      actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `${opens ? 'expand' : 'collapse'} ${said(node)}`, effect: { expanded: opens } }],
      candidates: all.map((d) => ({ role: d.role, name: d.name || ownText(d), score: d === node ? 1 : 0 })),
      facts: [`${all.length} disclosures on the page`, `${said(node)}: ${how}`],
    };
  },
};
