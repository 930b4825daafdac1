import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chunkPageText, mapPaths, mergeExtractions, modelSchemaFor } from '../../src/engine/methods/extract-schema.js';
import { maskVariables, substituteVariables } from '../../src/engine/session/variables.js';
import { fromNodes, parseAriaJson, renderSnapshot, textOf } from '../../src/engine/snapshot/index.js';

/** The shape ariaSnapshotJSON({ mode: 'ai' }) returns (captured from Chromium, trimmed). */
const ARIA_JSON = [
  {
    role: 'generic',
    ref: 'e1',
    children: [
      { role: 'heading', name: 'Top', level: 1, ref: 'e2' },
      { role: 'generic', ref: 'e3', children: ['Email', { role: 'textbox', name: 'Email', ref: 'e4', placeholder: 'you@x' }] },
      { role: 'checkbox', name: 'Agree', checked: true, ref: 'e5' },
      { role: 'generic', ref: 'e6', cursor: 'pointer', text: 'Clickable div' },
      { role: 'generic', ref: 'e7', text: 'Drop zone' },
      {
        role: 'iframe',
        ref: 'e8',
        children: [{ role: 'generic', ref: 'f1e1', children: [{ role: 'button', name: 'Pay now', ref: 'f1e2' }, { role: 'link', name: 'terms', ref: 'f1e3', url: '/terms' }, { role: 'paragraph', ref: 'f1e4', text: 'Pending' }] }],
      },
    ],
  },
];

describe('parse and render', () => {
  const nodes = parseAriaJson(ARIA_JSON);
  const snapshot = fromNodes('http://x/', nodes);

  it('types the tree, with frame hops', () => {
    expect(snapshot.byRef.get('e5')).toMatchObject({ role: 'checkbox', name: 'Agree', checked: true, frame: [] });
    expect(snapshot.byRef.get('e4')).toMatchObject({ placeholder: 'you@x' });
    expect(snapshot.byRef.get('f1e2')).toMatchObject({ role: 'button', frame: ['e8'] });
    expect(snapshot.byRef.get('f1e3')).toMatchObject({ url: '/terms', frame: ['e8'] });
    expect(textOf(nodes[0]!)).toContain('Clickable div');
  });

  it('drops wrappers, non-actionable refs and link targets, keeps every text and actionable element', () => {
    expect(snapshot.text).toBe(
      [
        '- h1 "Top"',
        // The label "Email" beside its textbox is not repeated: the textbox carries the name.
        '- textbox "Email" [placeholder="you@x"] [ref=e4]',
        '- checkbox "Agree" [checked] [ref=e5]',
        '- generic [ref=e6]: Clickable div',
        '- generic [ref=e7]: Drop zone',
        '- iframe [ref=e8]',
        '  - button "Pay now" [ref=f1e2]',
        // No `/url` line: extract() maps the link's ref to its target (the node keeps it).
        '  - link "terms" [ref=f1e3]',
        // A text-only paragraph is its text: a line without the dash.
        '  Pending',
      ].join('\n'),
    );
    expect(snapshot.byRef.get('f1e3')?.url).toBe('/terms');
    expect(renderSnapshot(nodes, { iframes: false })).not.toContain('Pay now');
  });

  it('keeps a text beside an element when it is not that element\'s name', () => {
    const tree = fromNodes('http://x/', [
      { role: 'text', text: 'Email', children: [] },
      { role: 'textbox', name: 'Email address', ref: 'e1', children: [] },
      { role: 'radio', name: 'Free', ref: 'e2', children: [] },
      { role: 'text', text: 'Free', children: [] },
    ] as never);
    expect(tree.text).toBe(['Email', '- textbox "Email address" [ref=e1]', '- radio "Free" [ref=e2]'].join('\n'));
  });

  it('writes a text that looks like an element line as a text line', () => {
    expect(fromNodes('http://x/', [{ role: 'text', text: '- 20% off', children: [] }] as never).text).toBe('- text: - 20% off');
  });

  it('skips shapes it does not know instead of throwing', () => {
    expect(parseAriaJson([42, null, { name: 'no role' }, '  '])).toEqual([]);
  });
});

describe('extract helpers', () => {
  it('turns URL fields into link refs and finds their paths', () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string(), link: z.url() })), home: z.string().url().optional() });
    const { schema: answer, urlPaths } = modelSchemaFor(schema, false);
    expect(urlPaths).toEqual([['items', '*', 'link'], ['home']]);
    expect(answer.safeParse({ items: [{ name: 'a', link: 'e5' }] }).success).toBe(true);
    expect(modelSchemaFor(schema, true).schema.safeParse({}).success).toBe(true);
  });

  it('maps ref values and drops unknown ones', async () => {
    const value = { items: [{ link: 'e1' }, { link: 'made-up' }] };
    await mapPaths(value, [['items', '*', 'link']], async (raw) => (raw === 'e1' ? 'http://x/1' : undefined));
    expect(value).toEqual({ items: [{ link: 'http://x/1' }, {}] });
  });

  it('merges chunk answers', () => {
    expect(mergeExtractions({ a: [1], t: '', n: 1 }, { a: [2], t: 'x', n: 2 })).toEqual({ a: [1, 2], t: 'x', n: 1 });
  });

  it('chunks at line breaks, within the limit, losing nothing', () => {
    const text = Array.from({ length: 200 }, (_, i) => `- article\n  - heading "Item ${i}"\n  - paragraph: $${i}`).join('\n');
    const chunks = chunkPageText(text, 1_000);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(1_000);
    for (const chunk of chunks) expect(chunk.startsWith('- article')).toBe(true); // items stay whole
    expect(chunks.join('\n')).toBe(text);
  });
});

describe('variables', () => {
  it('substitutes only known names and masks values back', () => {
    expect(substituteVariables('%user% / %pw% / %other%', { user: 'ann', pw: 's3cret' })).toBe('ann / s3cret / %other%');
    expect(maskVariables('typed s3cret here', new Map([['pw', 's3cret']]))).toBe('typed %pw% here');
    expect(maskVariables('a b', { short: 'a' })).toBe('a b');
  });
});
