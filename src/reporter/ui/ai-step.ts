import { h, type Child } from './dom.js';
import { formatValue, int, ms, pageLabel, usd } from './format.js';
import type { UiAiOperation, UiCheck } from './model.js';

/** A value as `key: value` lines (strings as they are, not escaped JSON). */
export function valueView(value: unknown, className: string): HTMLElement | null {
  const lines = formatValue(value);
  if (!lines.length || (lines.length === 1 && lines[0]!.kind === 'empty')) return null;
  return h('div', { className: `vtree ${className}` },
    lines.map((l) => {
      const line = h('div', { className: `vl ${l.kind}` },
        l.key !== undefined ? h('span', { className: 'vk', text: `${l.key}: ` }) : null,
        h('span', { className: 'vv', text: l.text }));
      // Through the CSSOM, not a style attribute: the served report's CSP blocks inline style attributes.
      line.style.paddingLeft = `${l.depth * 14}px`;
      return line;
    }));
}

function shot(path: string | undefined, label: string): Child {
  if (!path) return null;
  return h('figure', { className: 'shot' },
    h('img', { src: path, alt: label, loading: 'lazy', onclick: (e) => (e.currentTarget as HTMLElement).classList.toggle('large') }),
    h('figcaption', { text: label }));
}

/** Playwright code with a button that copies it (the Clipboard API, else a selection copied the old way for file:// pages). */
export function codeView(code: string, className = 'code'): HTMLElement {
  const pre = h('pre', { className: `code-form ${className}`, text: code });
  const button = h('button', {
    type: 'button',
    className: 'copy',
    title: 'copy the code',
    text: 'copy',
    onclick: () => void copyText(code).then((ok) => (button.textContent = ok ? 'copied' : 'select and copy')),
  });
  return h('div', { className: 'code-block' }, pre, button);
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { className: 'copy-buffer', 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** A check's verdict: the assertion it resolved to (as code, to copy), who resolved it, expected vs found. */
function checkView(c: UiCheck): HTMLElement {
  const row = (k: string, v: string, cls: string) => [h('dt', { text: k }), h('dd', { className: cls, text: v })];
  return h('div', { className: `check ${c.passed ? 'passed' : 'failed'}` },
    h('div', { className: 'label verdict', text: c.passed ? `check passed${c.soft ? ' (soft)' : ''}` : `check failed${c.soft ? ' (soft)' : ''}` }),
    codeView(c.code, 'check-code'),
    h('dl', { className: 'facts' },
      row('resolved by', c.rule, 'check-rule'),
      row('expected', c.expected, 'check-expected'),
      row('found', c.found, 'check-found'),
      c.lookedAt.length ? row('looked at', c.lookedAt.join('; '), 'check-looked') : null,
      c.evidence !== undefined ? row('evidence', c.evidence, 'check-evidence') : null));
}

/** `expected the menu open; found it open` (or `…; found it closed`). */
function effectLine(effect: NonNullable<NonNullable<UiAiOperation['decision']>['effect']>): string {
  return `expected ${effect.expected}; found ${effect.found}`;
}

/** What the rule weighed, one line per candidate (role, name, score, why), and the page facts it read. */
function evidenceView(evidence: NonNullable<UiAiOperation['decision']>['evidence']): Child {
  if (!evidence) return null;
  return h('div', { className: 'evidence' },
    evidence.candidates.length
      ? [h('div', { className: 'label', text: 'weighed' }),
          h('ol', { className: 'candidates' }, evidence.candidates.map((c) =>
            h('li', null,
              h('span', { className: 'role', text: c.role }), ' ',
              h('q', { text: c.name }), ' ',
              h('span', { className: 'score', text: c.score.toFixed(2) }),
              c.why ? h('span', { className: 'muted why', text: ` ${c.why}` }) : null)))]
      : null,
    evidence.facts?.length ? h('div', { className: 'muted page-facts', text: `read: ${evidence.facts.join(' · ')}` }) : null);
}

export function renderAiOperation(op: UiAiOperation): HTMLElement {
  const t = op.tokens;
  const used = t ? t.input + t.output : 0;
  const fact = (k: string, v: string, cls: string): [string, string, string] => [k, v, cls];
  const facts: [string, string, string][] = [
    // A step the offline tier handed over, with nothing to take it: the reason, not "unknown".
    fact('tier', op.tier ?? (op.handover ? 'handed over' : 'unknown'), 'tier'),
    ...(op.decision ? [fact('decided by', op.decision.label, 'decided-by')] : []),
    ...(op.handover ? [fact('handed over', op.handover, 'handover')] : []),
    ...(op.rephrase?.length ? [fact('say instead', op.rephrase.map((p) => `"${p}"`).join(' or '), 'rephrase')] : []),
    ...(op.decision?.effect ? [fact('effect', effectLine(op.decision.effect), `effect ${op.decision.effect.ok ? 'happened' : 'missing'}`)] : []),
    ...(op.model ? [fact('model', op.model, 'model')] : []),
    ['tokens in / out', t ? `${int(t.input)} / ${int(t.output)}` : '0', 'tokens'],
    // Zero tokens is a known cost: nothing.
    ['cost', t?.cost !== undefined ? usd(t.cost) : used > 0 ? 'price unknown' : usd(0), 'cost'],
    ['duration', op.duration !== undefined ? ms(op.duration) : '', 'duration'],
    // Where to find it in the trace viewer's timeline (the test's clock starts with the attempt).
    ['at', op.offset >= 0 ? `+${ms(op.offset)}` : '', 'offset'],
    ...(t?.timeMs !== undefined ? [['inference', ms(t.timeMs), 'inference'] as [string, string, string]] : []),
    ['page', pageLabel(op.pageUrl), 'page'],
  ];
  const failed = op.error !== undefined || (op.result as { success?: unknown } | null)?.success === false || op.check?.passed === false;
  return h('div', { className: `ai-op${failed ? ' failed' : ''}`, 'data-method': op.method, 'data-tier': op.tier ?? 'unknown' },
    op.instruction !== undefined ? h('div', { className: 'instruction' }, h('span', { className: 'method', text: op.method }), ' ', h('q', { text: op.instruction })) : h('div', { className: 'instruction' }, h('span', { className: 'method', text: op.method })),
    h('dl', { className: 'facts' }, facts.map(([k, v, cls]) => [h('dt', { text: k }), h('dd', { className: cls, text: v })])),
    op.chosen.length
      ? h('div', { className: 'chosen' }, h('div', { className: 'label', text: op.method === 'observe' ? 'found' : 'chosen' }),
          h('ol', null, op.chosen.map((c) =>
            h('li', null,
              c.method ? h('span', { className: 'method', text: c.method }) : null, ' ',
              c.description ? h('span', { text: c.description }) : null,
              c.selector ? h('code', { className: 'selector', text: c.selector }) : null,
              c.arguments?.length ? h('span', { className: 'args', text: ` (${c.arguments.join(', ')})` }) : null,
              c.code ? codeView(c.code) : null))))
      : null,
    op.check ? checkView(op.check) : null,
    evidenceView(op.decision?.evidence),
    op.decision?.heal
      ? h('div', { className: 'heal' },
          h('div', { className: 'label', text: 'healed: the cached code no longer held' }),
          h('div', { className: 'muted heal-reason', text: op.decision.heal.reason }),
          h('div', { className: 'label', text: 'before' }), codeView(op.decision.heal.from, 'heal-from'),
          h('div', { className: 'label', text: 'now' }), codeView(op.decision.heal.to, 'heal-to'))
      : null,
    op.error ? h('pre', { className: 'ai-error', text: op.error }) : null,
    h('details', { className: 'io' }, h('summary', { text: 'parameters and result' }),
      h('div', { className: 'label', text: 'parameters' }), valueView(op.parameters, 'parameters') ?? h('div', { className: 'muted', text: 'none' }),
      h('div', { className: 'label', text: 'result' }), valueView(op.result, 'result') ?? h('div', { className: 'muted', text: 'none' })),
    op.screenshotBefore || op.screenshotAfter ? h('div', { className: 'shots' }, shot(op.screenshotBefore, 'before'), shot(op.screenshotAfter, 'after')) : null);
}
