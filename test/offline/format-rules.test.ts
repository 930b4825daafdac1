/**
 * An editor's formatting verbs (src/engine/offline/rules/format-verb.ts), the grammar frame they read
 * ("make the selected text bold", "turn the line into Heading 1"), and names with a shortcut hint
 * (score.ts: "Bold (Ctrl-B)" is the Bold button), on built trees.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { formatOf } from '../../src/engine/offline/rules/format-verb.js';
import { nameScore } from '../../src/engine/offline/score.js';
import { withoutShortcut } from '../../src/engine/offline/text.js';
import { n, page, facts, outcome } from '../support/built-tree.js';

describe('grammar: formatting said of the selection', () => {
  it('reads the format as the target, whatever the verb', () => {
    expect(parseGrammar('make the selected text bold')).toMatchObject({ verb: 'format', frame: 'format', target: { name: 'bold' } });
    expect(parseGrammar('make it a bulleted list')).toMatchObject({ verb: 'format', target: { name: 'bulleted list' } });
    expect(parseGrammar('turn the line into Heading 1')).toMatchObject({ verb: 'format', target: { name: 'heading 1' } });
    expect(parseGrammar('convert this paragraph to a quote')).toMatchObject({ verb: 'format', target: { name: 'quote' } });
    expect(parseGrammar('format the selection as code')).toMatchObject({ verb: 'format', target: { name: 'code' } });
    expect(parseGrammar('italicize the selection')).toMatchObject({ verb: 'format', target: { name: 'italicize' } });
    expect(parseGrammar('underline')).toMatchObject({ verb: 'format', target: { name: 'underline' } });
    expect(parseGrammar('insert a link')).toMatchObject({ verb: 'format', target: { name: 'link' } });
  });

  it('reads no format where the words after the verb are not what formatting acts on', () => {
    expect(parseGrammar('make a payment')?.frame).not.toBe('format');
    expect(parseGrammar('bold the Submit button')?.frame).not.toBe('format');
    expect(parseGrammar('change the view to Day')).toMatchObject({ verb: 'set' });
    expect(parseGrammar('turn on notifications')).toMatchObject({ verb: 'check' });
  });

  it('names the same format in the words of the step and of the page', () => {
    expect(formatOf('header: 1')).toEqual({ format: 'heading', toggles: true, level: 1 });
    expect(formatOf('H1')).toEqual(formatOf('Heading 1'));
    expect(formatOf('indent: +1')?.format).toBe('indent');
    expect(formatOf('indent: -1')?.format).toBe('outdent');
    expect(formatOf('list: bullet')?.format).toBe(formatOf('bulleted list')?.format);
    expect(formatOf('Toggle Bold (Ctrl-B)')?.format).toBe('bold');
    expect(formatOf('Create Link')?.format).toBe('link');
    expect(formatOf('Save')).toBeUndefined();
  });
});

describe('format-verb', () => {
  /** A markdown editor's toolbar: names with shortcut hints, no pressed state. */
  const markdown = () => {
    const bold = n('button', 'Bold (Ctrl-B)');
    const italic = n('button', 'Italic (Ctrl-I)');
    const heading = n('button', 'Heading (Ctrl-H)');
    const quote = n('button', 'Quote');
    const bullets = n('button', 'Bulleted List');
    const link = n('button', 'Create Link (Ctrl-K)');
    const rule = n('button', 'Insert Horizontal Line');
    const editor = n('textbox');
    return { bold, italic, heading, quote, bullets, link, rule, snapshot: page(n('toolbar', undefined, [bold, italic, heading, quote, bullets, link, rule]), editor) };
  };

  it('clicks the toolbar control named by the format, its toggle checked afterwards', () => {
    const { bold, italic, heading, quote, bullets, link, rule, snapshot } = markdown();
    expect(outcome(snapshot, 'make the selected text bold')).toEqual({ rule: 'format-verb', actions: [`click ${bold.ref}`] });
    expect(outcome(snapshot, 'italicize the selection')).toEqual({ rule: 'format-verb', actions: [`click ${italic.ref}`] });
    expect(outcome(snapshot, 'make this line a heading')).toEqual({ rule: 'format-verb', actions: [`click ${heading.ref}`] });
    expect(outcome(snapshot, 'turn the line into a quote')).toEqual({ rule: 'format-verb', actions: [`click ${quote.ref}`] });
    expect(outcome(snapshot, 'make them a bulleted list')).toEqual({ rule: 'format-verb', actions: [`click ${bullets.ref}`] });
    expect(outcome(snapshot, 'insert a link')).toEqual({ rule: 'format-verb', actions: [`click ${link.ref}`] });
    expect(outcome(snapshot, 'add a horizontal rule')).toEqual({ rule: 'format-verb', actions: [`click ${rule.ref}`] });
    const d = resolveAction('act', 'make the selected text bold', snapshot, facts(snapshot));
    expect(d.resolved && d.actions[0]!.effect).toEqual({ formatted: true });
    // A thing inserted is no state: nothing pressed to check.
    const inserted = resolveAction('act', 'insert a link', snapshot, facts(snapshot));
    expect(inserted.resolved && inserted.actions[0]!.effect).toBeUndefined();
  });

  it('reads format keys as names: "header: 1", "indent: +1", "list: bullet" (built another way: plain key names, pressed states)', () => {
    const bold = n('button', 'bold', [], { pressed: false });
    const h1 = n('button', 'header: 1');
    const h2 = n('button', 'header: 2');
    const bullet = n('button', 'list: bullet');
    const ordered = n('button', 'list: ordered');
    const outdent = n('button', 'indent: -1');
    const indent = n('button', 'indent: +1');
    const clean = n('button', 'clean');
    const snapshot = page(n('toolbar', undefined, [bold, h1, h2, bullet, ordered, outdent, indent, clean]), n('paragraph', undefined, [], { text: 'Hello' } as never));
    expect(outcome(snapshot, 'turn the line into Heading 1')).toEqual({ rule: 'format-verb', actions: [`click ${h1.ref}`] });
    expect(outcome(snapshot, 'click the H2 button')).toEqual({ rule: 'format-verb', actions: [`click ${h2.ref}`] });
    expect(outcome(snapshot, 'make it a numbered list')).toEqual({ rule: 'format-verb', actions: [`click ${ordered.ref}`] });
    expect(outcome(snapshot, 'make it a bulleted list')).toEqual({ rule: 'format-verb', actions: [`click ${bullet.ref}`] });
    expect(outcome(snapshot, 'indent the line')).toEqual({ rule: 'format-verb', actions: [`click ${indent.ref}`] });
    expect(outcome(snapshot, 'click increase indent')).toEqual({ rule: 'format-verb', actions: [`click ${indent.ref}`] });
    expect(outcome(snapshot, 'remove the formatting')).not.toEqual({ rule: 'format-verb', actions: [`click ${bold.ref}`] });
    expect(outcome(snapshot, 'bold the selection')).toEqual({ rule: 'format-verb', actions: [`click ${bold.ref}`] });
  });

  it('menu items of a Format menu are formats too (built as a menu, not a toolbar)', () => {
    const bold = n('menuitemcheckbox', 'Bold	Ctrl+B');
    const strike = n('menuitemcheckbox', 'Strikethrough');
    const snapshot = page(n('menubar', undefined, [n('menu', 'Format', [bold, strike])]));
    expect(outcome(snapshot, 'strike through the selected word')).toEqual({ rule: 'format-verb', actions: [`click ${strike.ref}`] });
    expect(outcome(snapshot, 'make it bold')).toEqual({ rule: 'format-verb', actions: [`click ${bold.ref}`] });
  });

  it('hands over a format already on, two editors\' controls, and a format no control applies', () => {
    const pressed = page(n('toolbar', undefined, [n('button', 'Bold', [], { pressed: true }), n('button', 'Italic')]));
    expect(outcome(pressed, 'make the selected text bold')).toMatch(/pressed already.*(format-verb)/);
    const two = page(n('toolbar', 'Intro', [n('button', 'Bold')]), n('textbox', 'Intro'), n('toolbar', 'Body', [n('button', 'Bold')]), n('textbox', 'Body'));
    expect(outcome(two, 'make the selection bold')).toMatch(/2 controls apply "bold"/);
    const none = page(n('toolbar', undefined, [n('button', 'Italic')]));
    expect(outcome(none, 'make it bold')).toMatch(/no control of the page is named "bold"/);
    const disabled = page(n('toolbar', undefined, [n('button', 'Bold', [], { disabled: true })]));
    expect(outcome(disabled, 'make it bold')).toMatch(/disabled/);
  });

  it('leaves "click X" to the name rules when a control is named X', () => {
    const h1 = n('button', 'header: 1');
    const named = n('link', 'H1');
    const snapshot = page(n('toolbar', undefined, [h1]), named);
    expect(outcome(snapshot, 'click the H1 button')).not.toEqual({ rule: 'format-verb', actions: [`click ${h1.ref}`] });
  });
});

