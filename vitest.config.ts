import { configDefaults, defineConfig } from 'vitest/config';

// The real-app offline corpora (695 steps and 499 checks on six apps, several minutes each) run on
// their own: `npm run test:real-apps`, `npm run test:real-app-checks`.
const REAL_APPS = ['test/offline/real-apps.test.ts', 'test/offline/real-app-checks.test.ts'];

// Files that only compute (no browser, no child process, no module-level state of their own and
// no global they leave changed): they run in workers vitest reuses from file to file (isolate:
// false), so the worker's start and the imports of src/ are paid once per worker instead of once per
// file (docs/development.md "CI time": these 66 files used 61–63 CPU-seconds isolated, 18–20 so). A file
// that starts a browser or a child process, or changes process.env, stays in the isolated project
// (bounded-memory and trace-viewer start a replay server in beforeAll and close it in afterAll:
// nothing of theirs outlives the file). A file missing from this list runs isolated: the safe side.
const UNIT = [
  'test/engine/abort.test.ts',
  'test/engine/cache-units.test.ts',
  'test/engine/cache-verify-units.test.ts',
  'test/engine/check-parse.test.ts',
  'test/engine/cloud-config.test.ts',
  'test/engine/computer-use-units.test.ts',
  'test/engine/decision-code.test.ts',
  'test/engine/deep-selector.test.ts',
  'test/engine/effects-units.test.ts',
  'test/engine/grid-effects.test.ts',
  'test/engine/launch-args.test.ts',
  'test/engine/llm-units.test.ts',
  'test/engine/reader-distill.test.ts',
  'test/engine/snapshot-compact.test.ts',
  'test/engine/snapshot-text.test.ts',
  'test/offline/account-action.test.ts',
  'test/offline/blind-wrongs.test.ts',
  'test/offline/check-corpus-frozen.test.ts',
  'test/offline/console-rules.test.ts',
  'test/offline/content-rules.test.ts',
  'test/offline/custom-selects.test.ts',
  'test/offline/dates.test.ts',
  'test/offline/dialog-rules.test.ts',
  'test/offline/disabled-handover.test.ts',
  'test/offline/disclosure-owner.test.ts',
  'test/offline/drawn-columns.test.ts',
  'test/offline/field-then-value.test.ts',
  'test/offline/form-fields.test.ts',
  'test/offline/format-rules.test.ts',
  'test/offline/grammar.test.ts',
  'test/offline/item-rules.test.ts',
  'test/offline/kinds.test.ts',
  'test/offline/mode-rules.test.ts',
  'test/offline/name-ties.test.ts',
  'test/offline/named-parts.test.ts',
  'test/offline/page-facts.test.ts',
  'test/offline/paraphrase.test.ts',
  'test/offline/paraphrase2.test.ts',
  'test/offline/paraphrase3.test.ts',
  'test/offline/parse-bounds.test.ts',
  'test/offline/parse-golden.test.ts',
  'test/offline/parse.test.ts',
  'test/offline/phrasings.test.ts',
  'test/offline/phrasings5.test.ts',
  'test/offline/places.test.ts',
  'test/offline/purpose-rules.test.ts',
  'test/offline/real-apps-frozen.test.ts',
  'test/offline/resolve.test.ts',
  'test/offline/shown-text-first.test.ts',
  'test/offline/sidebar-by-name.test.ts',
  'test/offline/step-onward.test.ts',
  'test/offline/suggest.test.ts',
  'test/offline/ties.test.ts',
  'test/offline/verb-table.test.ts',
  'test/offline/web-component-select.test.ts',
  'test/replay/atomic-write.test.ts',
  'test/replay/build.test.ts',
  'test/replay/records.test.ts',
  'test/reporter/cache-merge.test.ts',
  'test/server/bounded-memory.test.ts',
  'test/server/trace-viewer.test.ts',
  'test/server/units.test.ts',
  'test/tooling/bench-harness.test.ts',
  'test/tooling/codegen.test.ts',
  'test/tooling/docs-links.test.ts',
  'test/tooling/source-map-lines.test.ts',
];

const exclude = [...configDefaults.exclude, 'test/compat/**', 'test/offline/apps/**', ...(process.env.ACTWRIGHT_REAL_APPS ? [] : REAL_APPS)];
// The in-page scripts bundled into string modules (src/engine/injected/generated/, not committed).
const BUILD_INJECTED = 'test/support/build-injected.ts';
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Two cores: browser tests in more than two files at once only slow each other down.
    // ACTWRIGHT_TEST_WORKERS=3 tries a third (docs/development.md "CI time": the suite idles about
    // a third of its wall on 2 workers); `npm test -- --maxWorkers` would reach Playwright, not vitest.
    maxWorkers: Number(process.env.ACTWRIGHT_TEST_WORKERS) || 2,
    fileParallelism: true,
    projects: [
      {
        test: { name: 'unit', include: UNIT, exclude, isolate: false, globalSetup: [BUILD_INJECTED], ...timeouts },
      },
      {
        test: {
          name: 'browser',
          // Tests sit by area (test/<area>/ for src/<area>, test/engine for the engine, test/tooling for scripts):
          // every *.test.ts is vitest's; inner Playwright suites are *.inner.ts, run by the tests that own them.
          include: ['test/**/*.test.ts'],
          exclude: [...exclude, ...UNIT],
          // One Chromium for the run, in which files that test the resolver open their own contexts.
          globalSetup: [BUILD_INJECTED, 'test/support/shared-browser.ts'],
          ...timeouts,
        },
      },
    ],
  },
});
