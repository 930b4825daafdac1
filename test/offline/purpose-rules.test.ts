/**
 * Parts and controls named by their kind or their purpose (issue 25, the fourth batch's part B
 * hand-overs), on built trees of our own (a dashboard's cards, a wizard, a settings page), not the
 * Bootstrap or Shepherd markup: part-close, verb-object, search-verb, sort-choice, a native select
 * chosen by a value said before its field (listbox-pick), a tab chosen in a group named by its
 * heading (choice-group), a disclosure named by its topic (toggle-by-state). Each with the
 * hand-overs where the page does not say it.
 */
import { describe, expect, it } from 'vitest';
import { n, page, facts, outcome } from '../support/built-tree.js';
import { resolveAction } from '../../src/engine/offline/index.js';

describe('part-close', () => {
  it('dismisses the one alert by its own closing control, judged by that control going', () => {
    const close = n('button', 'Dismiss');
    const snapshot = page(n('navigation', 'Main', [n('link', 'Home'), n('button', 'Close menu')]), n('alert', undefined, [n('heading', 'Saved', [], { level: 4 }), close]));
    expect(outcome(snapshot, 'dismiss the alert')).toEqual({ rule: 'part-close', actions: [`click ${close.ref}`] });
    const d = resolveAction('act', 'dismiss the alert', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]!.effect).toEqual({ region: { ref: expect.any(String), shown: false } });
  });

  it('closes a card named by its name or heading with the × in it, not a neighbour\'s', () => {
    const sales = n('button', '×');
    const snapshot = page(n('region', 'Sales', [n('heading', 'Sales', [], { level: 3 }), sales]), n('region', 'Visitors', [n('heading', 'Visitors', [], { level: 3 }), n('button', '×')]));
    expect(outcome(snapshot, 'close the Sales panel')).toEqual({ rule: 'part-close', actions: [`click ${sales.ref}`] });
    const filters = n('button', 'Close');
    const aside = page(n('complementary', undefined, [n('heading', 'Filters', [], { level: 2 }), filters, n('checkbox', 'On sale')]), n('button', 'Close'));
    expect(outcome(aside, 'close the Filters panel')).toEqual({ rule: 'part-close', actions: [`click ${filters.ref}`] });
  });

  it('knows a dialog by what its closing control says it closes, and closes it "without saving" by its ×', () => {
    const closeTour = n('button', 'Close tour');
    const tour = page(n('dialog', 'Step 3: invite people', [closeTour, n('button', 'Back'), n('button', 'Next')]));
    expect(outcome(tour, 'close the tour dialog')).toEqual({ rule: 'part-close', actions: [`click ${closeTour.ref}`] });
    const x = n('button', 'Close', [], { text: '✕' });
    const edit = page(n('dialog', 'Edit profile', [x, n('textbox', 'Name'), n('button', 'Save'), n('button', 'Close')]));
    expect(outcome(edit, 'close the dialog without saving')).toEqual({ rule: 'part-close', actions: [`click ${x.ref}`] });
  });

  it('hands over with two alerts, an alert with no closing control, or two parts that share the name\'s word', () => {
    const two = page(n('alert', undefined, [n('button', 'Close')]), n('alert', undefined, [n('button', 'Close')]));
    expect(outcome(two, 'dismiss the alert')).toMatch(/2 parts could be the alert.*say which/);
    const none = page(n('alert', undefined, [n('heading', 'Trial ends soon', [], { level: 4 })]), n('button', 'Close'));
    expect(outcome(none, 'dismiss the alert')).toMatch(/has no control that closes it/);
    const alike = page(n('region', 'Sales report', [n('button', 'Close')]), n('region', 'Sales forecast', [n('button', 'Close')]));
    expect(outcome(alike, 'close the Sales panel')).toMatch(/2 parts could be the "sales" panel/);
    // A toast and an alert on one page: "toast" is no role, and both are alerts.
    expect(outcome(two, 'dismiss the toast')).toMatch(/2 parts could be the toast/);
  });
});

describe('verb-object', () => {
  const wizard = () => {
    const finish = n('button', 'Finish');
    const next = n('button', 'Next');
    const dialog = n('dialog', 'All set', [n('button', 'Close tour'), n('button', 'Back'), finish, next]);
    return { finish, next, snapshot: page(n('banner', undefined, [n('button', 'Finish setup'), n('button', 'Take the quiz')]), dialog) };
  };

  it('clicks the control named by the verb\'s sense in the part the noun names', () => {
    const { finish, next, snapshot } = wizard();
    expect(outcome(snapshot, 'finish the tour')).toEqual({ rule: 'verb-object', actions: [`click ${finish.ref}`] });
    expect(outcome(snapshot, 'continue the tour')).toEqual({ rule: 'verb-object', actions: [`click ${next.ref}`] });
  });

  it('clicks the control named by the sense and the noun ("Start tour", "New project")', () => {
    const start = n('link', 'Start tour');
    const create = n('button', 'New project');
    const snapshot = page(start, n('button', 'New folder'), create, n('button', 'Open project'));
    expect(outcome(snapshot, 'restart the tour')).toEqual({ rule: 'verb-object', actions: [`click ${start.ref}`] });
    expect(outcome(snapshot, 'take the tour')).toEqual({ rule: 'verb-object', actions: [`click ${start.ref}`] });
    // Every word said must be in the name: "product" is not.
    expect(outcome(snapshot, 'take the product tour')).not.toHaveProperty('rule', 'verb-object');
    expect(outcome(snapshot, 'create a new project')).toEqual({ rule: 'verb-object', actions: [`click ${create.ref}`] });
  });

  it('chooses a choice named by the verb in the group the noun names ("center the text")', () => {
    const center = n('radio', 'Center');
    const snapshot = page(n('group', 'Text alignment', [n('radio', 'Left', [], { checked: true }), center, n('radio', 'Right')]), n('group', 'Image position', [n('radio', 'Center')]));
    expect(outcome(snapshot, 'center the text')).toEqual({ rule: 'verb-object', actions: [`check ${center.ref}`] });
    const chosen = page(n('group', 'Text alignment', [n('radio', 'Left'), n('radio', 'Center', [], { checked: true })]));
    expect(outcome(chosen, 'center the text')).toMatch(/chosen already/);
  });

  it('hands over when the part does not say the noun, or two controls do it', () => {
    const checkout = page(n('dialog', 'Checkout', [n('button', 'Back'), n('button', 'Finish')]), n('button', 'Start tour'));
    expect(outcome(checkout, 'finish the tour')).not.toHaveProperty('rule', 'verb-object');
    const two = page(n('toolbar', 'Projects', [n('button', 'New project')]), n('link', 'New project'));
    expect(outcome(two, 'create a new project')).toMatch(/2 controls create the new project/);
    const image = page(n('group', 'Image position', [n('radio', 'Left'), n('radio', 'Center')]));
    expect(outcome(image, 'center the text')).not.toHaveProperty('rule', 'verb-object');
  });
});

