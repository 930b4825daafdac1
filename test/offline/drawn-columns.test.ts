/**
 * rules/drawn-columns.ts, box-guard and row-cell-guard: a tree grid drawn with no ARIA roles (a
 * header of short texts over rows of divs; each file's row a selection mark drawn as an icon with no
 * role, a name, a "Starred" checkbox with no name and a "Status" select). A step that names a row
 * and "the box" never sets the Starred column's box, and "find the status of X" never answers with
 * the column header.
 */
import { describe, expect, it } from 'vitest';
import { did, n, page, text } from '../support/built-tree.js';
import { indexPage } from '../../src/engine/offline/page-index.js';
import { drawnColumnOf } from '../../src/engine/offline/rules/drawn-columns.js';

const cell = (t: string) => n('generic', undefined, [], { text: t });

/** Header Name / Type / Starred / Status, and file rows: [icon, name], type, box, select. */
function files() {
  const header = n('generic', undefined, ['Name', 'Type', 'Starred', 'Status'].map(cell));
  const rows = ['Budget.xlsx', 'Forecast.xlsx', 'Readme.txt'].map((title) => {
    const star = n('checkbox', undefined);
    const status = n('combobox', undefined, [n('option', 'Draft'), n('option', 'Final')]);
    const row = n('generic', undefined, [n('generic', undefined, [cell('\uf584'), cell(title)]), cell('Spreadsheet'), star, status]);
    return { title, star, status, row };
  });
  const grid = n('generic', undefined, [header, n('generic', undefined, rows.map((r) => r.row))]);
  return { header, rows, snapshot: page(n('heading', 'Team files', [], { level: 1 }), grid) };
}

describe('a grid drawn with no roles: a row named, its box not', () => {
  it('hands over "tick X", "uncheck X", "check the box next to X": the only box of the row is the Starred column\'s', () => {
    const { rows, snapshot } = files();
    for (const step of ['tick Budget.xlsx', 'uncheck Forecast.xlsx', 'check the box next to Readme.txt', 'check the checkbox in the Budget.xlsx row']) {
      const out = did(snapshot, step);
      expect(out, step).toMatch(/^handover: /);
      for (const r of rows) expect(out, step).not.toContain(r.star.ref!);
    }
    expect(did(snapshot, 'find the checkbox of Readme.txt', 'observe')).toMatch(/^handover: /);
  });

  it('reads the column a box stands in from the header drawn over the rows', () => {
    const { rows, snapshot } = files();
    const index = indexPage(snapshot);
    expect(drawnColumnOf(rows[1]!.star, index)?.title).toBe('Starred');
    expect(drawnColumnOf(rows[1]!.status, index)?.title).toBe('Status');
  });

  it('never answers "find the status of X" with the column header: the row\'s own cell (grid-cell), or a hand-over', () => {
    const { header, rows, snapshot } = files();
    const out = did(snapshot, 'find the status of Forecast.xlsx', 'observe');
    expect(out).not.toContain(header.children[3]!.ref!);
    // grid-cell reads the row's part under the Status title; row-cell-guard keeps the header out when no rule does.
    expect(out).toEqual([`click ${rows[1]!.status.ref!}`]);
  });

  it('leaves a box in a row with no header alone (a list of items, each with its box)', () => {
    const items = ['Milk', 'Bread'].map((t) => n('generic', undefined, [n('checkbox', undefined), text(t)]));
    const snapshot = page(n('heading', 'Shopping', [], { level: 1 }), n('generic', undefined, items));
    expect(did(snapshot, 'tick Milk')).toEqual([`check ${items[0]!.children[0]!.ref}`]);
  });
});
