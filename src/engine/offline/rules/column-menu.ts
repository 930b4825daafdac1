import type { SnapshotNode } from '../../snapshot/index.js';
import type { StepForm } from '../grammar.js';
import { subtree } from '../page-index.js';
import { normalize, words } from '../text.js';
import { columnHeadCells, headersNamed, headerTitle } from './columns.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

const VERBS: ReadonlySet<string> = new Set(['open', 'click', 'expand']);
/** Words that say only what kind of control it is: every other word said must be in its name. */
const KIND_WORDS: ReadonlySet<string> = new Set(['menu', 'button', 'icon', 'the', 'a', 'its', 'dropdown', 'popup', 'options']);

/**
 * What a step asks of a column's control: the column and the words of the control's purpose.
 * "open the filter menu of the Price column" (scope), "open the Price filter menu" (the name
 * starts with the column's title: read on the page).
 */
function askOf(form: StepForm): { column?: string; purpose: string[]; kind?: string } | undefined {
  const t = form.target;
  if (!t || !VERBS.has(form.verb) || form.value !== undefined) return undefined;
  if (t.kind !== 'menu' && t.kind !== 'button' && !/\bmenu\b/.test(normalize(t.raw))) return undefined;
  const purpose = words(t.name).filter((w) => !KIND_WORDS.has(w));
  if (form.scope?.kind === 'column' && form.scope.name) return { column: form.scope.name, purpose, ...(t.kind ? { kind: t.kind } : {}) };
  if (form.scope) return undefined;
  return purpose.length >= 2 ? { purpose, ...(t.kind ? { kind: t.kind } : {}) } : undefined;
}

/**
 * A column's own control named by its purpose (APG grid: a column header holds its column's
 * controls; a filter row under the titles holds more): "open the filter menu of the Price
 * column" clicks the one button in the Price header (or in its column of the filter row) whose
 * name says "filter". A column named by its title's words before the purpose ("the Price filter
 * menu") is read the same way.
 */
export const columnMenu: WidgetRule = {
  info: {
    name: 'column-menu',
    does: 'Opens a column\'s own menu or control named by its purpose: the one button in the column\'s header (or in its cell of the filter row) whose name says the purpose.',
    when: '"open the filter menu of the Price column", "open the Price filter menu", "click the menu button of the Name column".',
    evidence: 'One column header titled as the column (singular or plural); among the buttons in it and in its column\'s cells of the other header rows, exactly one whose name holds every word of the purpose (or "menu" when none is said).',
    example: {
      html: '<table><thead><tr><th>Name</th><th>Price <button aria-label="Column menu">⋮</button></th></tr><tr><td><input aria-label="Filter"> <button aria-label="Open filter menu">▾</button></td><td><input aria-label="Filter"> <button aria-label="Open filter menu">▾</button></td></tr></thead><tbody><tr><td>Pen</td><td>3</td></tr></tbody></table>',
      step: 'open the filter menu of the Price column',
      action: 'click button "Open filter menu"',
    },
  },
  applies: (form, kind) => kind === 'act' && askOf(form) !== undefined,
  resolve(form, ctx): RuleFound | RuleHandover | undefined {
    const ask = askOf(form)!;
    let column = ask.column;
    let purpose = ask.purpose;
    if (!column) {
      // "the Price filter menu": the longest run of first words that is a column's title.
      for (let n = purpose.length - 1; n >= 1 && !column; n--) {
        const head = purpose.slice(0, n).join(' ');
        if (headersNamed(ctx.index, head).exact && headersNamed(ctx.index, head).headers.length) {
          column = head;
          purpose = purpose.slice(n);
        }
      }
      if (!column) return undefined;
    }
    const { headers, exact } = headersNamed(ctx.index, column);
    if (!headers.length || !exact) return undefined;
    if (headers.length > 1) return { handover: `${headers.length} column headers are titled "${column}": say which ("… of the ${column} column in the … table")`, near: true };
    const header = headers[0]!;
    const cells = [header, ...columnHeadCells(ctx.index, header)];
    const wanted = purpose.length ? purpose : ['menu'];
    const buttons = cells.flatMap((c) => subtree(c).filter((n) => n !== c && n.ref && (n.role === 'button' || n.role === 'menuitem')));
    const says = (n: SnapshotNode) => {
      const have = words(n.name ?? '');
      return wanted.every((w) => have.includes(w) || have.includes(w.replace(/s$/, '')));
    };
    const hits = buttons.filter(says);
    if (!hits.length) return { handover: `the "${headerTitle(header)}" column has no control named for "${wanted.join(' ')}"${buttons.length ? ` (it has ${buttons.slice(0, 4).map(said).join(', ')})` : ''}`, near: true };
    if (hits.length > 1) return { handover: `the "${headerTitle(header)}" column has ${hits.length} controls for "${wanted.join(' ')}" (${hits.slice(0, 4).map(said).join(', ')}): say its whole name`, near: true };
    const button = hits[0]!;
    if (button.disabled) return { handover: `${said(button)} is disabled`, near: true };
    return {
      actions: [{ ref: button.ref!, method: 'click', arguments: [], description: `click ${said(button)}` }],
      candidates: buttons.map((b) => ({ role: b.role, name: b.name ?? '', score: b === button ? 1 : 0 })),
      facts: [`${said(header)}: ${cells.length - 1} more cell${cells.length === 2 ? '' : 's'} of its column in the header rows`, `${said(button)} says "${wanted.join(' ')}"`],
    };
  },
};
