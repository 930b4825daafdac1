/**
 * "open/expand X" by a disclosure inside the part X names (toggle.ts, controlInPart): the control
 * must be the part's own (its name says no more than what it does and the part's name), never a
 * disclosure of something else that merely sits in the part ("+2 more" in a day's cell).
 */
import { describe, expect, it } from 'vitest';
import { facts, n, outcome, page } from '../support/built-tree.js';

describe('a disclosure inside the part named', () => {
  it('is not taken for the part when it names something else ("+2 more" in a day\'s cell)', () => {
    const more = n('button', '+2 more');
    const cell = n('gridcell', undefined, [n('text', undefined, [], { text: 'March 18, 2026' }), n('text', undefined, [], { text: 'Standup' }), more]);
    const snapshot = page(n('grid', 'March 2026', [n('row', undefined, [cell])]));
    const hints = facts(snapshot, [[more, { expanded: false, controlsShown: false }]]);
    for (const step of ['open March 18, 2026', 'expand March 18, 2026', 'show March 18, 2026']) {
      const got = outcome(snapshot, step, hints);
      expect(JSON.stringify(got), step).not.toContain(more.ref!);
    }
  });

  it('is taken when it is the part\'s own: unnamed, or saying only what it does and the part\'s name', () => {
    for (const name of [undefined, 'Expand', 'Toggle Budget section']) {
      const toggle = n('button', name);
      const snapshot = page(n('region', undefined, [n('heading', 'Budget', [], { level: 3 }), toggle, n('generic', undefined, [], { text: 'Spent so far' })]));
      const hints = facts(snapshot, [[toggle, { expanded: false, controlsShown: false }]]);
      expect(outcome(snapshot, 'expand the Budget', hints), String(name)).toEqual({ rule: 'toggle-by-state', actions: [`click ${toggle.ref}`] });
    }
  });

  it('is taken in the part\'s title when it says what kind of thing it folds ("Collapse operation" in a section\'s heading, or header row)', () => {
    for (const inHeading of [true, false]) {
      const tool = n('button', 'Collapse operation');
      const title = n('link', 'store');
      const head = inHeading ? n('heading', 'store', [title, tool], { level: 3 }) : n('generic', undefined, [title, tool]);
      const snapshot = page(n('generic', undefined, [head, n('generic', undefined, [n('button', 'GET /store/inventory')])]));
      const hints = facts(snapshot, [[tool, { expanded: true, controlsShown: true }]]);
      expect(outcome(snapshot, 'collapse the store section', hints), String(inHeading)).toEqual({ rule: 'toggle-by-state', actions: [`click ${tool.ref}`] });
    }
  });

  it('a count or "more" is never the part\'s own, even in its title ("Show 3 more" beside a heading)', () => {
    const more = n('button', 'Show 3 more');
    const snapshot = page(n('generic', undefined, [n('generic', undefined, [n('heading', 'Comments', [], { level: 3 }), more]), n('paragraph', undefined, [], { text: 'Nice post' })]));
    const hints = facts(snapshot, [[more, { expanded: false, controlsShown: false }]]);
    expect(JSON.stringify(outcome(snapshot, 'expand Comments', hints))).not.toContain(more.ref!);
  });

  it('a disclosure of its own thing in the part ("Show replies") is handed over, not clicked', () => {
    const replies = n('button', 'Show replies');
    const snapshot = page(n('article', undefined, [n('heading', 'Release notes', [], { level: 3 }), n('paragraph', undefined, [], { text: 'Version 2 is out.' }), replies]));
    const hints = facts(snapshot, [[replies, { expanded: false, controlsShown: false }]]);
    expect(typeof outcome(snapshot, 'expand Release notes', hints)).toBe('string');
  });
  it('one that folds every part ("Collapse all", "Expand all") is not the named part\'s own', () => {
    const expandAll = n('button', 'Expand all');
    const collapseAll = n('button', 'Collapse all');
    const row = (text: string) => n('generic', undefined, [n('text', undefined, [], { text })]);
    const snapshot = page(n('main', undefined, [n('generic', undefined, [expandAll, collapseAll]), n('generic', undefined, [row('Marketing'), row('Campaign plan.docx'), row('Finance'), row('Engineering')])]));
    const hints = facts(snapshot, [[expandAll, {}], [collapseAll, {}]]);
    for (const step of ['collapse Marketing', 'expand Finance', 'collapse the Marketing folder']) {
      const got = outcome(snapshot, step, hints);
      expect(JSON.stringify(got), step).not.toContain(collapseAll.ref!);
      expect(JSON.stringify(got), step).not.toContain(expandAll.ref!);
    }
  });
});
