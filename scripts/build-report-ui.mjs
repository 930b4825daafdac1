#!/usr/bin/env node
// Bundles the HTML report's page (src/reporter/ui/main.ts and what it imports) into one script,
// dist/reporter/report-ui.js, which the reporter inlines into index.html. No network, no CDN:
// the report works offline.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/reporter/ui/main.ts'],
  outfile: 'dist/reporter/report-ui.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
