/**
 * Phrasings testers use for controls the page names plainly, on built trees (no browser): each
 * rule resolves the phrasing it is for, and hands over when the page leaves a doubt.
 */
import { describe, expect, it } from 'vitest';
import { parseSteps, resolveAction } from '../../src/engine/offline/index.js';
import type { PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';
import { did, facts, n, page } from '../support/built-tree.js';

const label = (t: string) => n('generic', undefined, [], { text: t });
/** A card: a title heading and its body. */
const card = (title: string, ...body: SnapshotNode[]) => n('generic', undefined, [n('heading', title, [], { level: 3 }), n('generic', undefined, body)]);

describe('the whole step as a name, said as a sentence', () => {
  it('reads a label with the articles people add ("launch the large modal")', () => {
    const large = n('button', 'Launch Large Modal');
    const snapshot = page(n('button', 'Launch Default Modal'), large, n('button', 'Launch Small Modal'));
    expect(did(snapshot, 'launch the large modal')).toEqual([`click ${large.ref}`]);
    // Only articles are left out: every other word must be in the name.
    expect(did(snapshot, 'launch the modal')).toMatch(/^handover/);
    expect(did(snapshot, 'launch a very large modal')).toMatch(/^handover/);
  });
});

describe('verbs that bring up a view', () => {
  it('clicks the tab or link that shows it ("show the timeline", "back to Activity")', () => {
    const activity = n('tab', 'Activity');
    const timeline = n('tab', 'Timeline');
    const snapshot = page(n('tablist', undefined, [activity, timeline, n('tab', 'Settings')]));
    expect(did(snapshot, 'show the timeline')).toEqual([`click ${timeline.ref}`]);
    expect(did(snapshot, 'back to Activity')).toEqual([`click ${activity.ref}`]);
    expect(did(snapshot, 'view the Settings tab')).toEqual([`click ${snapshot.nodes[0]!.children[0]!.children[2]!.ref}`]);
  });

  it('hands over "go back" (the browser\'s back) and a view that two links show', () => {
    expect(parseSteps('go back to Activity')).toEqual([]);
    const snapshot = page(n('link', 'Timeline'), n('link', 'Timeline'));
    expect(did(snapshot, 'show the timeline')).toMatch(/^handover/);
  });
});

describe('where a control is, said as a possessive or before its quoted name', () => {
  it('reads "the Billing section\'s Street" as the Street field in the Billing section', () => {
    const billing = n('textbox', 'Street');
    const snapshot = page(card('Shipping', n('textbox', 'Street')), card('Billing', billing));
    expect(did(snapshot, "fill the Billing section's Street with Main St")).toEqual([`fill ${billing.ref} Main St`]);
    expect(did(snapshot, "fill the Billing's Street with Main St")).toEqual([`fill ${billing.ref} Main St`]);
    // A part that is not on the page: no guess between the two.
    expect(did(snapshot, "fill the Invoice's Street with Main St")).toMatch(/^handover/);
  });

  it('keeps a name with an apostrophe whole when the page has it ("Today\'s deals")', () => {
    const deals = n('link', "Today's deals");
    const snapshot = page(card('Today', n('link', 'Deals')), deals);
    expect(did(snapshot, "click Today's deals")).toEqual([`click ${deals.ref}`]);
  });

  it('reads words before a quoted name as its part of the page: the Toastr "Launch Success Toast" button', () => {
    const toastr = n('button', 'Launch Success Toast');
    const snapshot = page(card('SweetAlert2 Examples', n('button', 'Launch Success Toast')), card('Toastr Examples', toastr));
    expect(did(snapshot, 'click the Toastr "Launch Success Toast" button')).toEqual([`click ${toastr.ref}`]);
    expect(did(snapshot, 'click the Bootstrap "Launch Success Toast" button')).toMatch(/^handover/);
    // Words that are not a place ("the new "Save" button"'s "new" is not on the page) hand over.
    expect(did(page(n('button', 'Save'), n('button', 'Save')), 'click the new "Save" button')).toMatch(/^handover/);
  });
});

describe('a card named by its title', () => {
  it('looks in the card whose title it is, not at a sidebar link of the same words', () => {
    const first = n('checkbox');
    const snapshot = page(
      n('navigation', undefined, [n('list', undefined, [n('listitem', undefined, [n('link', 'General Elements')])])]),
      card('General Elements', n('generic', undefined, [first, label('Checkbox')]), n('generic', undefined, [n('checkbox', undefined, [], { checked: true }), label('Checkbox checked')])),
      card('Custom Elements', n('checkbox', 'Custom Checkbox')),
    );
    expect(did(snapshot, 'check the first checkbox in the General Elements card')).toEqual([`check ${first.ref}`]);
  });

  it('still hands over when two places of those words each hold a match', () => {
    const snapshot = page(card('Settings', n('button', 'Save')), n('generic', undefined, [n('paragraph', undefined, [label('Settings')]), n('button', 'Save')]));
    expect(did(snapshot, 'click Save in Settings')).toMatch(/^handover/);
  });
});

describe('a box and the text beside it', () => {
  const row = (box: SnapshotNode, text: string) => n('generic', undefined, [box, label(text)]);

  it('names a nameless radio or checkbox by its text when the step means a box ("the Radio option")', () => {
    const radio = n('radio');
    const snapshot = page(card('General Elements', row(radio, 'Radio'), row(n('radio', undefined, [], { checked: true }), 'Radio checked'), row(n('radio', undefined, [], { disabled: true }), 'Radio disabled')));
    expect(did(snapshot, 'select the Radio option in General Elements')).toEqual([`click ${radio.ref}`]);
    expect(did(snapshot, 'check Radio')).toEqual([`check ${radio.ref}`]);
  });

  it('keeps a plain click or double-click on the text itself (a list row\'s text edits the row)', () => {
    const text = label('feed the cat');
    const snapshot = page(n('list', undefined, [n('listitem', undefined, [n('generic', undefined, [n('checkbox'), text])])]));
    expect(did(snapshot, 'double-click "feed the cat"')).toEqual([`doubleClick ${text.ref}`]);
  });

  it('reads a box and its clickable label as one control ("click Remember Me")', () => {
    const box = n('checkbox', 'Remember Me');
    const snapshot = page(n('generic', undefined, [box, n('generic', undefined, [], { text: 'Remember Me', cursor: 'pointer' })]));
    expect(did(snapshot, 'click Remember Me')).toEqual([`click ${box.ref}`]);
    // Two boxes of the same name stay two.
    const two = page(n('generic', undefined, [n('checkbox', 'Remember Me'), n('generic', undefined, [], { text: 'Remember Me', cursor: 'pointer' })]), n('checkbox', 'Remember Me'));
    expect(did(two, 'click Remember Me')).toMatch(/^handover/);
  });
});

describe('what a control shows', () => {
  it('finds a button by the sign it shows when its name is for screen readers ("×" named "Close")', () => {
    const cross = n('button', 'Close', [], { text: '×' });
    const footer = n('button', 'Close');
    const snapshot = page(n('dialog', 'Default Modal', [n('heading', 'Default Modal', [], { level: 4 }), cross, footer, n('button', 'Save changes')]));
    expect(did(snapshot, 'click the × in the dialog')).toEqual([`click ${cross.ref}`]);
    // "Close" names the × and the footer button alike: both close this dialog (rule dialog-close), the one that shows the word is clicked.
    expect(did(snapshot, 'click Close')).toEqual([`click ${footer.ref}`]);
    // A field's text is its value, not a name.
    expect(did(page(n('textbox', 'Notes', [], { text: 'hello' }), n('textbox', 'Title')), 'fill hello with x')).toMatch(/^handover/);
  });
});

describe('a name a long label only says', () => {
  it('takes the one control of the kind asked for whose label says a phrase of several words', () => {
    const colors = n('checkbox', 'Toggle this custom switch element with custom colors danger/success');
    const snapshot = page(n('checkbox', 'Toggle this custom switch element'), colors, n('checkbox', 'Custom Checkbox with custom color'));
    expect(did(snapshot, 'turn on the switch with custom colors')).toEqual([`check ${colors.ref}`]);
    // Two labels say it: no guess.
    const two = page(colors, n('checkbox', 'Another element with custom colors and more words'));
    expect(did(two, 'turn on the switch with custom colors')).toMatch(/^handover/);
  });

  it('takes one word only at the start of a label ("Flat" for "Flat .rounded-0"), and never over a developer-given name', () => {
    const flat = n('combobox', 'Flat .rounded-0', ['Value 1', 'Value 2', 'Value 3'].map((o) => n('option', o)));
    const other = n('combobox', 'Bottom Border only .form-control-border', [n('option', 'Value 3')]);
    const snapshot = page(other, flat);
    expect(did(snapshot, 'select "Value 3" in the Flat dropdown')).toEqual([`selectOption ${flat.ref} Value 3`]);
    // The facts are read first: another control may be called so by its developers.
    const first = resolveAction('act', 'select "Value 3" in the Flat dropdown', snapshot);
    expect(!first.resolved && first.needs?.facts).toContain(other.ref);
    expect(did(snapshot, 'select "Value 3" in the Flat dropdown', 'act', facts(snapshot, [[other, { attrs: { id: 'flat-select' } }]]))).toMatch(/^handover/);
    // "name" in the middle of "Company name" is not a field called Name.
    expect(did(page(n('textbox', 'Company name'), n('textbox', 'Email')), 'fill the Name field with Ann')).toMatch(/^handover/);
  });

  it('ticks the one box a consent names ("accept the terms"), and hands over when several say it', () => {
    const terms = n('checkbox', 'I agree to the terms');
    expect(did(page(n('checkbox', 'Remember me'), terms), 'accept the terms')).toEqual([`check ${terms.ref}`]);
    const conditions = n('checkbox', 'I agree to the terms and conditions');
    expect(did(page(conditions), 'agree to the terms and conditions')).toEqual([`check ${conditions.ref}`]);
    expect(did(page(terms, n('checkbox', 'I have read the terms of delivery')), 'accept the terms')).toMatch(/^handover/);
    expect(did(page(n('button', 'Accept cookies')), 'accept the terms')).toMatch(/^handover/);
  });
});

describe('counting things a label only says', () => {
  it('counts the fields that say the name when none is called so exactly ("the first comment field")', () => {
    const first = n('textbox', 'Type a comment');
    const snapshot = page(first, n('textbox', 'Response'), n('textbox', 'Type a comment'));
    expect(did(snapshot, 'fill the first comment field with "Great post!"')).toEqual([`fill ${first.ref} Great post!`]);
  });

  it('counts a role word\'s own role only: "the first custom switch" is no "Custom Checkbox"', () => {
    const toggle = n('checkbox', 'Toggle this custom switch element');
    const snapshot = page(n('checkbox', 'Custom Checkbox'), toggle, n('checkbox', 'Disabled custom switch element', [], { disabled: true }));
    expect(did(snapshot, 'turn on the first custom switch')).toEqual([`check ${toggle.ref}`]);
    const boxesOnly = page(n('checkbox', 'Custom Checkbox'), n('checkbox', 'Toggle this element'));
    expect(did(boxesOnly, 'turn on the first custom switch')).toMatch(/^handover/);
    // A quoted name is counted exactly.
    expect(did(page(n('button', 'Save draft'), n('button', 'Save draft')), 'click the second "Save" button')).toMatch(/^handover/);
  });
});

describe('submitting a form by its name', () => {
  /** Facts for submit buttons: the form each submits and the names of the form and its ancestors. */
  const submits = (snapshot: ReturnType<typeof page>, buttons: [SnapshotNode, number, Record<string, string>[]][]): PageHints => {
    const hints = facts(snapshot);
    const known = new Map(hints.facts);
    for (const [button, form, context] of buttons) known.set(button.ref!, { tag: 'button', attrs: {}, submits: { form, context } });
    return { ...hints, facts: known };
  };

  it('clicks the one submit button of the form its ancestors name ("submit the login form")', () => {
    const signIn = n('button', 'Sign In');
    const snapshot = page(n('textbox', 'Email'), signIn, n('button', 'Toggle menu'), n('link', 'Home'));
    const hints = submits(snapshot, [[signIn, 0, [{}, { class: 'card-body login-card-body' }, { class: 'login-box' }]]]);
    expect(did(snapshot, 'submit the login form', 'act', hints)).toEqual([`click ${signIn.ref}`]);
    expect(did(snapshot, 'submit the form', 'act', hints)).toEqual([`click ${signIn.ref}`]);
    // Which buttons submit is read from the page first (and only that: the whole step as a
    // link's name is a fallback, tried once the plain reading is known to find nothing).
    expect(resolveAction('act', 'submit the login form', snapshot)).toMatchObject({ resolved: false, needs: { facts: [signIn.ref, snapshot.nodes[0]!.children[2]!.ref] } });
    expect(did(snapshot, 'submit the payment form', 'act', hints)).toMatch(/^handover/);
  });

  it('finds the form under a heading ("the Quick Example form"), and hands over two forms or two submit buttons', () => {
    const submit = n('button', 'Submit');
    const signIn = n('button', 'Sign in');
    const cancel = n('button', 'Cancel');
    const snapshot = page(card('Quick Example', n('textbox', 'Email'), submit), card('Horizontal Form', n('textbox', 'Email'), signIn, cancel));
    const hints = submits(snapshot, [[submit, 0, [{}]], [signIn, 1, [{ class: 'form-horizontal' }]], [cancel, 1, [{ class: 'form-horizontal' }]]]);
    expect(did(snapshot, 'submit the Quick Example form', 'act', hints)).toEqual([`click ${submit.ref}`]);
    expect(did(snapshot, 'submit the form', 'act', hints)).toMatch(/2 forms/);
    expect(did(snapshot, 'submit the Horizontal Form form', 'act', hints)).toMatch(/2 submit buttons/);
  });
});

describe('a page by the address its link leads to', () => {
  it('clicks the link to login.html for "go to the login page" when no control shows the name', () => {
    const member = n('link', 'I already have a membership', [], { url: '../examples/login.html' });
    const snapshot = page(n('link', 'terms', [], { url: '#' }), member, n('link', 'Home', [], { url: '/' }));
    expect(did(snapshot, 'go to the login page')).toEqual([`click ${member.ref}`]);
    // Two links to the same page are one way there; to two pages, a doubt.
    const same = page(member, n('link', 'Sign in', [], { url: '../examples/login.html#top' }));
    expect(did(same, 'go to the login page')).toEqual([`click ${member.ref}`]);
    expect(did(page(member, n('link', 'Admin', [], { url: '/admin/login' })), 'go to the login page')).toMatch(/^handover/);
    // Only for a page, and never a mail address.
    expect(did(snapshot, 'go to login')).toMatch(/^handover/);
    expect(did(page(n('link', 'Write us', [], { url: 'mailto:login@example.com' })), 'go to the login page')).toMatch(/^handover/);
  });

  it('never goes "to the login page" from the login page (its "Login" button leads on, to the dashboard)', () => {
    const nodes = () => [n('textbox', 'Email'), n('link', 'Login', [], { url: 'index.html' }), n('link', 'Create an Account!', [], { url: 'register.html' })];
    const onLogin = fromNodes('http://127.0.0.1/app/login.html?next=%2F', [n('generic', undefined, nodes())]);
    expect(did(onLogin, 'go to the login page')).toMatch(/^handover/);
    expect(did(onLogin, 'open the Login page')).toMatch(/^handover/);
    // Elsewhere the same link is the way there, and a plain click is what it says.
    const elsewhere = fromNodes('http://127.0.0.1/app/register.html', [n('generic', undefined, nodes())]);
    const login = elsewhere.nodes[0]!.children[1]!;
    expect(did(elsewhere, 'go to the login page')).toEqual([`click ${login.ref}`]);
    expect(did(onLogin, 'click Login')).toEqual([`click ${onLogin.nodes[0]!.children[1]!.ref}`]);
  });
});

describe('a caption beside a field named only by its placeholder', () => {
  const group = (caption: string, field: SnapshotNode) => n('generic', undefined, [label(caption), field]);

  it('fills the field under "Text" or "Textarea" once the page says the field has no label of its own', () => {
    const text = n('textbox', 'Enter ...');
    const area = n('textbox', 'Enter ...');
    const labelled = n('textbox', 'Enter ...');
    const snapshot = page(group('Text', text), group('Textarea', area), group('Notes', labelled), n('textbox', 'Search'));
    const hints = facts(snapshot);
    const known = new Map(hints.facts);
    for (const field of [text, area]) known.set(field.ref!, { tag: 'input', attrs: {}, labelled: false });
    known.set(labelled.ref!, { tag: 'input', attrs: {}, labelled: true });
    const withLabels = { ...hints, facts: known };
    expect(did(snapshot, 'type hello in the Text field', 'act', withLabels)).toEqual([`type ${text.ref} hello`]);
    expect(did(snapshot, 'fill the Textarea with "Some notes"', 'act', withLabels)).toEqual([`fill ${area.ref} Some notes`]);
    // The page is asked first; a field with a label of its own keeps its name.
    const asked = resolveAction('act', 'type hello in the Text field', snapshot);
    expect(!asked.resolved && asked.needs?.facts).toContain(text.ref);
    expect(did(snapshot, 'fill Notes with x', 'act', withLabels)).toMatch(/^handover/);
  });
});

describe('sorting a table by a column', () => {
  const header = (label: string) => n('columnheader', `${label}: activate to sort column ascending`, [], { text: label, cursor: 'pointer' });
  const age = header('Age');
  const office = header('Office');
  const snapshot = page(
    n('table', undefined, [n('row', undefined, [header('Name'), office, age]), n('row', undefined, [n('cell', 'Ann'), n('cell', 'Tokyo'), n('cell', '33')])]),
    n('button', 'Age'),
  );

  it('clicks the header of the column: "sort by Age", "sort the table by the Office column", "the Age column header"', () => {
    expect(did(snapshot, 'sort by Age')).toEqual([`click ${age.ref}`]);
    expect(did(snapshot, 'sort the table by the Office column')).toEqual([`click ${office.ref}`]);
    expect(did(snapshot, 'click the Age column header')).toEqual([`click ${age.ref}`]);
  });

  it('hands over an order it cannot see, and a column that is not there', () => {
    expect(did(snapshot, 'sort by age in descending order')).toMatch(/^handover/);
    expect(did(snapshot, 'sort by Salary')).toMatch(/^handover/);
    // Without a column word "Age" is the header and the button alike.
    expect(did(snapshot, 'click Age')).toMatch(/^handover/);
  });
});

describe('a field whose name asks for its value', () => {
  it('reads "Enter Email Address..." as the email field, and still hands over a near rival', () => {
    const email = n('textbox', 'Enter Email Address...');
    const snapshot = page(email, n('textbox', 'Password'));
    expect(did(snapshot, 'type admin@example.com into the email field')).toEqual([`type ${email.ref} admin@example.com`]);
    expect(did(snapshot, 'fill the email with "a@b.c"')).toEqual([`fill ${email.ref} a@b.c`]);
    // Two fields that say email: a doubt.
    const two = page(n('textbox', 'Enter your email'), n('textbox', 'Type your email'));
    expect(did(two, 'type a@b.c into the email field')).toMatch(/^handover/);
  });
});
