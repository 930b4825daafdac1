import { describe, expect, it } from 'vitest';
import { benchPages, missingFrom } from '../../bench/pages.js';
import { clickAnswerer } from '../../bench/scripted-model.js';
import { median, quantile, ratio } from '../../bench/stats.js';
import { NOT_AVAILABLE, renderTable } from '../../bench/table.js';

// The bench's pure parts: a wrong median or a lenient presence check would print wrong figures.
describe('bench statistics', () => {
  it('takes the median of odd and even counts and the nearest-rank quantile', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(hundred, 0.99)).toBe(99);
    expect(quantile(hundred, 0.5)).toBe(50);
  });

  it('gives no ratio when a side is missing', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(undefined, 4)).toBeUndefined();
    expect(ratio(1, 0)).toBeUndefined();
  });
});

describe('bench pages', () => {
  const { pages, routes } = benchPages('http://localhost:1');

  it('serves every page with its markers, and counts what a page text leaves out', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/grid-200.html', '/grid-2000.html', '/table-300.html', '/article.html', '/form.html', '/frames.html', '/shadow.html',
    ]);
    for (const page of pages) expect(routes.has(page.path), page.path).toBe(true);
    expect((routes.get('/grid-2000.html')!.match(/<article/g) ?? []).length).toBe(2000);
    expect((routes.get('/table-300.html')!.match(/<tr>/g) ?? []).length).toBe(301);
    const grid = pages[0]!;
    const all = [...grid.markers, ...grid.actionables].join('\n');
    expect(missingFrom(all, grid)).toEqual([]);
    expect(missingFrom(all.replace('Add Item 0200 to cart', ''), grid)).toEqual(['Add Item 0200 to cart']);
  });

  it('puts the card frame cross-origin inside a same-origin frame', () => {
    expect(routes.get('/frames/inner.html')).toContain('src="http://localhost:1/frames/card.html"');
    expect(routes.get('/shadow.html')).toContain("mode: 'closed'");
  });
});

describe('scripted model', () => {
  const answer = clickAnswerer(() => 'Pay now');
  const ask = (content: string) => answer({ messages: [{ role: 'user', content }] });

  it("reads Stagehand's and actwright's notations", () => {
    expect(ask('[0-3] button: Apply coupon\n[1-12] button: Pay now')).toMatchObject({ action: { elementId: '1-12', method: 'click' } });
    expect(ask('- button "Apply coupon" [ref=f6e3]\n- button "Pay now" [ref=f8e5]')).toMatchObject({ action: { elementId: 'f8e5' }, twoStep: false });
  });

  it('takes the ref of the named part of a folded line', () => {
    expect(ask('- article: h3 "Pay" | button "Save" [ref=e4] | button "Pay now" [ref=e5] | link "Help" [ref=e6]')).toMatchObject({ action: { elementId: 'e5' } });
  });

  it('refuses when the element is not in the prompt', () => {
    expect(() => ask('- button "Cancel" [ref=e1]')).toThrow(/no element named "Pay now"/);
  });
});

describe('bench table', () => {
  it('prints n/a for a side that could not run, never a number', () => {
    const table = renderTable([
      { figure: '1', item: 'x', unit: 'ms', stagehand: 10 },
      { figure: '4', item: 'rps', unit: 'req/s', solo: true, actwright: 6000 },
    ]);
    const [, , first, second] = table.split('\n');
    expect(first).toContain(NOT_AVAILABLE);
    expect(first).toContain('10.0 ms');
    expect(second).toContain('6000 req/s');
    expect(second).not.toContain(NOT_AVAILABLE);
  });
});
