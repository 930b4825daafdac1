// scripts/build-dist.mjs keeps its source maps down to lines (scripts/source-map-lines.mjs): a stack
// frame in the bundle still maps to the same original file and line, with far fewer mappings to parse
// (Playwright Test's source-map-support parses a whole map at the first frame it maps; docs/benchmarks.md, pace10).
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, no declarations
import { toLineMappings } from '../../scripts/source-map-lines.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const compact = toLineMappings as (mappings: string) => string;
const segments = (mappings: string) => mappings.split(/[;,]/).filter(Boolean).length;

describe('toLineMappings', () => {
  it('maps every mapped position of a real bundle to the same original file and line, with under a third of the mappings', async () => {
    // The package's main entry bundled as scripts/build-dist.mjs does (one file, no splitting): about the engine's size.
    const out = await build({ absWorkingDir: root, entryPoints: ['src/index.ts'], bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', sourcemap: 'external', write: false, outdir: 'out', logLevel: 'silent' });
    const full = JSON.parse(out.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as SourceMapPayload;
    const lines = { ...full, mappings: compact(full.mappings), names: [] };
    expect(segments(full.mappings)).toBeGreaterThan(50_000);
    expect(segments(lines.mappings)).toBeLessThan(segments(full.mappings) / 3);
    const before = new SourceMap(full);
    const after = new SourceMap(lines);
    // Every generated position that has a mapping of its own: same file, same line.
    let checked = 0;
    full.mappings.split(';').forEach((line, generatedLine) => {
      let column = 0;
      for (const segment of line ? line.split(',') : []) {
        column += decodeFirst(segment);
        const a = before.findEntry(generatedLine, column) as { originalSource?: string; originalLine?: number };
        if (a.originalSource === undefined) continue;
        const b = after.findEntry(generatedLine, column) as { originalSource?: string; originalLine?: number };
        if (b.originalSource !== a.originalSource || b.originalLine !== a.originalLine) throw new Error(`${generatedLine}:${column}: ${a.originalSource}:${a.originalLine} became ${b.originalSource}:${b.originalLine}`);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(50_000);
  }, 60_000);

  it('keeps a line that holds code of two original lines as two mappings', () => {
    // Generated line 0: column 0 from source 0 line 0, column 4 same line (dropped), column 9 from line 1.
    const mappings = ['AAAA', 'IAAI', 'KACA'].join(',');
    expect(compact(mappings)).toBe(['AAAA', 'SACI'].join(','));
    const map = new SourceMap({ version: 3, file: 'x.js', sources: ['a.ts'], sourcesContent: [], names: [], mappings: compact(mappings), sourceRoot: '' });
    expect((map.findEntry(0, 12) as { originalLine: number }).originalLine).toBe(1);
    expect((map.findEntry(0, 5) as { originalLine: number }).originalLine).toBe(0);
  });
});

/** The first field (generated column delta) of a Base64 VLQ segment. */
function decodeFirst(segment: string): number {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (!(digit & 32)) break;
    shift += 5;
  }
  return value & 1 ? -(value >>> 1) : value >>> 1;
}
