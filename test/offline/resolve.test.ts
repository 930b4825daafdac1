import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveAction, resolveExtraction } from '../../src/engine/offline/index.js';
import { convert } from '../../src/engine/offline/extract.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
/** A snapshot node: refs are given to every element, as the AI snapshot does. */
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ...(role === 'text' ? {} : { ref: `e${++counter}` }), frame: [], children, ...extra };
}
const text = (t: string): SnapshotNode => ({ role: 'text', text: t, frame: [], children: [] });
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);

function chosen(snapshot: ReturnType<typeof page>, instruction: string, kind: 'act' | 'observe' = 'act') {
  const decision = resolveAction(kind, instruction, snapshot);
  return decision.resolved ? decision.actions.map((a) => snapshot.byRef.get(a.ref)?.name ?? a.method) : decision.reason;
}

describe('resolveAction on built trees (no browser)', () => {
  it('never takes a button from another card when its own card has none', () => {
    const snapshot = page(
      n('generic', undefined, [n('heading', 'Blue Mug', [], { level: 3 }), n('paragraph', undefined, [text('$12')])]),
      n('generic', undefined, [n('heading', 'Red Mug', [], { level: 3 }), n('button', 'Remove')]),
    );
    expect(resolveAction('act', 'click Remove for Blue Mug', snapshot).resolved).toBe(false);
    expect(chosen(snapshot, 'click Remove for Red Mug')).toEqual(['Remove']);
  });

  it('hands over a flat list where names and buttons are not grouped', () => {
    const snapshot = page(n('generic', undefined, [text('Blue Mug')]), n('generic', undefined, [text('Red Mug')]), n('button', 'Remove'));
    expect(resolveAction('act', 'click Remove for Blue Mug', snapshot).resolved).toBe(false);
  });

  it('scopes to a heading section among siblings', () => {
    const snapshot = page(n('heading', 'Shipping', [], { level: 2 }), n('textbox', 'Street'), n('heading', 'Billing', [], { level: 2 }), n('textbox', 'Street'));
    const decision = resolveAction('act', 'type Main St into Street in the Billing section', snapshot);
    expect(decision.resolved && decision.actions[0]?.ref).toBe(snapshot.nodes[0]!.children[3]!.ref);
    expect(resolveAction('act', 'type Main St into Street', snapshot).resolved).toBe(false);
  });

  it('does not act on a disabled element, nor pick a weaker match in its place', () => {
    const snapshot = page(n('button', 'Delete account', [], { disabled: true }), n('button', 'Delete account settings'));
    expect(resolveAction('act', 'click Delete account', snapshot)).toMatchObject({ resolved: false });
  });

  it('counts exact names for ordinals and keeps variables as names', () => {
    const snapshot = page(n('button', 'Add'), n('button', 'Add'), n('button', 'Add more'), n('textbox', 'Email'));
    const second = resolveAction('act', 'click the second Add button', snapshot);
    expect(second.resolved && second.actions[0]?.ref).toBe(snapshot.nodes[0]!.children[1]!.ref);
    expect(resolveAction('act', 'click the third Add button', snapshot).resolved).toBe(false);
    const typed = resolveAction('act', 'type %email% into Email', snapshot);
    expect(typed.resolved && typed.actions[0]?.arguments).toEqual(['%email%']);
  });

  it('reads an observe() instruction with no verb as the element it names', () => {
    const snapshot = page(n('button', 'Submit'), n('textbox', 'Email'), n('button', 'Add to cart'));
    expect(chosen(snapshot, 'Submit button', 'observe')).toEqual(['Submit']);
    expect(chosen(snapshot, 'Email field', 'observe')).toEqual(['Email']);
    expect(chosen(snapshot, 'Add to cart', 'observe')).toEqual(['Add to cart']);
    expect(chosen(snapshot, 'Add to cart')).toEqual(['Add to cart']);
  });

  it('selects only an option the dropdown has', () => {
    const snapshot = page(n('combobox', 'Country', [n('option', 'France'), n('option', 'Japan')]));
    expect(resolveAction('act', 'select japan from Country', snapshot)).toMatchObject({ resolved: true, actions: [{ method: 'selectOption', arguments: ['Japan'] }] });
    expect(resolveAction('act', 'select Peru from Country', snapshot).resolved).toBe(false);
    expect(resolveAction('act', 'fill Country with Japan', snapshot).resolved).toBe(false);
  });

  it('names a field by the caption just before it when no label is tied to it, and only then', () => {
    const group = (caption: string, field: SnapshotNode) => n('generic', undefined, [n('generic', undefined, [], { text: caption }), field]);
    const options = () => ['option 1', 'option 2', 'option 3'].map((o) => n('option', o));
    const snapshot = page(
      group('Text', n('textbox', 'Enter ...', [], { placeholder: 'Enter ...' })),
      group('Text Disabled', n('textbox', 'Enter ...', [], { placeholder: 'Enter ...', disabled: true })),
      group('Select', n('combobox', undefined, options())),
      group('Custom Select', n('combobox', undefined, options())),
      group('Notes', n('textbox', 'Comments')), // a field with a name of its own keeps it
    );
    const field = (i: number) => snapshot.nodes[0]!.children[i]!.children[1]!.ref;
    const one = (instruction: string) => {
      const decision = resolveAction('act', instruction, snapshot);
      return decision.resolved ? decision.actions.map((a) => `${a.ref} ${a.method} ${a.arguments.join(',')}`) : decision.reason;
    };
    expect(one('type hello into "Text"')).toEqual([`${field(0)} type hello`]);
    expect(one('choose option 3 from the Select dropdown')).toEqual([`${field(2)} selectOption option 3`]);
    expect(resolveAction('act', 'fill Notes with x', snapshot).resolved).toBe(false);
    // A caption that is not the field's neighbour names nothing.
    const apart = page(n('generic', undefined, [], { text: 'Select' }), n('button', 'Go'), n('combobox', undefined, options()));
    expect(resolveAction('act', 'choose option 3 from the Select dropdown', apart).resolved).toBe(false);
  });

  it('observe returns every match for "all"; act refuses "all"', () => {
    const snapshot = page(n('navigation', 'Main', [n('link', 'Home'), n('link', 'Docs')]), n('link', 'Terms'));
    expect(chosen(snapshot, 'find all links in the navigation', 'observe')).toEqual(['Home', 'Docs']);
    expect(resolveAction('act', 'click all links', snapshot).resolved).toBe(false);
  });
});

