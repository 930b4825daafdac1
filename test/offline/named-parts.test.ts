/**
 * Controls known by a part of the page and a tooltip (src/engine/offline/rules/tooltip-name.ts,
 * qualified-name.ts), and a menu button drawn with no state (menu-button.ts), on built trees with
 * the page's facts given by hand.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import type { PageHints } from '../../src/engine/offline/hints.js';
import { n, page, facts, outcome, type Snapshot } from '../support/built-tree.js';

const heading = (name: string) => n('heading', name, [], { level: 3 });

describe('tooltip-name', () => {
  // Icon buttons named by an icon font's glyph: a sign no one can say.
  const icon = () => n('button', '\uf068');
  it('clicks the icon button of the part the step names whose tooltip says the name', () => {
    const budget = icon();
    const remove = icon();
    const general = icon();
    const snapshot = page(heading('General'), general, n('textbox', 'Name'), heading('Budget'), budget, remove, n('spinbutton', 'Estimated budget'));
    const tips = facts(snapshot, [[budget, { title: 'Collapse' }], [remove, { title: 'Remove' }], [general, { title: 'Collapse' }]]);
    // The tooltips are read from the page first.
    const asking = resolveAction('act', 'click the Collapse button in the Budget card', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(budget.ref);
    expect(outcome(snapshot, 'click the Collapse button in the Budget card', tips)).toEqual({ rule: 'tooltip-name', actions: [`click ${budget.ref}`] });
    // Unscoped, two icon buttons say it: handed over, saying where to look.
    expect(outcome(snapshot, 'click the Collapse button', tips)).toMatch(/2 icon buttons have the tooltip "Collapse": say where/);
  });

  it('never takes a button that has a name of its own, nor a tooltip that says something else', () => {
    const named = n('button', 'Close');
    const snapshot = page(heading('Budget'), named, icon());
    expect(outcome(snapshot, 'click the Collapse button in the Budget card', facts(snapshot, [[named, { title: 'Collapse' }]]))).not.toHaveProperty('rule', 'tooltip-name');
  });
});

describe('qualified-name', () => {
  const mediaType = () => n('combobox', 'Media type', [n('option', 'application/json'), n('option', 'application/xml')]);
  it('reads the first words as the part (said singular for a plural heading), the last as the control\'s name', () => {
    const request = mediaType();
    const response = mediaType();
    const snapshot = page(heading('Request'), request, heading('Responses'), response);
    expect(outcome(snapshot, 'change the response media type to application/xml')).toEqual({ rule: 'qualified-name', actions: [`selectOption ${response.ref} application/xml`] });
    expect(outcome(snapshot, 'set the request media type to application/xml')).toEqual({ rule: 'qualified-name', actions: [`selectOption ${request.ref} application/xml`] });
    const city = n('textbox', 'City');
    const fields = page(heading('Billing'), n('textbox', 'City'), heading('Shipping'), city);
    expect(outcome(fields, 'fill the shipping city with Oslo')).toEqual({ rule: 'qualified-name', actions: [`fill ${city.ref} Oslo`] });
  });

  it('hands over when no part is named so, or an option is not offered', () => {
    const snapshot = page(heading('Request'), mediaType(), heading('Responses'), mediaType());
    expect(outcome(snapshot, 'change the error media type to application/xml')).toMatch(/media type/);
    expect(outcome(snapshot, 'change the response media type to text/plain')).toMatch(/not one of the options/);
  });
});

describe('menu-button drawn with no state', () => {
  const item = (label: string) => ({ selector: `a.${label}`, tag: 'a', attrs: {}, label });
  it('opens the control named so whose own part holds a menu hidden, not its namesake beside a field', () => {
    const toggle = n('button', 'Action');
    const plain = n('button', 'Action');
    const withMenu = n('generic', undefined, [toggle]);
    const withField = n('generic', undefined, [plain, n('textbox')]);
    const snapshot = page(withMenu, withField);
    const hints: PageHints = { ...facts(snapshot), hidden: new Map([[withMenu.ref!, [item('Action'), item('Another action'), item('Separated link')]], [withField.ref!, []]]) };
    const asking = resolveAction('act', 'click the Action dropdown', snapshot, facts(snapshot));
    expect(!asking.resolved && asking.needs?.hiddenIn).toEqual(expect.arrayContaining([withMenu.ref, withField.ref]));
    expect(outcome(snapshot, 'click the Action dropdown', hints)).toEqual({ rule: 'menu-button', actions: [`click ${toggle.ref}`] });
    expect(outcome(snapshot, 'open the Action menu', hints)).toEqual({ rule: 'menu-button', actions: [`click ${toggle.ref}`] });
    // Both parts hold hidden menus: which one is meant is not known.
    const both: PageHints = { ...facts(snapshot), hidden: new Map([[withMenu.ref!, [item('a'), item('b')]], [withField.ref!, [item('c'), item('d')]]]) };
    expect(outcome(snapshot, 'click the Action dropdown', both)).toMatch(/2 controls named "action" open menus/);
  });
});
