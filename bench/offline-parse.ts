import { pathToFileURL } from 'node:url';
import { resolveAction } from '../src/engine/offline/act.js';
import { MAX_INSTRUCTION_CHARS, parseSteps, parseWork } from '../src/engine/offline/parse.js';
import { fromNodes } from '../src/engine/snapshot/index.js';

/**
 * The offline parser on long instructions that repeat a scope phrase ("click the Save button in
 * the dialog in the dialog …", issue 29 item 7). Prints, per size, the parser's own time with the
 * length cap lifted (it must grow linearly: twice the length, twice the time) and the time the
 * offline tier takes to hand such an instruction over (it never reads past MAX_INSTRUCTION_CHARS).
 *
 *   npx tsx bench/offline-parse.ts [path of another parse module to compare, e.g. a copy of main's]
 */
const SIZES_KB = [13, 26, 52, 104];
const UNIT = ' in the dialog';
const BASE = 'click the Save button';

export function repeatedScope(kb: number): string {
  return BASE + UNIT.repeat(Math.ceil((kb * 1024 - BASE.length) / UNIT.length));
}

async function main(): Promise<void> {
  const other = process.argv[2];
  const parse: (text: string, max?: number) => unknown = other ? ((await import(pathToFileURL(other).href)) as { parseSteps: typeof parseSteps }).parseSteps : parseSteps;
  const snapshot = fromNodes('http://bench.invalid/', [{ role: 'button', name: 'Save', ref: 'e1', frame: [], children: [] }]);
  console.log(`offline parser, instruction = "${BASE}" + "${UNIT}" × n${other ? ` (parser from ${other})` : ''}`);
  for (const kb of SIZES_KB) {
    const text = repeatedScope(kb);
    parseWork.bodies = 0;
    let t = performance.now();
    parse(text, Infinity);
    const parseMs = performance.now() - t;
    t = performance.now();
    const decision = resolveAction('act', text, snapshot);
    const tierMs = performance.now() - t;
    console.log(
      `${String(kb).padStart(4)} KB  parse (no cap) ${parseMs.toFixed(1).padStart(9)} ms` +
        `${other ? '' : `  target phrases read ${parseWork.bodies}`}  offline tier ${tierMs.toFixed(2)} ms (${decision.resolved ? 'resolved' : `handed over: ${decision.reason.slice(0, 60)}`})`,
    );
  }
  console.log(`cap: ${MAX_INSTRUCTION_CHARS} characters`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
