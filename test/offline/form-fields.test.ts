/**
 * Form fields named by what they hold or confirm (src/engine/offline/rules/field-type.ts,
 * confirm-field.ts), on built trees with the page's facts given by hand.
 */
import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { resolveAction } from '../../src/engine/offline/index.js';
import { NO_HINTS, type PageHints } from '../../src/engine/offline/hints.js';
import { fromNodes, type SnapshotNode } from '../../src/engine/snapshot/index.js';

let counter = 0;
function n(role: string, name?: string, children: SnapshotNode[] = [], extra: Partial<SnapshotNode> = {}): SnapshotNode {
  return { role, ...(name ? { name } : {}), ref: `e${++counter}`, frame: [], children, ...extra };
}
const page = (...nodes: SnapshotNode[]) => fromNodes('http://127.0.0.1/', [n('generic', undefined, nodes)]);
type Snapshot = ReturnType<typeof page>;
function facts(snapshot: Snapshot, given: [SnapshotNode, object][] = []): PageHints {
  const known = new Map<string, { tag: string; attrs: Record<string, string> }>();
  for (const ref of snapshot.byRef.keys()) known.set(ref, { tag: 'div', attrs: {} });
  for (const [node, f] of given) known.set(node.ref!, { tag: 'div', attrs: {}, ...f });
  return { ...NO_HINTS, facts: known };
}
const outcome = (snapshot: Snapshot, step: string, hints?: PageHints) => {
  const d = resolveAction('act', step, snapshot, hints ?? facts(snapshot));
  return d.resolved ? { rule: d.rule, actions: d.actions.map((a) => `${a.method} ${a.ref} ${a.arguments.join(',')}`.trim()) } : d.reason;
};
const field = (placeholder: string) => n('textbox', placeholder, [], { placeholder });

describe('field-type', () => {
  it('finds the field by the kind of value its input type holds, after reading the types', () => {
    const name = field('Full name');
    const email = field('Email');
    const password = field('Password');
    const snapshot = page(name, email, password);
    const types = facts(snapshot, [[name, { tag: 'input', inputType: 'text' }], [email, { tag: 'input', inputType: 'email' }], [password, { tag: 'input', inputType: 'password' }]]);
    const asking = resolveAction('act', 'type nina@example.com into the email address field', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(email.ref);
    expect(outcome(snapshot, 'type nina@example.com into the email address field', types)).toEqual({ rule: 'field-type', actions: [`type ${email.ref} nina@example.com`] });
  });

  it('hands over two fields of the type, and does not answer for a word that is no type', () => {
    const a = field('Work');
    const b = field('Home');
    const snapshot = page(a, b);
    const types = facts(snapshot, [[a, { tag: 'input', inputType: 'email' }], [b, { tag: 'input', inputType: 'email' }]]);
    expect(outcome(snapshot, 'fill the email address with x', types)).toMatch(/2 fields take an email address: say which by its label \("Work", "Home"\)/);
    expect(outcome(snapshot, 'fill the nickname with x', types)).not.toHaveProperty('rule', 'field-type');
  });
});

describe('confirm-field', () => {
  it('reads "field: value" after confirm, and fills the field that repeats it', () => {
    expect(parseGrammar('confirm the password: "s3cret!"')).toMatchObject({ verb: 'confirm', frame: 'colon-value', target: { name: 'password' }, value: 's3cret!' });
    const retype = field('Retype password');
    const snapshot = page(field('Email'), field('Password'), retype);
    expect(outcome(snapshot, 'confirm the password: "s3cret!"')).toEqual({ rule: 'confirm-field', actions: [`fill ${retype.ref} s3cret!`] });
    const again = field('Email again');
    expect(outcome(page(field('Email'), again), 'confirm the email: a@b.c')).toEqual({ rule: 'confirm-field', actions: [`fill ${again.ref} a@b.c`] });
  });

  it('does not answer with no field that confirms the name', () => {
    expect(outcome(page(field('Password')), 'confirm the password: x')).not.toHaveProperty('rule', 'confirm-field');
  });
});
