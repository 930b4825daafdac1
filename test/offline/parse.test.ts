import { describe, expect, it } from 'vitest';
import { nameScore, MIN_SCORE, parseInstruction, parseSteps, toKey } from '../../src/engine/offline/index.js';

const first = (instruction: string) => parseInstruction(instruction)[0];

describe('parseInstruction', () => {
  it('reads verbs, values, roles and ordinals', () => {
    expect(first('click the second Add to cart button')).toBeDefined();
    const ordinal = parseInstruction('click the second Add to cart button').find((r) => r.target?.ordinal === 2);
    expect(ordinal?.target).toMatchObject({ name: 'add to cart', roles: ['button'], ordinal: 2 });
    expect(first('type %email% into Email')).toMatchObject({ method: 'type', args: ['%email%'], target: { name: 'email' } });
    expect(first("fill Full name with 'Ann  Lee'")).toMatchObject({ method: 'fill', args: ['Ann  Lee'], target: { name: 'full name' } });
    expect(first('select Japan from Country')).toMatchObject({ method: 'selectOption', args: ['Japan'], target: { name: 'country' } });
    expect(first('uncheck Send me news')).toMatchObject({ method: 'uncheck', target: { name: 'send me news' } });
    expect(first('hover over the Help link')).toMatchObject({ method: 'hover', target: { name: 'help', roles: ['link', 'tab'] } });
    expect(first('double-click Row 3')).toMatchObject({ method: 'doubleClick' });
    expect(first("click 'Sign in'")).toMatchObject({ method: 'click', target: { name: 'Sign in', exact: true } });
  });

  it('reads "First name" as a name before reading it as an ordinal', () => {
    const readings = parseInstruction('fill First name with Ada');
    expect(readings[0]).toMatchObject({ literal: true, target: { name: 'first name' } });
    expect(readings[0]?.target?.ordinal).toBeUndefined();
  });

  it('reads key presses, alone or in an element', () => {
    expect(first('press Enter')).toMatchObject({ method: 'press', args: ['Enter'] });
    expect(first('press the escape key')).toMatchObject({ method: 'press', args: ['Escape'] });
    expect(first('press Tab in Email')).toMatchObject({ method: 'press', args: ['Tab'], target: { name: 'email' } });
    expect(first('press the Submit button')).toMatchObject({ method: 'click', target: { name: 'submit', roles: ['button'] } });
    expect(toKey('Ctrl+A')).toBe('Control+a');
    expect(toKey('shift + tab')).toBe('Shift+Tab');
    expect(toKey('arrow down')).toBe('ArrowDown');
    expect(toKey('hello')).toBeUndefined();
  });

  it('reads scroll instructions', () => {
    expect(first('scroll down')).toMatchObject({ method: 'scrollByPage', args: ['down'] });
    expect(first('scroll up a page')).toMatchObject({ method: 'scrollByPage', args: ['up'] });
    expect(first('scroll to the bottom of the page')).toMatchObject({ method: 'scrollTo', args: ['100%'] });
    expect(first('scroll to the Pricing heading')).toMatchObject({ method: 'scrollIntoView', target: { name: 'pricing', roles: ['heading'] } });
  });

  it('reads scope phrases as extra readings after the literal one', () => {
    const readings = parseInstruction('click Delete for Blue Mug');
    expect(readings[0]).toMatchObject({ literal: true, target: { name: 'delete for blue mug' } });
    expect(readings.some((r) => r.target?.scope?.anchor === 'Blue Mug' && r.target.name === 'delete')).toBe(true);
    expect(parseInstruction('click Save in the dialog').some((r) => r.target?.scope?.containerRoles?.includes('dialog'))).toBe(true);
    expect(parseInstruction('click Get started in the Free plan section').some((r) => r.target?.scope?.anchor === 'Free plan')).toBe(true);
  });

  it('gives no reading for several steps, conditions, checks and addresses', () => {
    for (const text of ['click Create account and then check the terms', 'if the banner shows, close it', 'check that the total is $5', 'fill in the form', 'open https://example.com', 'log in as admin', 'verify the title']) {
      expect(parseInstruction(text), text).toEqual([]);
    }
    // A step with no verb rule is only a control's exact name, tried last (an "Add to cart" button).
    const task = parseInstruction('Add to cart');
    expect(task.length).toBeGreaterThan(0);
    expect(task.every((r) => r.fallback && r.target?.whole && r.target.exact)).toBe(true);
  });

  it('reads the whole step as a control name, last, with a kind word for what it acts on', () => {
    const readings = parseInstruction('Clear completed todos');
    expect(readings.filter((r) => !r.fallback).every((r) => r.method === 'fill')).toBe(true);
    expect(readings.some((r) => r.fallback && r.method === 'click' && r.target?.name === 'clear completed' && r.target.kind?.word === 'todos' && r.target.kind.of === 'object')).toBe(true);
    expect(parseInstruction('mark all as complete').some((r) => r.fallback && r.method === 'check' && r.target?.name === 'mark all as complete')).toBe(true);
    expect(parseInstruction('toggle all todos').some((r) => r.fallback && r.method === 'click' && r.target?.name === 'toggle all')).toBe(true);
    // Never for a phrase that starts like a target ("the new todo input" is observe's, not a control name).
    expect(parseInstruction('the new todo input')).toEqual([]);
  });

  it('reads a last unquoted word as a kind, as a fallback that needs evidence', () => {
    const kinded = parseInstruction('open the Completed filter').find((r) => r.target?.kind);
    expect(kinded).toMatchObject({ method: 'click', fallback: true, target: { name: 'completed', kind: { word: 'filter', of: 'target' } } });
    expect(parseInstruction('click the last filter').find((r) => r.target?.kind)).toMatchObject({ target: { name: '', ordinal: -1, kind: { word: 'filter' } } });
    // Not after a quoted name (that word is read as it always was), nor an adverb or a role word.
    expect(parseInstruction('click "Next" twice')).toEqual([]);
    expect(parseInstruction('click the Save button').some((r) => r.target?.kind)).toBe(false);
    expect(parseInstruction('select all text in the edit box')[0]).toMatchObject({ method: 'press', args: ['ControlOrMeta+a'], target: { name: 'edit' } });
  });

  it('reads a cross sign as the letter x', () => {
    expect(parseInstruction('click the × next to "Milk"').some((r) => r.target?.name === 'x' && r.target.scope?.anchor === 'Milk')).toBe(true);
    expect(nameScore('x', '✕')).toBe(1);
  });
});