describe('resolveExtraction on built trees (no browser)', () => {
  it('fills a flat object from "label: value" texts and terms', () => {
    const snapshot = page(n('paragraph', undefined, [text('Total due: $1,234.50')]), n('term', undefined, [text('Status')]), n('definition', undefined, [text('Paid')]));
    expect(resolveExtraction(z.object({ totalDue: z.number(), status: z.string() }), snapshot)).toMatchObject({ resolved: true, data: { totalDue: 1234.5, status: 'Paid' } });
    expect(resolveExtraction(z.object({ dueDate: z.string() }), snapshot).resolved).toBe(false);
  });

  it('hands over shapes it does not know', () => {
    const snapshot = page(n('paragraph', undefined, [text('Name: Kim')]));
    expect(resolveExtraction(z.object({ person: z.object({ name: z.string() }) }), snapshot).resolved).toBe(false);
    expect(resolveExtraction(z.object({ name: z.string() }), snapshot, 'the name of the cheapest plan').resolved).toBe(false);
  });

  it('converts numbers and booleans strictly', () => {
    expect(convert('$1,234.50', 'number')).toBe(1234.5);
    expect(convert('12 to 15', 'number')).toBeUndefined();
    expect(convert('Yes', 'boolean')).toBe(true);
    expect(convert('maybe', 'boolean')).toBeUndefined();
  });
});
