import { describe, expect, it } from 'vitest';
import { parseAriaYaml } from '../../src/engine/snapshot/aria-yaml.js';
import { parseAriaJson } from '../../src/engine/snapshot/parse.js';
import { renderSnapshot } from '../../src/engine/snapshot/render.js';

// The YAML that Playwright 1.55's page._snapshotForAI() gives for a small page (captured with
// playwright-core 1.55.1 and /usr/bin/chromium); 1.63+ gives the JSON below for the same tree.
const YAML_155 = `- generic [active] [ref=e1]:
  - heading "Shop" [level=1] [ref=e2]
  - paragraph [ref=e3]:
    - text: Hello
    - generic [ref=e4]: world
  - generic [ref=e5]:
    - text: Email
    - textbox "Email" [ref=e6]:
      - /placeholder: you@x
  - button "Buy now" [ref=e7]
  - link "Link" [ref=e8] [cursor=pointer]:
    - /url: /x
  - checkbox "Agree" [checked] [ref=e9]
  - iframe [ref=e10]:
    - button "Inner" [ref=f1e2]`;

describe('parseAriaYaml', () => {
  it('gives the tree ariaSnapshotJSON gives: states, props, inline text, iframes', () => {
    expect(parseAriaYaml(YAML_155)).toEqual([
      {
        role: 'generic', active: true, ref: 'e1',
        children: [
          { role: 'heading', name: 'Shop', level: 1, ref: 'e2' },
          { role: 'paragraph', ref: 'e3', children: ['Hello', { role: 'generic', ref: 'e4', text: 'world' }] },
          { role: 'generic', ref: 'e5', children: ['Email', { role: 'textbox', name: 'Email', ref: 'e6', placeholder: 'you@x' }] },
          { role: 'button', name: 'Buy now', ref: 'e7' },
          { role: 'link', name: 'Link', ref: 'e8', cursor: 'pointer', url: '/x' },
          { role: 'checkbox', name: 'Agree', checked: true, ref: 'e9' },
          { role: 'iframe', ref: 'e10', children: [{ role: 'button', name: 'Inner', ref: 'f1e2' }] },
        ],
      },
    ]);
  });

  it('reads quoted keys and values as Playwright writes them', () => {
    const yaml = [
      `- 'heading "Price: $12 # net" [level=2] [ref=e2]'`,
      `- button "'quoted' and \\"double\\"" [pressed=mixed] [ref=e3]`,
      `- 'button "Item #3" [disabled] [ref=e4]': "12"`,
      `- paragraph [ref=e5]: "line one\\nline two\\ttab \\x07 \\\\ end"`,
      `- text: "- leading dash"`,
      `- checkbox "Some" [checked=mixed] [ref=e6]`,
      `- heading /slashes/ [level=3] [ref=e7]`,
      `- option "M" [selected] [ref=e8]`,
      `- button "Menu" [expanded] [ref=e9]`,
    ].join('\n');
    expect(parseAriaYaml(yaml)).toEqual([
      { role: 'heading', name: 'Price: $12 # net', level: 2, ref: 'e2' },
      { role: 'button', name: `'quoted' and "double"`, pressed: 'mixed', ref: 'e3' },
      { role: 'button', name: 'Item #3', disabled: true, ref: 'e4', text: '12' },
      { role: 'paragraph', ref: 'e5', text: 'line one\nline two\ttab \x07 \\ end' },
      { role: 'text', text: '- leading dash' },
      { role: 'checkbox', name: 'Some', checked: 'mixed', ref: 'e6' },
      { role: 'heading', name: '/slashes/', level: 3, ref: 'e7' },
      { role: 'option', name: 'M', selected: true, ref: 'e8' },
      { role: 'button', name: 'Menu', expanded: true, ref: 'e9' },
    ]);
  });

  it('feeds parseAriaJson and the page text like the JSON does', () => {
    const nodes = parseAriaJson(parseAriaYaml(YAML_155));
    const text = renderSnapshot(nodes);
    expect(text).toContain('Buy now');
    expect(text).toContain('Inner');
    expect(nodes[0]!.children.at(-1)!.children[0]!.frame).toEqual(['e10']);
  });
});
