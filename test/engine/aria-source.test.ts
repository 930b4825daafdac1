import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client } from '../../src/index.js';
import { ariaApi, readAriaTree, refLocator, resolvedSelector } from '../../src/engine/snapshot/aria-source.js';
import { parseAriaYaml } from '../../src/engine/snapshot/aria-yaml.js';
import { parseAriaJson, textOf, walk } from '../../src/engine/snapshot/parse.js';
import { startCorpusServer } from '../support/test-pages.js';
import type { TestServer } from '../support/http-server.js';

// The fallback for Playwright 1.55–1.62 reads the YAML of the AI-mode snapshot. The Playwright
// here (1.65) has both forms, so the YAML read must give exactly the tree ariaSnapshotJSON gives.
let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startCorpusServer();
  server.route('/tricky.html', `<!doctype html><title>t</title>
    <h2>Price: $12 # net</h2>
    <button>- starts with a dash</button>
    <button>'quoted' and "double" \\ back</button>
    <button aria-pressed="mixed">yes</button>
    <button aria-pressed="true">12</button>
    <a href="/a: b?x=1#h">Link: with colon</a>
    <label>Name <input placeholder="e.g. Ada: Lovelace" value=" padded "></label>
    <input type="checkbox" aria-checked="mixed" role="checkbox" aria-label="Some">
    <input type="checkbox" checked disabled aria-label="On">
    <details open><summary>More</summary><p>Inside [ref=e1] text</p></details>
    <select aria-label="Size"><option>S</option><option selected>M</option></select>
    <div role="tab" aria-selected="true">Tab one</div>
    <div onclick="1" style="cursor:pointer">clickable div</div>
    <p>line one<br>line two</p><p>tab\there</p><p>true</p><p>null</p><p>{braces}</p><p>emoji ✓ ünïcødé</p>
    <h3>/slashes/</h3>
    <iframe srcdoc="<button>Inner: one</button><p>frame text</p>"></iframe>`);
  client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 5_000 });
  await client.init();
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

type Snapshotter = { ariaSnapshot(o: { mode: 'ai' }): Promise<string>; ariaSnapshotJSON(o: { mode: 'ai' }): Promise<unknown> };
const both = async (target: Snapshotter) => {
  const json = await target.ariaSnapshotJSON({ mode: 'ai' });
  const yaml = await target.ariaSnapshot({ mode: 'ai' });
  return { json, yaml };
};
/** `invalid` is not in the YAML (see aria-yaml.ts): drop it from the JSON before comparing. */
const withoutInvalid = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'invalid' ? undefined : v)));

describe('aria-source', () => {
  it('uses ariaSnapshotJSON on this Playwright', () => {
    expect(ariaApi(client.page)).toBe('json');
  });

  for (const name of ['tricky.html', 'forms.html', 'table.html', 'frames.html', 'shadow.html', 'dropdown.html', 'grid.html']) {
    it(`${name}: the YAML read gives the same tree as ariaSnapshotJSON`, async () => {
      const page = client.page as unknown as Page & Snapshotter;
      await page.goto(`${server.origin}/${name}`);
      await page.waitForLoadState('load');
      const { json, yaml } = await both(page);
      expect(parseAriaYaml(yaml)).toEqual(withoutInvalid(json));
    });
  }

  it('a scoped read (locator) gives the same tree both ways, and refs and selectors resolve', async () => {
    const page = client.page as unknown as Page & Snapshotter;
    await page.goto(`${server.origin}/tricky.html`);
    const scope = page.locator('details');
    const { json, yaml } = await both(scope as unknown as Snapshotter);
    expect(parseAriaYaml(yaml)).toEqual(json);
    const tree = await readAriaTree(page, { scope });
    const nodes = parseAriaJson(tree);
    const more = [...walk(nodes)].find((n) => n.ref && textOf(n) === 'More');
    expect(more?.ref).toMatch(/^(f\d+)?e\d+$/);
    expect(await refLocator(page, more!.ref!).textContent()).toBe('More');
    expect(await resolvedSelector(refLocator(page, more!.ref!))).toContain('More');
  });

  it('ends at once when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(readAriaTree(client.page, { signal: controller.signal })).rejects.toThrow();
  });
});
