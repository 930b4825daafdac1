import { describe, expect, it } from 'vitest';
import { distill, type RawNode } from '../../src/engine/snapshot/distill.js';

/** The page reader's tidy-up, on hand-made raw trees (no browser). */
const node = (role: string, extra: Partial<RawNode> = {}, children: RawNode['children'] = []): RawNode => ({ role, name: '', children, ...extra });

describe('distill', () => {
  it('joins text runs, collapses whitespace, and drops a lone text equal to the name', () => {
    const out = distill([node('paragraph', {}, [' Hello ', '', '\n world  ', ' ']), node('button', { name: 'Save', ref: 2 }, [' ', 'Save', ' '])], '');
    expect(out).toEqual([{ role: 'paragraph', text: 'Hello world' }, { role: 'button', name: 'Save', ref: 'e2' }]);
  });

  it('removes an image with no name and no content, unless a click lands on it', () => {
    const out = distill([node('img', { ref: 1 }), node('img', { ref: 2, pointer: true }), node('img', { name: 'Logo', ref: 3 })], '');
    expect(out).toEqual([{ role: 'img', ref: 'e2', cursor: 'pointer' }, { role: 'img', name: 'Logo', ref: 'e3' }]);
  });

  it('drops a name its shown content repeats; keeps it when a source is plain text or the role is identified by its name', () => {
    const link = node('link', { name: 'Title Body', ref: 1, from: [2, 3], url: '/a' }, [node('heading', { name: 'Title', ref: 2, level: 3 }, ['Title']), node('paragraph', { ref: 3 }, ['Body'])]);
    const plain = node('link', { name: 'One Two', ref: 4, from: [5], url: '/b' }, [node('generic', { ref: 5 }, ['One']), ' Two']);
    const nav = node('navigation', { name: 'Menu', ref: 6, from: [7] }, [node('heading', { name: 'Menu', ref: 7, level: 2 }, ['Menu'])]);
    const [a, b, c] = distill([link, plain, nav], '');
    expect(a).toMatchObject({ role: 'link', ref: 'e1' });
    expect((a as { name?: string }).name).toBeUndefined();
    expect(b).toMatchObject({ role: 'link', name: 'One Two' });
    expect(c).toMatchObject({ role: 'navigation', name: 'Menu' });
  });

  it('a source that is not a node with a ref (an inline span) does not keep the name', () => {
    const link = node('link', { name: 'Title', ref: 1, from: [2, 99], url: '/a' }, [node('heading', { name: 'Title', ref: 2, level: 3 }, ['Title'])]);
    expect((distill([link], '')[0] as { name?: string }).name).toBeUndefined();
  });

  it('a generic that repeats its parent’s name goes; one around a single pointable element gives way to it', () => {
    const button = node('button', { name: 'Go', ref: 1 }, [node('generic', { ref: 2 }, ['Go'])]);
    const wrapper = node('generic', { ref: 3 }, [node('link', { name: 'Home', ref: 4, url: '/' }, ['Home'])]);
    expect(distill([button, wrapper], '')).toEqual([{ role: 'button', name: 'Go', ref: 'e1' }, { role: 'link', name: 'Home', ref: 'e4', url: '/' }]);
  });

  it('a generic holding one generic that only holds text takes the text', () => {
    const out = distill([node('generic', { ref: 1 }, [node('generic', {}, ['Inner']), ' '])], '');
    expect(out).toEqual([{ role: 'generic', ref: 'e1', text: 'Inner' }]);
  });

  it('writes only true states, prefixes refs with the frame, and marks only the outermost pointer', () => {
    const out = distill(
      [node('link', { name: 'Card', ref: 1, pointer: true, url: '#', expanded: false, disabled: false, selected: false, checked: false }, [node('generic', { ref: 2, pointer: true }, ['Inside']), node('button', { name: 'Buy', ref: 3, pressed: true })])],
      'f2',
    );
    expect(out).toEqual([
      { role: 'link', name: 'Card', ref: 'f2e1', cursor: 'pointer', url: '#', children: [{ role: 'generic', ref: 'f2e2', text: 'Inside' }, { role: 'button', name: 'Buy', pressed: true, ref: 'f2e3' }] },
    ]);
  });
});
