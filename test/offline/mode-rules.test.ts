/**
 * Verbs the table lacks (src/engine/offline/rules/mode-switch.ts, verb-name.ts): modes and views
 * chosen by their control, and a control named by the step's verb ("undo"), on built trees.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { n, page, facts, outcome } from '../support/built-tree.js';

describe('grammar: modes and verbs of their own', () => {
  it('reads a bare go, go back to, and a verb the table lacks', () => {
    expect(parseGrammar('go full screen')).toMatchObject({ verb: 'go', target: { name: 'full screen' } });
    expect(parseGrammar('go back to the month view')).toMatchObject({ verb: 'go', target: { name: 'month view' } });
    expect(parseGrammar('undo')).toMatchObject({ verb: 'do', said: 'undo' });
    expect(parseGrammar('publish the post')).toMatchObject({ verb: 'do', said: 'publish', target: { name: 'post' } });
    expect(parseGrammar('click Save')).toMatchObject({ verb: 'click' });
  });
});

describe('mode-switch', () => {
  /** An editor's mode toolbar: toggle buttons with a state. */
  const modes = () => {
    const tree = n('button', 'Tree', [], { pressed: true });
    const code = n('button', 'Switch to code (Ctrl+1)');
    const side = n('button', 'Side by Side');
    return { tree, code, side, snapshot: page(n('toolbar', undefined, [tree, code, side]), n('textbox', 'Search')) };
  };

  it('clicks the control that names the mode, checked on afterwards', () => {
    const { code, side, snapshot } = modes();
    expect(outcome(snapshot, 'switch to code mode')).toEqual({ rule: 'mode-switch', actions: [`click ${code.ref}`] });
    expect(outcome(snapshot, 'switch the editor to side-by-side')).toEqual({ rule: 'mode-switch', actions: [`click ${side.ref}`] });
    const d = resolveAction('act', 'change the mode to Code', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]).toMatchObject({ ref: code.ref, effect: { checked: true } });
  });

  it('hands over a mode already on', () => {
    const { snapshot } = modes();
    expect(outcome(snapshot, 'switch to tree mode')).toMatch(/on already.*mode-switch/);
  });

  it('reads a calendar\'s views (built another way: tabs, lower-case names, "go back to")', () => {
    const month = n('tab', 'Month', [], { selected: true });
    const week = n('tab', 'Week');
    const day = n('tab', 'Day');
    const snapshot = page(n('tablist', undefined, [month, week, day]), n('grid', 'March'));
    // A calendar's own rule (calendar-view) answers before mode-switch: the same control.
    expect(outcome(snapshot, 'change the view to day')).toMatchObject({ actions: [`click ${day.ref}`] });
    expect(outcome(snapshot, 'open the week view')).toMatchObject({ actions: [`click ${week.ref}`] });
    expect(outcome(snapshot, 'go back to the month view')).toMatch(/on already|shown already/);
  });

  it('hands over two controls of one mode, and leaves a field named by the step alone', () => {
    const two = page(n('toolbar', 'Top', [n('button', 'Preview')]), n('toolbar', 'Bottom', [n('button', 'Toggle Preview')]));
    expect(outcome(two, 'switch to preview mode')).toMatch(/2 controls choose/);
    const field = n('textbox', 'Name');
    const form = page(field, n('button', 'Bob'));
    expect(outcome(form, 'change the Name to Bob')).not.toHaveProperty('rule', 'mode-switch');
  });
});

describe('verb-name', () => {
  it('clicks the one control the verb names, less its hint and "Toggle"', () => {
    const undo = n('button', 'Undo (Ctrl-Z)');
    const preview = n('button', 'Toggle Preview (F9)');
    const publish = n('button', 'Publish');
    // A heading that says "post" is no control: it does not say which control.
    const snapshot = page(n('heading', 'New post', [], { level: 1 }), n('toolbar', undefined, [undo, n('button', 'Redo (Ctrl-Y)'), preview]), n('textbox', 'Title'), publish);
    expect(outcome(snapshot, 'undo')).toEqual({ rule: 'verb-name', actions: [`click ${undo.ref}`] });
    expect(outcome(snapshot, 'preview the post')).toEqual({ rule: 'verb-name', actions: [`click ${preview.ref}`] });
    expect(outcome(snapshot, 'publish the post')).toEqual({ rule: 'verb-name', actions: [`click ${publish.ref}`] });
  });

  it('hands over two controls of that name, one pressed already, and words that name another control (built as menu items)', () => {
    const two = page(n('menu', 'Edit', [n('menuitem', 'Lock')]), n('menu', 'Layer', [n('menuitem', 'Lock')]));
    expect(outcome(two, 'lock')).toMatch(/2 controls are named "lock".*verb-name/);
    const pressed = page(n('button', 'Toggle Preview', [], { pressed: true }));
    expect(outcome(pressed, 'preview the post')).toMatch(/pressed already/);
    const other = page(n('menuitem', 'Lock'), n('button', 'Layer 2'));
    expect(outcome(other, 'lock layer 2')).not.toHaveProperty('rule', 'verb-name');
    expect(outcome(page(n('button', 'Save')), 'frobnicate')).not.toHaveProperty('rule', 'verb-name');
  });
});

