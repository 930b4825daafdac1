/**
 * A sidebar drawn with no landmark (a list its authors called "sidebar") beside a navigation
 * landmark that is the top bar (called "navbar topbar"): "in the sidebar" is the list, never the
 * top bar (rules part-by-kind and toggle-by-state with a scope). Built trees of our own: an
 * admin page of a made-up shop.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';

function admin() {
  const reports = n('link', 'Reports', [], { expanded: false });
  const orders = n('link', 'Orders');
  const sideBilling = n('link', 'Billing');
  const side = n('list', undefined, [n('listitem', undefined, [orders]), n('listitem', undefined, [reports]), n('listitem', undefined, [sideBilling])]);
  const search = n('textbox', 'Search');
  const topBilling = n('link', 'Billing');
  const top = n('navigation', undefined, [search, topBilling, n('button', 'Account')]);
  const snapshot = page(side, n('main', undefined, [top, n('heading', 'Dashboard', [], { level: 1 })]));
  const known: [typeof side, object][] = [
    [side, { tag: 'ul', attrs: { id: 'shopSidebar', class: 'nav sidebar sidebar-dark' } }],
    [top, { tag: 'nav', attrs: { class: 'navbar topbar shadow' } }],
    [reports, { tag: 'a', attrs: { 'aria-expanded': 'false', 'aria-controls': 'reportsMenu' } }],
  ];
  return { snapshot, hints: facts(snapshot, known), reports, orders, sideBilling, topBilling };
}

describe('a sidebar known by its developer-given name', () => {
  it('finds the target in it: a link, a disclosure to expand (each handed over or taken from the top bar before)', () => {
    const { snapshot, hints, reports, sideBilling } = admin();
    expect(outcome(snapshot, 'click Billing in the sidebar', hints)).toMatchObject({ actions: [`click ${sideBilling.ref}`] });
    expect(outcome(snapshot, 'expand Reports in the sidebar', hints)).toMatchObject({ actions: [`click ${reports.ref}`] });
  });

  it('never takes the top bar for the sidebar: a control only the top bar has hands over', () => {
    const { snapshot, hints } = admin();
    expect(outcome(snapshot, 'click Search in the sidebar', hints)).not.toHaveProperty('actions');
    expect(outcome(snapshot, 'click Account in the sidebar', hints)).not.toHaveProperty('actions');
  });
});
