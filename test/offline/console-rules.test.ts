/**
 * Rules for consoles and long pages of operations (src/engine/offline/rules/nth-disclosure.ts,
 * run-request.ts, cancel-named.ts), on built trees with the page's facts given by hand.
 */
import { describe, expect, it } from 'vitest';
import { resolveAction } from '../../src/engine/offline/index.js';
import type { SnapshotNode } from '../../src/engine/snapshot/index.js';
import type { PageHints } from '../../src/engine/offline/hints.js';
import { n, page, facts, outcome as builtOutcome, type Snapshot } from '../support/built-tree.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';

const outcome = (snapshot: Snapshot, step: string, hints?: PageHints) => builtOutcome(snapshot, step, hints, { args: false });

describe('nth-disclosure', () => {
  // An operation's row: its summary and its arrow both expand it.
  const operation = (method: string, path: string, open = false) => {
    const summary = n('button', `${method} ${path} Does something`);
    const arrow = n('button', `${method.toLowerCase()} ${path}`);
    return { summary, arrow, open, row: n('generic', undefined, [summary, n('button', 'Copy path'), arrow]) };
  };
  const ops = [operation('GET', '/pets'), operation('DELETE', '/pets/{id}'), operation('GET', '/users'), operation('DELETE', '/users/{id}', true)];
  const snapshot = page(...ops.map((o) => o.row));
  const states = facts(snapshot, ops.flatMap((o) => [[o.summary, { expanded: o.open }], [o.arrow, { expanded: o.open }]] as [SnapshotNode, object][]));

  it('counts the parts whose control starts with the name, a summary and its arrow once, and expands the nth', () => {
    expect(outcome(snapshot, 'expand the first DELETE operation', states)).toEqual({ rule: 'nth-disclosure', actions: [`click ${ops[1]!.summary.ref}`] });
    expect(outcome(snapshot, 'expand the second GET operation', states)).toEqual({ rule: 'nth-disclosure', actions: [`click ${ops[2]!.summary.ref}`] });
    expect(outcome(snapshot, 'collapse the last DELETE operation', states)).toEqual({ rule: 'nth-disclosure', actions: [`click ${ops[3]!.summary.ref}`] });
  });

  it('reads the states first, and hands over a part already so or one that is not there', () => {
    const asking = resolveAction('act', 'expand the last DELETE operation', snapshot);
    expect(!asking.resolved && asking.needs?.facts).toContain(ops[3]!.summary.ref);
    expect(outcome(snapshot, 'expand the last DELETE operation', states)).toMatch(/expanded already/);
    expect(outcome(snapshot, 'expand the third DELETE operation', states)).toMatch(/found 2/);
  });
});

describe('run-request', () => {
  it('reads run/execute/send as a verb, and clicks the one control that runs', () => {
    expect(parseGrammar('execute the query')).toMatchObject({ verb: 'run', target: { raw: 'query' } });
    const execute = n('button', 'Execute');
    const snapshot = page(n('textbox', 'petId'), n('button', 'Cancel'), execute);
    expect(outcome(snapshot, 'run the request')).toEqual({ rule: 'run-request', actions: [`click ${execute.ref}`] });
    expect(outcome(snapshot, 'send it')).toEqual({ rule: 'run-request', actions: [`click ${execute.ref}`] });
  });

  it('hands over with two such controls, and never runs something else named by the step', () => {
    expect(outcome(page(n('button', 'Execute'), n('button', 'Run')), 'run the request')).toMatch(/2 controls run something/);
    expect(outcome(page(n('button', 'Execute')), 'run the report')).not.toHaveProperty('rule', 'run-request');
  });
});

describe('cancel-named', () => {
  it('clicks the Cancel whose developer-given names say what is cancelled', () => {
    const tryOut = n('button', 'Cancel');
    const reset = n('button', 'Cancel');
    const snapshot = page(n('heading', 'Parameters', [], { level: 4 }), tryOut, n('form', undefined, [reset]));
    const hints = facts(snapshot, [[tryOut, { tag: 'button', attrs: { class: 'btn try-out__btn cancel' } }], [reset, { tag: 'button', attrs: { class: 'btn' } }]]);
    expect(outcome(snapshot, 'cancel try it out', hints)).toEqual({ rule: 'cancel-named', actions: [`click ${tryOut.ref}`] });
    // Nothing says "the order": no Cancel is taken for it.
    expect(outcome(snapshot, 'cancel the order', hints)).not.toHaveProperty('rule', 'cancel-named');
  });
});
