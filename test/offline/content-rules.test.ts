/**
 * Content drawn without roles (src/engine/offline/rules/clickable-text.ts): text the page makes
 * clickable (a pointer cursor on an element that is no control), on built trees.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { n, page, facts, outcome } from '../support/built-tree.js';

const text = (t: string) => n('text', undefined, [], { text: t, ref: undefined } as never);

describe('clickable-text', () => {
  it('clicks the text of the one clickable element that shows it (a calendar\'s events)', () => {
    const dentist = n('generic', undefined, [text('Dentist')]);
    const review = n('generic', undefined, [text('Design review')]);
    const snapshot = page(
      n('grid', undefined, [
        n('gridcell', '12', [n('generic', undefined, [n('generic', undefined, [text('11a')]), dentist], { cursor: 'pointer' })]),
        n('gridcell', '13', [n('generic', undefined, [n('generic', undefined, [text('2p')]), review], { cursor: 'pointer' })]),
      ]),
    );
    expect(outcome(snapshot, 'open Dentist')).toEqual({ rule: 'clickable-text', actions: [`click ${dentist.ref}`] });
    expect(outcome(snapshot, 'select Design review')).toEqual({ rule: 'clickable-text', actions: [`click ${review.ref}`] });
  });

  it('reads a word the element does not say as the kind of thing (built another way: cards of a list, text on the element itself)', () => {
    const desert = n('listitem', '4 of 5', [], { cursor: 'pointer', text: 'Desert' });
    const city = n('listitem', undefined, [], { cursor: 'pointer', text: 'City' });
    const snapshot = page(n('heading', 'Desert', [], { level: 3 }), n('list', undefined, [desert, city]));
    expect(outcome(snapshot, 'click the Desert thumbnail')).toEqual({ rule: 'clickable-text', actions: [`click ${desert.ref}`] });
    expect(outcome(snapshot, 'select the City card')).toEqual({ rule: 'clickable-text', actions: [`click ${city.ref}`] });
    const d = resolveAction('observe', 'find the City tile', snapshot, facts(snapshot));
    expect(d.resolved && d.actions.map((a) => a.ref)).toEqual([city.ref]);
  });

  it('hands over when two clickable elements show the text, and leaves text nothing makes clickable', () => {
    const a = n('generic', undefined, [text('Standup')], { cursor: 'pointer' });
    const b = n('generic', undefined, [text('Standup')], { cursor: 'pointer' });
    expect(outcome(page(a, b), 'open Standup')).toMatch(/2 clickable parts of the page show "standup".*clickable-text/);
    const plain = page(n('generic', undefined, [text('Standup')]), n('paragraph', undefined, [text('Notes')]));
    expect(outcome(plain, 'open Standup')).not.toHaveProperty('rule', 'clickable-text');
    // A word the element says is part of its name: "Team offsite bar" is not "Team offsite".
    const long = n('generic', undefined, [text('Team offsite bar')], { cursor: 'pointer' });
    const bar = page(long, n('generic', undefined, [text('Team offsite')], { cursor: 'pointer' }));
    expect(outcome(bar, 'open the Team offsite bar')).toEqual({ rule: 'clickable-text', actions: [`click ${long.ref}`] });
    expect(outcome(page(n('generic', undefined, [text('Lake view')], { cursor: 'pointer' })), 'click the Lake slide')).not.toHaveProperty('rule', 'clickable-text');
  });

  it('leaves controls to the name rules, and "go to" (a place) alone', () => {
    const button = n('button', 'Dentist', [], { cursor: 'pointer' });
    expect(outcome(page(button), 'click Dentist')).toEqual({ rule: 'name-match', actions: [`click ${button.ref}`] });
    const slide = n('generic', undefined, [text('Lake')], { cursor: 'pointer' });
    expect(outcome(page(slide), 'go to Lake')).not.toHaveProperty('rule', 'clickable-text');
  });
});

describe('preceding-caption', () => {
  it('fills the unnamed field under the caption, passing the toolbar between them (an editor)', () => {
    const editor = n('textbox');
    const snapshot = page(
      n('generic', undefined, [text('Title')]),
      n('textbox', 'Title'),
      n('generic', undefined, [text('Body')]),
      n('application', undefined, [n('toolbar', undefined, [n('button', 'Bold'), n('generic', undefined, [text('|')]), n('button', 'Italic')]), editor]),
    );
    expect(outcome(snapshot, 'write Hello world in the Body')).toEqual({ rule: 'preceding-caption', actions: [`fill ${editor.ref} Hello world`] });
    expect(outcome(snapshot, 'type "Hello" into the body')).toEqual({ rule: 'preceding-caption', actions: [`type ${editor.ref} Hello`] });
  });

  it('reads a caption in another container, past a named control (built another way: no sections, a checkbox)', () => {
    const box = n('checkbox');
    const notes = n('textbox');
    const snapshot = page(
      n('paragraph', undefined, [text('Newsletter')]),
      n('generic', undefined, [n('generic', undefined, [box])]),
      n('strong', undefined, [text('Notes')]),
      n('button', 'Clear'),
      n('generic', undefined, [notes]),
    );
    // (The name rules read the text before a lone box too: the same box.)
    expect(outcome(snapshot, 'tick the Newsletter box')).toMatchObject({ actions: [`check ${box.ref}`] });
    expect(outcome(snapshot, 'fill Notes with see you')).toEqual({ rule: 'preceding-caption', actions: [`fill ${notes.ref} see you`] });
  });

  it('hands over two unnamed controls under one caption, and names no control that has a name', () => {
    const two = page(n('heading', 'Range', [], { level: 3 }), n('textbox'), n('textbox'));
    expect(outcome(two, 'type 5 into Range')).toMatch(/2 controls with no name follow the text "Range".*preceding-caption/);
    const named = page(n('generic', undefined, [text('Body')]), n('textbox', 'Message'));
    expect(outcome(named, 'type hi into the Body')).not.toHaveProperty('rule', 'preceding-caption');
    // A field named only by its placeholder is the name rules' (its placeholder says what it is).
    const placeholder = page(n('generic', undefined, [text('Body')]), n('textbox', undefined, [], { placeholder: 'Search' }));
    expect(outcome(placeholder, 'type hi into the Body')).not.toHaveProperty('rule', 'preceding-caption');
  });
});

describe('preceding-caption: named controls that tie, told apart by the text before them', () => {
  it('reads the first words as the caption and the rest in the control\'s name (colour and color alike)', () => {
    const background = n('button', 'toggle color picker dialog');
    const accent = n('button', 'toggle color picker dialog');
    const snapshot = page(n('generic', undefined, [text('Background')]), background, n('generic', undefined, [text('Accent')]), accent);
    expect(outcome(snapshot, 'click the Background color button')).toEqual({ rule: 'preceding-caption', actions: [`click ${background.ref}`] });
    expect(outcome(snapshot, 'open the accent colour picker')).toEqual({ rule: 'preceding-caption', actions: [`click ${accent.ref}`] });
    // The caption alone says no more than the name rules could.
    expect(outcome(snapshot, 'click the Background dialog thing')).not.toHaveProperty('rule', 'preceding-caption');
  });

  it('works on a form built another way (headings, links), and hands over two under one caption', () => {
    const shipping = n('link', 'Edit address');
    const billing = n('link', 'Edit address');
    const snapshot = page(n('heading', 'Shipping', [], { level: 3 }), n('paragraph', undefined, [text('1 Main St')]), shipping, n('heading', 'Billing', [], { level: 3 }), billing);
    // "1 Main St" is the nearest text before the first link: the heading is not its caption.
    expect(outcome(snapshot, 'click the Billing edit link')).toEqual({ rule: 'preceding-caption', actions: [`click ${billing.ref}`] });
    const two = page(n('heading', 'Billing', [], { level: 3 }), n('link', 'Edit address'), n('link', 'Edit address'));
    expect(outcome(two, 'click the Billing edit link')).toMatch(/2 controls follow a text that starts/);
  });
});

describe('icon-class', () => {
  it('clicks the one control whose icon\'s class names the picture, once the classes are read', () => {
    const eyeIcon = n('generic');
    const preview = n('button', 'Toggle Preview', [eyeIcon]);
    const fullIcon = n('generic');
    const full = n('button', 'Fullscreen', [fullIcon]);
    const snapshot = page(n('toolbar', undefined, [preview, full]));
    // The page's facts are read first (the icons' classes among them).
    expect(resolveAction('act', 'click the eye icon', snapshot).resolved).toBe(false);
    const hints = facts(snapshot, [[eyeIcon, { tag: 'i', attrs: { class: 'fa fa-eye' } }], [fullIcon, { tag: 'i', attrs: { class: 'fa fa-arrows-alt' } }]]);
    expect(outcome(snapshot, 'click the eye icon', hints)).toEqual({ rule: 'icon-class', actions: [`click ${preview.ref}`] });
  });

  it('reads an svg inside a link (built another way: a top bar of links), and hands over two', () => {
    const bellSvg = n('img');
    const mailSvg = n('img');
    const bell = n('link', undefined, [bellSvg]);
    const mail = n('link', undefined, [mailSvg]);
    const snapshot = page(n('navigation', undefined, [bell, mail]));
    const hints = facts(snapshot, [[bellSvg, { tag: 'svg', attrs: { class: 'icon icon-bell' } }], [mailSvg, { tag: 'svg', attrs: { class: 'icon icon-envelope' } }]]);
    expect(outcome(snapshot, 'click the bell icon', hints)).toEqual({ rule: 'icon-class', actions: [`click ${bell.ref}`] });
    const two = page(n('button', 'A', [n('generic')]), n('button', 'B', [n('generic')]));
    const [a, b] = [two.nodes[0]!.children[0]!.children[0]!, two.nodes[0]!.children[1]!.children[0]!];
    const both = facts(two, [[a, { tag: 'i', attrs: { class: 'fa fa-trash' } }], [b, { tag: 'i', attrs: { class: 'fa fa-trash' } }]]);
    expect(outcome(two, 'click the trash icon', both)).toMatch(/2 controls show the trash icon/);
    expect(outcome(snapshot, 'click the star icon', hints)).not.toHaveProperty('rule', 'icon-class');
  });
});

describe('icon-class: icons said without "icon", with a word of the control\'s own names, with a count', () => {
  /** A top bar of icon-only buttons with badges: a bell (id "notificationsToggle"), an envelope, a gear. */
  function topBar() {
    const bellIcon = n('generic');
    const bell = n('button', '4', [bellIcon, text('4')]);
    const mailIcon = n('generic');
    const mail = n('button', '12', [mailIcon, text('12')]);
    const gearIcon = n('generic');
    const gear = n('button', undefined, [gearIcon]);
    const snapshot = page(n('navigation', 'Top bar', [n('textbox', 'Search'), bell, mail, gear]), n('heading', 'Inbox', [], { level: 1 }));
    const hints = facts(snapshot, [
      [bell, { tag: 'button', attrs: { id: 'notificationsToggle', class: 'btn' } }],
      [bellIcon, { tag: 'i', attrs: { class: 'bi bi-bell' } }],
      [mail, { tag: 'button', attrs: { id: 'inboxToggle', class: 'btn' } }],
      [mailIcon, { tag: 'i', attrs: { class: 'bi bi-envelope' } }],
      [gear, { tag: 'button', attrs: { class: 'btn' } }],
      [gearIcon, { tag: 'i', attrs: { class: 'bi bi-gear' } }],
    ]);
    return { snapshot, hints, bell, mail, gear };
  }

  it('clicks "the bell", "the notifications bell", "the envelope icon with 12 messages" (each handed over before: no element matches)', () => {
    const { snapshot, hints, bell, mail, gear } = topBar();
    expect(outcome(snapshot, 'click the bell', hints)).toEqual({ rule: 'icon-class', actions: [`click ${bell.ref}`] });
    expect(outcome(snapshot, 'click the notifications bell', hints)).toEqual({ rule: 'icon-class', actions: [`click ${bell.ref}`] });
    expect(outcome(snapshot, 'click the envelope icon with 12 messages', hints)).toEqual({ rule: 'icon-class', actions: [`click ${mail.ref}`] });
    expect(outcome(snapshot, 'open the gear', hints)).not.toHaveProperty('rule', 'icon-class');
    expect(outcome(snapshot, 'click the gear', hints)).toEqual({ rule: 'icon-class', actions: [`click ${gear.ref}`] });
  });

  it('hands over a count the control does not show, and words the page shows (they name something else)', () => {
    const { snapshot, hints } = topBar();
    expect(outcome(snapshot, 'click the envelope icon with 3 messages', hints)).not.toHaveProperty('actions');
    // "inbox" is a heading the page shows: not an icon's name, though the envelope's id says it.
    expect(outcome(snapshot, 'click the inbox', hints)).not.toHaveProperty('rule', 'icon-class');
  });
});

