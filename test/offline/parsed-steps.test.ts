// An act's words are parsed once and the readings kept (bounded) for the next time the same words
// come: the offline tier asks for them several times in one act (how many steps, a key with a
// purpose, the readings) and the action cache once more, and a suite says the same step again and
// again. A parse alone costs 0.2–0.5 ms, but 8–80 ms after a garbage collection flushed V8's
// compiled regular expressions (pace17, load 27). What is kept is the words' readings, never a
// decision: each act still reads its page and decides afresh.
// Counted and compared, never timed. The near misses: words that differ by a letter, by a quote or
// by how they are split get their own readings, and the same words on another page are decided
// anew (one Save button is clicked; two are handed over). Real Chromium, pages on 127.0.0.1, no model.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { MissingLLMConfigurationError } from '../../src/engine/session/errors.js';
import { parsedSteps, parseSteps } from '../../src/engine/offline/parse.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';
import { canonical } from './parse-golden-read.js';
import { startTestServer, type TestServer } from '../support/http-server.js';

const golden = JSON.parse(readFileSync(new URL('./parse-golden.json', import.meta.url), 'utf8')) as [string, string][];

/** Whether every array and plain object inside `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  return (Array.isArray(value) ? value : Object.values(value)).every(deeplyFrozen);
}

describe('an instruction\'s readings are parsed once and kept', () => {
  it('the same words give the same readings, parsed once: one object, frozen', () => {
    const words = 'fill the edit box with "feed the dog" and press Enter';
    const first = parsedSteps(words);
    // Without the change there is no kept parse: every call parses the words again (a new object).
    expect(parsedSteps(words)).toBe(first);
    expect(first.length).toBe(2);
    expect(deeplyFrozen(first)).toBe(true);
    // A caller cannot change what the next one reads (strict mode: the write throws).
    expect(() => {
      (first[0]![0]!.args as string[]).push('more');
    }).toThrow(TypeError);
    expect(parsedSteps(words)[0]![0]!.args).toEqual(['feed the dog']);
  });

  it('a step\'s typed form (the grammar) is read once too: one object, frozen', () => {
    const form = parseGrammar('double-click "feed the cat"');
    expect(form).toBeDefined();
    // Without the change every call reads the words again (a new object); parse-golden.test.ts checks what it reads.
    expect(parseGrammar('double-click "feed the cat"')).toBe(form);
    expect(deeplyFrozen(form)).toBe(true);
    expect(parseGrammar('double-click "feed the dog"')).not.toBe(form);
    expect(JSON.stringify(parseGrammar('double-click "feed the dog"'))).toBe(JSON.stringify(form).replaceAll('cat', 'dog'));
    const none = parseGrammar('?');
    expect(parseGrammar('?')).toBe(none);
  });

  it('reads every string of the golden set as parseSteps reads it', { timeout: 180_000 }, () => {
    const differs = golden.map(([input]) => input).filter((input) => canonical(parsedSteps(input)) !== canonical(parseSteps(input)));
    expect(differs.slice(0, 20)).toEqual([]);
  });

  it('near miss: words that differ by a letter, a quote or how they are split keep readings of their own', () => {
    expect(parsedSteps('fill Name with "Ann"')[0]![0]!.args).toEqual(['Ann']);
    expect(parsedSteps('fill Name with "ann"')[0]![0]!.args).toEqual(['ann']);
    expect(canonical(parsedSteps('click "Save"'))).toBe(canonical(parseSteps('click "Save"')));
    expect(canonical(parsedSteps('click Save'))).toBe(canonical(parseSteps('click Save')));
    const listed = 'click Red, Green';
    expect(canonical(parsedSteps(listed, undefined, false))).toBe(canonical(parseSteps(listed, undefined, false)));
    expect(canonical(parsedSteps(listed))).toBe(canonical(parseSteps(listed)));
    expect(parsedSteps('click Save', 5)).toEqual([]); // longer than the bound given: no plain step
    expect(parsedSteps('click Save').length).toBe(1);
  });
});

let server: TestServer;
const clients: Client[] = [];
const page = (buttons: string) => `<title>Notes</title><p id="said">nothing saved</p>${buttons}
<script>document.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => { document.querySelector('#said').textContent = 'saved by ' + (i + 1); }));</script>`;

beforeAll(async () => {
  server = await startTestServer(fileURLToPath(new URL('./apps/', import.meta.url)));
  server.route('/one-save', page('<button>Save</button>'));
  server.route('/two-saves', page('<section aria-label="Draft"><button>Save</button></section><section aria-label="Final"><button>Save</button></section>'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close({ force: true }).catch(() => undefined)));
});
afterAll(async () => {
  await server?.close();
});

describe('kept readings, decided afresh on every page', () => {
  it('near miss: the same words click the one Save button, then hand over where two are', async () => {
    const client = new Client({ env: 'LOCAL', verbose: 0, disablePino: true, domSettleTimeout: 3_000 });
    clients.push(client);
    await client.init();
    const words = 'click the Save button';
    await client.page.goto(`${server.origin}/one-save`);
    const done = await client.act(words);
    expect(done.success, done.message).toBe(true);
    expect(await client.page.locator('#said').textContent()).toBe('saved by 1');
    expect(parsedSteps(words)).toBe(parsedSteps(words));
    await client.page.goto(`${server.origin}/two-saves`);
    // The kept readings are the words', not the decision: two buttons answer them here, and no model is configured.
    await expect(client.act(words)).rejects.toThrow(MissingLLMConfigurationError);
    expect(await client.page.locator('#said').textContent()).toBe('nothing saved');
  });
});