describe('nameScore', () => {
  it('is 1 for equal names, partial for a name inside a label, 0 for other words', () => {
    expect(nameScore('sign in', 'Sign in')).toBe(1);
    expect(nameScore('E-mail', 'e mail:')).toBe(1);
    expect(nameScore('email', 'Email address')).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(nameScore('sign in', 'Sign in with Google')).toBeLessThan(1);
    expect(nameScore('total', 'Subtotal')).toBe(0);
    expect(nameScore('report', 'annual report 2025')).toBeLessThan(MIN_SCORE);
    expect(nameScore('Save', 'Save draft', true)).toBe(0);
  });
});

describe('parseSteps', () => {
  it('splits an instruction into the steps it names; a step with no element continues on the one before', () => {
    const steps = parseSteps('Fill "What needs to be done?" with "feed the cat" and hit Enter');
    expect(steps).toHaveLength(2);
    expect(steps[0]![0]).toMatchObject({ method: 'fill', args: ['feed the cat'], target: { name: 'What needs to be done?', exact: true } });
    expect(steps[1]![0]).toMatchObject({ method: 'press', args: ['Enter'], continues: true });
    expect(parseSteps('clear the Search box and type "mugs"')[1]![0]).toMatchObject({ method: 'type', args: ['mugs'], continues: true });
    expect(parseSteps('Clear the edit box, then type "x" and hit Enter')).toHaveLength(3);
    expect(parseSteps('select Japan from Country and click Save')).toHaveLength(2);
  });

  it('reads "and submit" as Enter in the field the step before filled, and drops a bare "and wait"', () => {
    const submit = parseSteps('type "call mom" into Todo and submit');
    expect(submit[1]?.[0]).toMatchObject({ method: 'press', args: ['Enter'], continues: true, submits: true });
    expect(parseSteps('type "call mom" into Todo and wait')).toHaveLength(1);
    expect(parseSteps('type "call mom" into Todo, then wait a moment')).toHaveLength(1);
  });

  it('gives nothing when any part could change the meaning', () => {
    for (const text of [
      'type "call mom" into Todo and wait for the list', // a condition
      'type "call mom" into Todo and verify it', // an unknown second verb
      'type "call mom into the Todo field', // a quote that does not close
      'fill Notes with salt and pepper', // a plain value running into "and"
      'fill Todo with "feed the cat" now', // words after a quoted value
      'fill in the retype password box with s3cret!', // is the "!" part of the value?
      'fill Email with a@b.co.',
      'set Password to hunter2!',
      'click Save and type s3cret!', // a continuing step's plain value
    ]) expect(parseSteps(text), text).toEqual([]);
    // The sentence's full stop after a quoted value, a name or a key is not part of anything.
    expect(first('fill Password with "s3cret!".')).toMatchObject({ method: 'fill', args: ['s3cret!'] });
    expect(first('type s3cret into Password.')).toMatchObject({ method: 'type', args: ['s3cret'], target: { name: 'password' } });
    expect(first('Hit Return.')).toMatchObject({ method: 'press', args: ['Enter'] });
  });

  it('reads people’s names for things: a kind after a quoted name, politeness, synonyms', () => {
    expect(first('double click the "feed the cat" todo')).toMatchObject({ method: 'doubleClick', target: { name: 'feed the cat', exact: true } });
    expect(first('click the "Active" filter')).toMatchObject({ method: 'click', target: { name: 'Active' } });
    expect(parseInstruction('click "Next" twice')).toEqual([]);
    expect(first('Could you type "x" into the Name field')).toMatchObject({ method: 'type', args: ['x'] });
    expect(first('tick "Milk"')).toMatchObject({ method: 'check' });
    expect(first('untick "Milk"')).toMatchObject({ method: 'uncheck' });
    expect(first('mark "Milk" as not done')).toMatchObject({ method: 'uncheck' });
    expect(first('dblclick "Milk"')).toMatchObject({ method: 'doubleClick' });
    // An unnamed checkbox beside the text: a reading scoped by the text.
    expect(parseInstruction('toggle "Milk"').some((r) => r.target?.scope?.anchor === 'Milk' && r.target.name === '')).toBe(true);
  });

  it('matches a name followed by a count, never a count alone', () => {
    expect(nameScore('Clear completed', 'Clear completed (1)', true)).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(nameScore('Item', 'Item 2', true)).toBe(nameScore('Item', 'Item 3', true));
    expect(nameScore('Clear completed', 'Clear completed items', true)).toBe(0);
  });
});