describe('names with a shortcut hint', () => {
  it('reads a hint as not part of the name, and keeps a count or a letter that is no hint', () => {
    expect(withoutShortcut('Bold (Ctrl-B)')).toBe('Bold');
    expect(withoutShortcut('Toggle Preview (F9)')).toBe('Toggle Preview');
    expect(withoutShortcut('Save (⌘S)')).toBe('Save');
    expect(withoutShortcut('Undo Ctrl+Z')).toBe('Undo');
    expect(withoutShortcut('Inbox (3)')).toBe('Inbox (3)');
    expect(withoutShortcut('Vitamin (C)')).toBe('Vitamin (C)');
    expect(withoutShortcut('(F9)')).toBe('(F9)');
    expect(nameScore('Bold', 'Bold (Ctrl-B)')).toBe(1);
    expect(nameScore('Preview', 'Toggle Preview (F9)')).toBeGreaterThanOrEqual(0.7);
  });

  it('clicks the control whose name is the step\'s name and a hint', () => {
    const preview = n('button', 'Toggle Preview (F9)');
    const full = n('button', 'Toggle Fullscreen (F11)');
    const snapshot = page(n('toolbar', undefined, [preview, full]));
    expect(outcome(snapshot, 'click Toggle Preview')).toMatchObject({ actions: [`click ${preview.ref}`] });
    expect(outcome(snapshot, 'click the Preview button')).toMatchObject({ actions: [`click ${preview.ref}`] });
  });
});
