import type { SnapshotNode } from '../../snapshot/index.js';
import { normalize } from '../text.js';
import { said, type RuleFound, type RuleHandover, type WidgetRule } from './widget.js';

/** What a console runs: "run the request", "execute the query", "send it". */
const RUN_OBJECTS = new Set(['request', 'the request', 'query', 'the query', 'operation', 'the operation', 'call', 'the call', 'api call', 'the api call', 'it', 'this']);
/** The names a console's run control goes by. */
const RUN_NAMES = new Set(['execute', 'run', 'send', 'send request', 'run query', 'execute query', 'run request', 'execute request']);

/**
 * "run the request", "execute the query", "send it": the one control that runs what the page
 * is set up to send (an API console's Execute, a query editor's Run), whatever it is called of
 * the words for running.
 */
export const runRequest: WidgetRule = {
  info: {
    name: 'run-request',
    does: 'Runs the request or query the page is set up to send: the one button named Execute, Run or Send.',
    when: '"run the request", "execute the query", "send it": the verb run/execute/send and what is run, with no control named so.',
    evidence: 'Exactly one enabled button (or link) on the page named one of Execute, Run, Send (or those words with "request"/"query").',
    example: {
      html: '<label>petId <input value="10"></label><button>Cancel</button><button>Execute</button>',
      step: 'run the request',
      action: 'click button "Execute"',
    },
  },
  applies: (form, kind) => kind === 'act' && form.verb === 'run' && RUN_OBJECTS.has(normalize(form.target?.raw ?? '')),
  resolve(_form, ctx): RuleFound | RuleHandover | undefined {
    const runners: SnapshotNode[] = ctx.index.order.filter((n) => n.ref && (n.role === 'button' || n.role === 'link') && RUN_NAMES.has(normalize(n.name ?? '')));
    if (!runners.length) return undefined;
    if (runners.length > 1) return { handover: `${runners.length} controls run something (${runners.slice(0, 3).map((n) => said(n)).join(', ')}): say which ("click Execute in the … section")`, near: true };
    const node = runners[0]!;
    if (node.disabled) return { handover: `${said(node)} is disabled`, near: true };
    return { actions: [{ ref: node.ref!, method: 'click', arguments: [], description: `click ${said(node)}` }], candidates: [{ role: node.role, name: node.name ?? '', score: 1, why: 'runs the request' }], facts: [`the one control named "${node.name}"`] };
  },
};