describe('search-verb', () => {
  it('types into the page\'s one search box and presses Enter in it', () => {
    const box = n('searchbox', 'Search the shop');
    const snapshot = page(n('search', undefined, [box, n('button', 'Go')]), n('textbox', 'Email'));
    expect(outcome(snapshot, 'search for "desk lamp"', facts(snapshot, [[box, { tag: 'input', form: 'submits' }]]))).toEqual({ rule: 'search-verb', actions: [`type ${box.ref} desk lamp`, `press ${box.ref} Enter`] });
    // Enter would not submit its form: the search would not run.
    expect(outcome(snapshot, 'search for lamp', facts(snapshot, [[box, { tag: 'input', form: 'inert' }]]))).toMatch(/Enter does not submit/);
  });

  it('takes the search box of the part the step names, and hands over between two', () => {
    const projects = n('textbox', 'Filter projects');
    const snapshot = page(projects, n('textbox', 'Filter people'));
    expect(outcome(snapshot, 'search projects for "data"', facts(snapshot, [[projects, { tag: 'input', form: 'none' }]]))).toEqual({ rule: 'search-verb', actions: [`type ${projects.ref} data`, `press ${projects.ref} Enter`] });
    expect(outcome(snapshot, 'search for data')).toMatch(/2 search boxes/);
    expect(outcome(snapshot, 'search invoices for data')).toMatch(/no search box of "invoices"/);
  });
});

describe('a value said before its field, and a sort list', () => {
  const options = (...names: string[]) => names.map((o) => n('option', o));
  it('chooses the value in the native select the step names ("select Team as the plan")', () => {
    const plan = n('combobox', 'Plan', options('Free', 'Pro', 'Team'));
    const snapshot = page(n('textbox', 'Name'), plan, n('combobox', 'Team size', options('1', '2-10')));
    expect(outcome(snapshot, 'select Team as the plan')).toEqual({ rule: 'listbox-pick', actions: [`selectOption ${plan.ref} Team`] });
    expect(outcome(snapshot, 'choose Gold as the plan')).toMatch(/"Gold" is not one of the options/);
  });

  it('sorts through the select labelled as a sort, by an option it offers', () => {
    const sort = n('combobox', 'Order results', options('Relevance', 'Price: low to high', 'Price: high to low'));
    const snapshot = page(n('combobox', 'Colour', options('Price: low to high')), sort);
    expect(outcome(snapshot, 'sort by Price: low to high')).toEqual({ rule: 'sort-choice', actions: [`selectOption ${sort.ref} Price: low to high`] });
    expect(outcome(snapshot, 'sort by rating')).toMatch(/no sort list offers "rating"/);
  });
});

describe('a group named by its heading, a disclosure by its topic', () => {
  it('switches the tabs under a heading to the one named', () => {
    const yearly = n('tab', 'Yearly');
    const snapshot = page(n('heading', 'Billing', [], { level: 2 }), n('tablist', undefined, [n('tab', 'Monthly', [], { selected: true }), yearly]), n('heading', 'Reports', [], { level: 2 }), n('tablist', undefined, [n('tab', 'Weekly'), n('tab', 'Yearly')]));
    expect(outcome(snapshot, 'switch the billing to Yearly')).toEqual({ rule: 'choice-group', actions: [`click ${yearly.ref}`] });
  });

  it('collapses the one disclosure whose name holds the topic; two, or one in that state, hand over', () => {
    const delivery = n('button', 'When will my delivery arrive?', [], { expanded: true });
    const faq = page(n('heading', 'Help', [], { level: 2 }), delivery, n('button', 'Can I pay later?', [], { expanded: false }), n('button', 'Track delivery'));
    expect(outcome(faq, 'collapse the delivery question')).toEqual({ rule: 'toggle-by-state', actions: [`click ${delivery.ref}`] });
    expect(outcome(faq, 'expand the delivery question')).toMatch(/expanded already/);
    const two = page(n('button', 'When will my delivery arrive?', [], { expanded: true }), n('button', 'Can I change the delivery address?', [], { expanded: true }));
    expect(outcome(two, 'collapse the delivery question')).toMatch(/2 sections say "delivery"/);
  });
});