describe('verb-name: a control whose other words the step says', () => {
  it('clicks "Export PDF" for "export the invoices to PDF", and hands over when two controls say the words', () => {
    const pdf = n('button', 'Export PDF');
    const snapshot = page(n('heading', 'Invoices', [], { level: 1 }), n('toolbar', undefined, [pdf, n('button', 'Export spreadsheet'), n('button', 'Print')]));
    expect(outcome(snapshot, 'export the invoices to PDF')).toEqual({ rule: 'verb-name', actions: [`click ${pdf.ref}`] });
    const two = page(n('button', 'Export PDF'), n('button', 'Export PDF summary'));
    expect(outcome(two, 'export the invoices to PDF')).not.toHaveProperty('rule', 'verb-name');
    // Words in another order are not the control's name read out.
    const swapped = page(n('button', 'Export report PDF'), n('button', 'Print'));
    expect(outcome(swapped, 'export the PDF of the report')).not.toHaveProperty('rule', 'verb-name');
  });
});

describe('name-prefix', () => {
  it('clicks the one control whose longer name starts with the words (a tooltip-length name)', () => {
    const undo = n('button', 'Undo last action (Ctrl+Z)');
    const expand = n('button', 'Expand all fields');
    const snapshot = page(n('menubar', undefined, [undo, n('button', 'Redo (Ctrl+Shift+Z)'), expand, n('button', 'Collapse all fields')]));
    expect(outcome(snapshot, 'click Undo')).toEqual({ rule: 'name-prefix', actions: [`click ${undo.ref}`] });
    // (The name rules take a name said by most of its words: the same control.)
    expect(outcome(snapshot, 'click Expand all')).toMatchObject({ actions: [`click ${expand.ref}`] });
    expect(outcome(snapshot, 'undo')).toEqual({ rule: 'verb-name', actions: [`click ${undo.ref}`] });
  });

  it('hands over two names that start so, and leaves a name said whole to the name rules (built as links)', () => {
    const two = page(n('link', 'Save draft'), n('link', 'Save and close'));
    expect(outcome(two, 'click Save')).toMatch(/2 controls' names start with "save".*name-prefix/);
    const whole = n('link', 'Save');
    expect(outcome(page(whole, n('link', 'Save and close')), 'click Save')).toEqual({ rule: 'name-match', actions: [`click ${whole.ref}`] });
    expect(outcome(page(n('link', 'Saved items')), 'click Save')).not.toHaveProperty('rule', 'name-prefix');
  });
});

describe('arrow-direction', () => {
  it('clicks the one control that points the way the step says (a calendar: names that start with Next/Previous)', () => {
    const prev = n('button', 'Previous month');
    const next = n('button', 'Next month');
    const snapshot = page(n('toolbar', undefined, [prev, next, n('button', 'today')]), n('heading', 'March 2026', [], { level: 2 }));
    expect(outcome(snapshot, 'click the right arrow')).toEqual({ rule: 'arrow-direction', actions: [`click ${next.ref}`] });
    expect(outcome(snapshot, 'click the left arrow')).toEqual({ rule: 'arrow-direction', actions: [`click ${prev.ref}`] });
    expect(outcome(snapshot, 'click the Next month arrow')).toMatchObject({ actions: [`click ${next.ref}`] });
    expect(outcome(snapshot, 'click the Next week arrow')).not.toHaveProperty('rule', 'arrow-direction');
    expect(outcome(snapshot, 'click the arrow')).not.toHaveProperty('rule', 'arrow-direction');
  });

  it('reads signs and a scope (built another way: two carousels of sign-only links), hands over two and a disabled one', () => {
    const prevA = n('link', '‹', [], { disabled: true });
    const nextA = n('link', '›');
    const nextB = n('link', '›');
    const snapshot = page(n('region', 'Gallery', [n('heading', 'Gallery', [], { level: 2 }), prevA, nextA]), n('region', 'Reviews', [n('heading', 'Reviews', [], { level: 2 }), n('link', '‹'), nextB]));
    expect(outcome(snapshot, 'click the next arrow in Reviews')).toEqual({ rule: 'arrow-direction', actions: [`click ${nextB.ref}`] });
    expect(outcome(snapshot, 'click the right arrow')).toMatch(/2 controls point next/);
    expect(outcome(snapshot, 'click the left arrow in Gallery')).toMatch(/disabled/);
  });
});
