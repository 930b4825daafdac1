import type { SnapshotNode } from '../snapshot/index.js';
import { devPhrases } from './dev-names.js';
import { MAX_PROBED_REFS, type HintBook } from './hints.js';
import { findAnchors, fitsMethod, scopeNodes, type Choice } from './match.js';
import { ancestors, type PageIndex } from './page-index.js';
import { MIN_SCORE, nameScore } from './score.js';
import { containsPhrase, normalize } from './text.js';

/**
 * "submit the login form", "submit the form": the submit button of the form the words name.
 * The aria snapshot shows neither forms nor which button submits one, so the page is asked
 * (probe.ts): for each button, whether it submits a form, which one, and the developer-given
 * names of the form and its ancestors. Pure: the facts come in through the HintBook.
 *
 * The form is the only one on the page with a submit button (no words), or the one the words
 * name: in the developer-given names of the form or an ancestor (`<div class="login-box">`,
 * `<div id="settings">`), or as the title of the part of the page that holds its button ("the
 * Quick Example form" under the heading "Quick Example"). It must be one form with one submit
 * button; anything else is handed over.
 */
export function submitChoice(name: string, index: PageIndex, book: HintBook): Choice {
  const buttons = index.order.filter((n) => n.role === 'button' && fitsMethod(n, 'click'));
  if (!buttons.length) return { handover: 'no button on the page' };
  if (buttons.length > MAX_PROBED_REFS) return { handover: `${buttons.length} buttons: too many to read which submits a form` };
  const before = book.misses;
  const byForm = new Map<number, { buttons: SnapshotNode[]; names: string[] }>();
  for (const button of buttons) {
    const submits = book.facts(button)?.submits;
    if (!submits) continue;
    const form = byForm.get(submits.form) ?? { buttons: [], names: submits.context.flatMap((attrs) => devPhrases(attrs)) };
    form.buttons.push(button);
    byForm.set(submits.form, form);
  }
  if (book.misses > before) return { handover: 'reading which buttons submit a form' };
  if (!byForm.size) return { handover: 'no button on the page submits a form' };
  const wanted = normalize(name);
  let forms = [...byForm.values()];
  if (wanted) {
    const titled = titledButtons(name, buttons, index);
    forms = forms.filter((f) => f.names.some((p) => containsPhrase(p, wanted)) || f.buttons.some((b) => titled.has(b)));
  }
  if (forms.length !== 1) return { handover: forms.length ? `${forms.length} forms fit "${name || 'the form'}"` : `no form is called "${name}"` };
  const [form] = forms;
  if (form!.buttons.length !== 1) return { handover: `the form has ${form!.buttons.length} submit buttons` };
  const button = form!.buttons[0]!;
  return button.disabled ? { handover: 'the submit button is disabled' } : { nodes: [button], score: 1 };
}

/**
 * Buttons the words title: in the part of the page under a heading that says them ("Quick
 * Example" over a card), or inside a form, region or dialog of that name.
 */
function titledButtons(name: string, buttons: SnapshotNode[], index: PageIndex): Set<SnapshotNode> {
  const out = new Set(buttons.filter((b) => ancestors(index, b).some((a) => NAMED_PARTS.has(a.role) && nameScore(name, a.name) >= MIN_SCORE)));
  const headings = findAnchors({ anchor: name, anchorRoles: ['heading'] }, index);
  if ('handover' in headings || !headings.some((h) => h.role === 'heading')) return out;
  const part = scopeNodes({ anchor: name, anchorExact: false, anchorRoles: ['heading'] }, index, 'click', { name: '', exact: false, roles: ['button'] });
  for (const node of 'handover' in part ? [] : part) out.add(node);
  return out;
}

const NAMED_PARTS: ReadonlySet<string> = new Set(['form', 'region', 'dialog', 'alertdialog', 'group']);
