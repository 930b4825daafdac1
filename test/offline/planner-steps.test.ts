/**
 * General kinds from a planner's steps (frappe-gantt's hand-overs, made general), on built trees of
 * our own (a newsletter planner, a shop's stock table): an option said as an activity to stop or
 * start ("stop sending reminders", rule gerund-toggle); "clear the form" for the Clear button of the
 * part that holds the fields (verb-object); a column said by its value's kind ("sort by due date"
 * for "Due") or "by name" for the column titled by what is sorted (column-sort); a report's view by
 * period ("show the report by month", calendar-view); "fill X in the row for Y with V" (grid-cell),
 * whose field is left after filling so the table takes the value; a click whose page handler
 * outruns the step's time on a busy page (perform.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { pressLanded } from '../../src/engine/methods/perform.js';
import { n, page, facts, outcome, text } from '../support/built-tree.js';

describe('an option said as an activity to stop or start (gerund-toggle)', () => {
  function settings() {
    const reminders = n('checkbox', 'Send reminders', [], { checked: true });
    const digest = n('switch', 'Show weekly digest', [], { checked: false });
    const archive = n('checkbox', 'Archive old issues', [], { checked: false });
    const snapshot = page(n('group', 'Newsletter', [reminders, digest, archive]));
    return { snapshot, reminders, digest, archive };
  }

  it('unticks the option for "stop", ticks it for "start", whatever the verb\'s form', () => {
    const { snapshot, reminders, digest, archive } = settings();
    expect(outcome(snapshot, 'stop sending reminders')).toEqual({ rule: 'gerund-toggle', actions: [`uncheck ${reminders.ref}`] });
    expect(outcome(snapshot, 'start showing the weekly digest')).toEqual({ rule: 'gerund-toggle', actions: [`check ${digest.ref}`] });
    expect(outcome(snapshot, 'begin archiving old issues')).toEqual({ rule: 'gerund-toggle', actions: [`check ${archive.ref}`] });
  });

  it('presses a toggle button the way asked, and hands over one already so', () => {
    const loop = n('button', 'Loop playlist', [], { pressed: false });
    const snapshot = page(n('toolbar', 'Player', [loop, n('button', 'Shuffle', [], { pressed: true })]));
    const hints = facts(snapshot, [[loop, { tag: 'button', attrs: {}, pressed: false }]]);
    expect(outcome(snapshot, 'start looping the playlist', hints)).toEqual({ rule: 'gerund-toggle', actions: [`click ${loop.ref}`] });
    expect(outcome(snapshot, 'stop looping the playlist', hints)).toMatch(/not pressed already/);
  });

  it('takes no option whose words differ, and hands over two that say the same', () => {
    const { snapshot } = settings();
    expect(outcome(snapshot, 'stop sending invoices')).not.toHaveProperty('actions');
    expect(outcome(snapshot, 'stop sending')).not.toHaveProperty('actions');
    const twice = page(n('group', 'Email', [n('checkbox', 'Send reminders', [], { checked: true })]), n('group', 'SMS', [n('checkbox', 'Send reminder', [], { checked: true })]));
    expect(outcome(twice, 'stop sending reminders')).toMatch(/2 options say "sending reminders"/);
  });
});

describe('"clear the form" (verb-object)', () => {
  const field = (name: string) => n('textbox', name);

  it('clicks the Clear (or Reset) button of the one part that holds fields', () => {
    const clear = n('button', 'Clear');
    const snapshot = page(n('region', 'New issue', [n('heading', 'New issue'), field('Title'), field('Send date'), n('button', 'Schedule'), clear]), n('button', 'Help'));
    expect(outcome(snapshot, 'clear the form')).toEqual({ rule: 'verb-object', actions: [`click ${clear.ref}`] });
    expect(outcome(snapshot, 'reset the form')).toEqual({ rule: 'verb-object', actions: [`click ${clear.ref}`] });
  });

  it('hands over two forms with a Clear each, and a part with one field is no form', () => {
    const two = page(n('region', 'Billing', [field('Street'), field('City'), n('button', 'Clear')]), n('region', 'Shipping', [field('Street'), field('City'), n('button', 'Clear')]));
    expect(outcome(two, 'clear the form')).not.toHaveProperty('actions');
    const search = page(n('search', 'Site', [n('searchbox', 'Search'), n('button', 'Clear')]));
    expect(outcome(search, 'clear the form')).not.toHaveProperty('actions');
  });
});

describe('a column said by the kind of its values or by what is sorted (column-sort)', () => {
  function stock(dues: string[]) {
    const product = n('columnheader', 'Product', [], { ref: 'h1' });
    const due = n('columnheader', 'Due', [], { ref: 'h2' });
    const qty = n('columnheader', 'Qty', [], { ref: 'h3' });
    const rows = ['Pens', 'Ink', 'Paper'].map((p, i) => n('row', undefined, [n('cell', p), n('cell', dues[i]!), n('cell', String(i + 4))]));
    const snapshot = page(n('table', 'Stock', [n('row', undefined, [product, due, qty]), ...rows]));
    const hints = facts(snapshot, [[product, { tag: 'th', attrs: {}, sort: 'none' }], [due, { tag: 'th', attrs: {}, sort: 'none' }], [qty, { tag: 'th', attrs: {}, sort: 'ascending' }]]);
    return { snapshot, hints, product, due };
  }

  it('"sort by due date" clicks the Due column when it shows dates; "sort the products by name" the Product column', () => {
    const { snapshot, hints, product, due } = stock(['2026-12-01', '2026-12-09', '2027-01-04']);
    expect(outcome(snapshot, 'sort by due date', hints)).toMatchObject({ rule: 'column-sort', actions: [`click ${due.ref}`] });
    expect(outcome(snapshot, 'sort the products by name', hints)).toMatchObject({ rule: 'column-sort', actions: [`click ${product.ref}`] });
  });

  it('hands over "due date" for a Due column that shows no dates, and "by name" with nothing said before it', () => {
    const { snapshot, hints } = stock(['soon', 'later', 'never']);
    expect(outcome(snapshot, 'sort by due date', hints)).not.toHaveProperty('actions');
    expect(outcome(snapshot, 'sort by name', hints)).not.toHaveProperty('actions');
  });
});

describe('a report shown by a period (calendar-view)', () => {
  it('"show the report by month" presses the view switcher\'s Month', () => {
    const month = n('button', 'Month', [], { pressed: false });
    const snapshot = page(n('group', 'Period', [n('button', 'Week', [], { pressed: true }), month, n('button', 'Quarter')]), text('Sales'));
    expect(outcome(snapshot, 'show the report by month')).toMatchObject({ actions: [`click ${month.ref}`] });
  });

  it('hands over a period the switcher does not offer', () => {
    const snapshot = page(n('group', 'Period', [n('button', 'Week', [], { pressed: true }), n('button', 'Month')]));
    expect(outcome(snapshot, 'show the report by year')).not.toHaveProperty('actions');
  });
});

describe('"fill X in the row for Y with V" (grid-cell)', () => {
  it('fills the row\'s field and leaves it, so the table takes the value', () => {
    const header = n('row', undefined, [n('columnheader', 'Item'), n('columnheader', 'Qty')]);
    const pens = n('spinbutton', 'Qty of Pens');
    const ink = n('spinbutton', 'Qty of Ink');
    const snapshot = page(n('table', 'Order', [header, n('row', undefined, [n('cell', 'Pens'), n('cell', undefined, [pens])]), n('row', undefined, [n('cell', 'Ink'), n('cell', undefined, [ink])])]));
    expect(outcome(snapshot, 'fill Qty in the row for Ink with 3')).toEqual({ rule: 'grid-cell', actions: [`fill ${ink.ref} 3`, `blur ${ink.ref}`] });
  });
});

describe('"add the <thing> to the <place>" (add-named)', () => {
  it('clicks the one button named by the verb with the thing, the place or both', () => {
    const toCart = n('button', 'Add to cart');
    const shop = page(n('heading', 'Trail shoes'), text('89.00'), toCart, n('button', 'Add to wishlist'));
    expect(outcome(shop, 'add the item to the cart')).toEqual({ rule: 'add-named', actions: [`click ${toCart.ref}`] });
    const addIssue = n('button', '+ Add issue');
    const planner = page(n('region', 'New issue', [n('textbox', 'Title'), addIssue, n('button', 'Clear')]));
    expect(outcome(planner, 'add the issue to the schedule')).toEqual({ rule: 'add-named', actions: [`click ${addIssue.ref}`] });
  });

  it('hands over one such button per product, and a text to add said without "the"', () => {
    const list = page(...['Pens', 'Ink'].map((p) => n('article', p, [n('heading', p), n('button', 'Add to cart')])));
    expect(outcome(list, 'add the item to the cart')).toMatch(/2 controls add the item/);
    const shop = page(n('heading', 'Trail shoes'), n('button', 'Add to cart'));
    expect(outcome(shop, 'add socks to the cart')).not.toEqual(expect.objectContaining({ rule: 'add-named' }));
  });
});

describe('"send the <thing>" in the part that says it (verb-object)', () => {
  it('clicks the Send of the dialog named or headed by the thing, not another Send', () => {
    const send = n('button', 'Send');
    const snapshot = page(n('region', 'Chat', [n('textbox', 'Say something'), n('button', 'Send')]), n('dialog', 'New invitation', [n('heading', 'Invite a guest'), n('textbox', 'Email'), send, n('button', 'Cancel')]));
    expect(outcome(snapshot, 'send the invitation')).toEqual({ rule: 'verb-object', actions: [`click ${send.ref}`] });
  });

  it('hands over when no part says the thing', () => {
    const snapshot = page(n('region', 'Chat', [n('textbox', 'Say something'), n('button', 'Send')]), n('dialog', 'Share', [n('textbox', 'Email'), n('button', 'Send')]));
    expect(outcome(snapshot, 'send the invitation')).not.toHaveProperty('actions');
  });
});

describe('"reply to <who>" (reply-to)', () => {
  const comment = (who: string, said: string) => n('article', undefined, [text(who), text(said), n('button', 'Reply'), n('button', 'Forward')]);

  it('clicks the Reply of the one part that says who', () => {
    const ana = comment('Ana Ruiz', 'Looks good to me.');
    const ben = comment('Ben Okafor', 'Ship it.');
    const snapshot = page(n('region', 'Comments', [ana, ben]));
    const reply = ben.children.find((c) => c.name === 'Reply')!;
    expect(outcome(snapshot, 'reply to Ben Okafor')).toEqual({ rule: 'reply-to', actions: [`click ${reply.ref}`] });
    expect(outcome(snapshot, "respond to Ben Okafor's comment")).toEqual({ rule: 'reply-to', actions: [`click ${reply.ref}`] });
  });

  it('never reads "forward to X" so (X is where it goes), and hands over two parts that say who', () => {
    const snapshot = page(n('region', 'Comments', [comment('Ana Ruiz', 'Looks good.'), comment('Ben Okafor', 'Ship it.')]));
    expect(outcome(snapshot, 'forward to Ben Okafor')).not.toHaveProperty('actions');
    const twice = page(n('region', 'Comments', [comment('Ana Ruiz', 'Looks good.'), comment('Ana Ruiz', 'Also this.')]));
    expect(outcome(twice, 'reply to Ana Ruiz')).toMatch(/2 controls named "reply"/);
  });
});

describe('an item said with its kind word, shown as a link (item-kind)', () => {
  function library() {
    const rows = [['Holidays', 'Folder'], ['Beach.jpg', 'Photo'], ['Scans', 'Folder']].map(([name, kind]) => n('row', undefined, [n('cell', undefined, [n('link', name)]), n('cell', kind)]));
    const snapshot = page(n('button', '+ New folder'), n('table', 'Library', [n('row', undefined, [n('columnheader', 'Name'), n('columnheader', 'Kind')]), ...rows]));
    const link = (i: number) => rows[i]!.children[0]!.children[0]!;
    return { snapshot, link };
  }

  it('clicks the link whose row says the kind ("open the Holidays folder": its Kind cell says Folder)', () => {
    const { snapshot, link } = library();
    expect(outcome(snapshot, 'open the Holidays folder')).toEqual({ rule: 'item-kind', actions: [`click ${link(0).ref}`] });
    expect(outcome(snapshot, 'open the Beach.jpg photo')).toEqual({ rule: 'item-kind', actions: [`click ${link(1).ref}`] });
  });

  it('never takes a link whose row says another kind', () => {
    const { snapshot } = library();
    expect(outcome(snapshot, 'open the Beach.jpg folder')).not.toHaveProperty('actions');
  });

  it('never clicks the title of a tree node drawn without roles for "open the X folder" (it opens by its toggle)', () => {
    const snapshot = page(n('generic', undefined, [n('generic', 'Engineering', [], { ref: 'e1', cursor: 'pointer' }), n('generic', 'Design', [], { ref: 'e2', cursor: 'pointer' })]));
    expect(outcome(snapshot, 'open the Engineering folder')).not.toHaveProperty('actions');
  });
});

describe('a control drawn as a sign, said by its tooltip\'s purpose (title-purpose)', () => {
  function viewer() {
    const info = n('button', 'ⓘ');
    const up = n('button', '↑');
    const zoom = n('button', '⊕');
    const snapshot = page(n('toolbar', 'Photo', [info, up, zoom, n('button', '⊖')]), n('img', 'Beach'));
    const hints = facts(snapshot, [[info, { tag: 'button', attrs: {}, title: 'Show info' }], [up, { tag: 'button', attrs: {}, title: 'Up one level' }], [zoom, { tag: 'button', attrs: {}, title: 'Zoom in' }]]);
    return { snapshot, hints, info, up };
  }

  it('clicks the sign whose tooltip says the step\'s words ("open the info panel", "go up one level")', () => {
    const { snapshot, hints, info, up } = viewer();
    expect(outcome(snapshot, 'open the info panel', hints)).toEqual({ rule: 'title-purpose', actions: [`click ${info.ref}`] });
    expect(outcome(snapshot, 'go up one level', hints)).toEqual({ rule: 'title-purpose', actions: [`click ${up.ref}`] });
  });

  it('never for a step that says more or other words than the tooltip', () => {
    const { snapshot, hints } = viewer();
    expect(outcome(snapshot, 'show the payment info', hints)).not.toHaveProperty('actions');
    expect(outcome(snapshot, 'go up two levels', hints)).not.toHaveProperty('actions');
  });
});

describe('"select everything" (all-items-box)', () => {
  function album() {
    const all = n('checkbox', 'Select all');
    const header = n('row', undefined, [n('columnheader', undefined, [all]), n('columnheader', 'Name')]);
    const rows = ['Beach.jpg', 'Snow.jpg'].map((p) => n('row', undefined, [n('cell', undefined, [n('checkbox', `Select ${p}`)]), n('cell', p)]));
    return { snapshot: page(n('table', 'Photos', [header, ...rows])), all };
  }

  it('checks the select-all box for "select everything" and "select everything in this album"', () => {
    const { snapshot, all } = album();
    // "everything" alone reads as "all" (the grammar), so the box named "Select all" is said by its name: the same box.
    expect(outcome(snapshot, 'select everything')).toEqual({ rule: 'kind-word', actions: [`check ${all.ref}`] });
    expect(outcome(snapshot, 'select everything in this album')).toEqual({ rule: 'all-items-box', actions: [`check ${all.ref}`] });
  });

  it('never for everything in a part said by name', () => {
    const { snapshot } = album();
    expect(outcome(snapshot, 'select everything in the Holidays album')).not.toEqual(expect.objectContaining({ rule: 'all-items-box' }));
  });
});

describe('a click whose page handler outruns the step (pressLanded)', () => {
  const timeout = (log: string[]) => Object.assign(new Error(['locator.click: Timeout 3000ms exceeded.', 'Call log:', ...log.map((l) => `\u001b[2m  ${l}\u001b[22m`)].join('\n')), { name: 'TimeoutError' });

  it('counts a click as pressed once Playwright performed it', () => {
    expect(pressLanded(timeout(['- waiting for getByRole(\'button\')', '  - element is visible, enabled and stable', '  - done scrolling', '  - performing click action']))).toBe(true);
  });

  it('never for a click still waiting for its element, nor for another error', () => {
    expect(pressLanded(timeout(['- waiting for getByRole(\'button\')', '  - waiting for element to be visible, enabled and stable']))).toBe(false);
    expect(pressLanded(timeout(['  - performing click action', '  - <div class="veil"></div> intercepts pointer events', '  - retrying click action']))).toBe(false);
    expect(pressLanded(new Error('  - performing click action'))).toBe(false);
  });
});

describe('a click whose page handler runs past the step\'s time, in Chromium', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 1_000 });
    await client.init();
  });
  afterAll(async () => {
    await client?.close();
  });

  it('is done once pressed: the page shows the view it asked for (it failed with a timeout although the page had changed)', async () => {
    // The handler redraws for 4.5 s (a chart of years), longer than a step's 3 s for its action.
    await client.page.setContent(`<div role="group" aria-label="Period"><button aria-pressed="true">Week</button><button aria-pressed="false" id="year">Year</button></div><p id="shown">Week</p>
      <script>document.getElementById('year').addEventListener('click', (e) => { const t = performance.now(); while (performance.now() - t < 4500) {} e.target.setAttribute('aria-pressed', 'true'); e.target.previousElementSibling.setAttribute('aria-pressed', 'false'); document.getElementById('shown').textContent = 'Year'; });</script>`);
    const result = await client.act('show the report by year');
    expect(result.success).toBe(true);
    expect(await client.page.locator('#shown').textContent()).toBe('Year');
  }, 30_000);
});
