import type { SnapshotNode } from '../../snapshot/index.js';
import { isActionable } from '../../snapshot/index.js';
import type { PageIndex } from '../page-index.js';
import { ownText } from '../page-index.js';
import { MIN_LEAD, MIN_SCORE, nameScore } from '../score.js';
import { normalize } from '../text.js';
import { fieldLabels } from './listbox-pick.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** Fields an item's text is typed into. */
const ENTRY_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox']);
/** Words before the field's noun that say the value is one more of them: "another guest", "one more tag". */
const ONE_MORE = /^(?:another|one more|a new|new|an extra|extra|a further)\s+/i;
/** Text fields read at most: a tag input is one of a few fields on a page. */
const MAX_FIELDS = 12;

/** Plurals aside ("guests" for "guest"). */
const stem = (s: string) => normalize(s).replace(/(?:es|s)\b/g, '');

/**
 * A text field that takes items one by one (a tag or chip input): "add Tom Baker as another
 * guest", "add urgent to the tags". The value is typed into the field the step names and
 * committed with Enter; the item must then show beside the field and the field be emptied. Enter
 * is pressed only in a field that says it completes what is typed (aria-autocomplete: the text
 * box of a combobox-like widget, which takes Enter itself): in a plain field of a form, Enter
 * would submit the form.
 */
export const tagAdd: WidgetRule = {
  info: {
    name: 'tag-add',
    does: 'Adds an item to a field that takes items one by one (a tag or chip input): the value typed into the field the step names, then Enter; the item must show beside the field after, and the field be emptied.',
    when: '"add Tom Baker as another guest", "add urgent to the tags": the verb add, a value, and the field it becomes one more of.',
    evidence: 'Exactly one seen text field named by the field\'s noun (its label, placeholder or caption, plurals aside), clearly ahead, that says it completes what is typed (aria-autocomplete, read from the page); a field that does not is handed over (Enter might submit its form).',
    example: {
      html: '<label for="g">Guests</label><div><span>Ada</span><input id="g" aria-autocomplete="list" onkeydown="if(event.key===\'Enter\'){event.preventDefault();const s=document.createElement(\'span\');s.textContent=this.value;this.before(s);this.value=\'\'}"></div>',
      step: 'add Tom Baker as another guest',
      action: 'fill textbox "Guests" with "Tom Baker", then press Enter in textbox "Guests" (adds "Tom Baker")',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'add' && (form.frame === 'as-value' || form.frame === 'value-to') && !!form.value && !!form.target && !form.scope && form.target.ordinal === undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const noun = form.target!.raw.replace(/^(?:the|my|our|your)\s+/i, '').replace(ONE_MORE, '').trim();
    if (!normalize(noun) || normalize(noun).split(' ').length > 4) return undefined;
    const fields = ctx.index.order.filter((n) => n.ref && ENTRY_ROLES.has(n.role) && !n.disabled).slice(0, 200);
    const labels = (node: SnapshotNode) => [...fieldLabels(node), ...captionAbove(node, ctx.index)];
    const score = (node: SnapshotNode) => Math.max(0, ...labels(node).map((l) => Math.max(nameScore(noun, l), nameScore(stem(noun), stem(l)))));
    const scored = fields.map((node) => ({ node, score: score(node) })).filter((s) => s.score >= MIN_SCORE).sort((a, b) => b.score - a.score);
    if (!scored.length || scored.length > MAX_FIELDS) return undefined;
    const before = ctx.book.misses;
    const seen = scored.filter((s) => !ctx.book.facts(s.node)?.unseen);
    if (ctx.book.misses > before) return { handover: `reading which field named "${noun}" takes items`, near: true };
    if (!seen.length) return undefined;
    const top = seen.filter((s) => s.score > seen[0]!.score - MIN_LEAD);
    if (top.length > 1) return { handover: `${top.length} fields match "${noun}": say which ("type ${form.value} into the … field and press Enter")`, near: true };
    const node = top[0]!.node;
    const facts = ctx.book.facts(node)!;
    if (facts.refusesTyping) return { handover: `${said(node)} takes no typing`, near: true };
    if (!facts.autocomplete) return { handover: `${said(node)} does not say it takes items (no aria-autocomplete): Enter might submit its form; say "type ${form.value} into ${node.name ?? 'the field'}" and how to add it`, near: true };
    const what = said(node);
    return {
      actions: [
        { ref: node.ref!, method: 'fill', arguments: [form.value!], description: `fill ${what} with "${form.value}"` },
        { ref: node.ref!, method: 'press', arguments: ['Enter'], description: `press Enter in ${what} (adds "${form.value}")`, effect: { added: form.value! } },
      ],
      candidates: scored.map((s) => ({ role: s.node.role, name: s.node.name ?? labels(s.node)[0] ?? '', score: Math.round(s.score * 100) / 100 })),
      facts: [`${what} is named by "${noun}"`, `aria-autocomplete=${facts.autocomplete}: it takes Enter itself`],
    };
  },
};

/** Wrappers a widget draws around its text box: no role of their own, no name. */
const WRAPPERS: ReadonlySet<string> = new Set(['generic', 'group', 'none', 'presentation']);

/**
 * The caption just before the box a widget draws around its text field (`<label>Guests</label>
 * <div class="widget"><div>…<input></div></div>`: the label is tied to a hidden original field):
 * the short plain text before the field or before one of its unnamed wrappers, a few levels up.
 */
function captionAbove(node: SnapshotNode, index: PageIndex): string[] {
  let at = node;
  for (let level = 0; level < 4; level++) {
    const up = index.parent.get(at);
    if (!up) return [];
    const i = up.children.indexOf(at);
    const before = i > 0 ? up.children[i - 1] : undefined;
    if (before && !isActionable(before) && (before.role === 'text' || (WRAPPERS.has(before.role) && before.children.every((c) => c.role === 'text')))) {
      const text = ownText(before);
      if (text) return text.length <= 60 ? [text] : [];
    }
    if (!WRAPPERS.has(up.role) || up.name) return [];
    at = up;
  }
  return [];
}