describe('grammar: a noun before a quoted name', () => {
  it('reads the quoted words as the name, and the clickable text is found by them', () => {
    expect(parseGrammar('select the event "Design review"')).toMatchObject({ verb: 'select', target: { name: 'Design review', exact: true } });
    expect(parseGrammar('click the big red "Go"')).toBeUndefined();
    const review = n('generic', undefined, [text('Design review')]);
    const snapshot = page(n('generic', undefined, [n('generic', undefined, [text('2p')]), review], { cursor: 'pointer' }));
    expect(outcome(snapshot, 'select the event "Design review"')).toEqual({ rule: 'clickable-text', actions: [`click ${review.ref}`] });
  });
});

describe('last-resort rules wait for the page', () => {
  it('read the facts of their choice first, and never choose a visually hidden control', () => {
    const hidden = n('textbox');
    const snapshot = page(n('generic', undefined, [text('Body')]), n('toolbar', undefined, [n('button', 'Bold')]), hidden);
    const asking = resolveAction('act', 'write hi in the Body', snapshot);
    expect(asking.resolved).toBe(false);
    expect(!asking.resolved && asking.needs).toBeTruthy();
    expect(outcome(snapshot, 'write hi in the Body', facts(snapshot, [[hidden, { tag: 'textarea', unseen: true }]]))).toMatch(/visually hidden/);
    expect(outcome(snapshot, 'write hi in the Body', facts(snapshot, [[hidden, { tag: 'textarea' }]]))).toEqual({ rule: 'preceding-caption', actions: [`fill ${hidden.ref} hi`] });
  });
});
