#!/usr/bin/env node
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { codegen, CodegenError } from './codegen.js';
import { createReplayServer, ReplayServerError } from '../server/index.js';
import { API_KEY_ENV, CliUsageError, parseCommandLine, USAGE } from './args.js';
import { openInBrowser } from '../reporter/open.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function main(argv: string[]): Promise<number> {
  const command = parseCommandLine(argv);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command.kind === 'version') {
    console.log(version());
    return 0;
  }
  if (command.kind === 'codegen') return runCodegen(resolve(command.dir));
  const dir = resolve(command.dir);
  const fromEnv = process.env[API_KEY_ENV];
  const apiKey = command.apiKey ?? (fromEnv || randomBytes(24).toString('base64url'));
  const keySource = command.apiKey ? '--api-key' : fromEnv ? `$${API_KEY_ENV}` : undefined;

  const server = await createReplayServer({ dir, apiKey, host: command.host, port: command.port, allowedHosts: command.allowedHosts });
  console.log(`actwright replay server`);
  console.log(`  folder:  ${dir}`);
  console.log(`  url:     ${server.url}`);
  // A key the user chose is never echoed; a generated one is shown once, or no one could use it.
  console.log(keySource ? `  API key: from ${keySource}` : `  API key: ${apiKey}  (generated; set $${API_KEY_ENV} to choose one)`);
  // Other users of the machine see a command line (ps, /proc/<pid>/cmdline); the environment is private.
  if (command.apiKey) console.warn(`  warning: --api-key is visible to other users of this machine in ps; prefer $${API_KEY_ENV}.`);
  console.log(`  try:     curl -H "x-bb-api-key: <key>" ${server.url}/v1/sessions`);
  // The report's URL carries this server's token (printed once, as Jupyter does): opening it sets a
  // cookie for the report's files, and the page drops the token from its address.
  if (command.kind === 'show-report') {
    const outcome = command.open ? await openInBrowser(server.reportUrl) : undefined;
    if (outcome?.opened) console.log(`  opened:  ${server.reportUrl}`);
    else {
      console.log(`  report:  open ${server.reportUrl} in a browser${outcome ? ` (none could be opened: ${outcome.reason})` : ''}`);
      // From another machine: forward the port rather than listen on the network.
      if (outcome) console.log(`           from another machine: ssh -L ${server.port}:127.0.0.1:${server.port} <this host>, then open http://127.0.0.1:${server.port}/?token=${server.reportToken}`);
    }
  } else {
    console.log(`  report:  ${server.reportUrl}`);
  }
  console.log('Press Ctrl+C to stop.');

  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

function runCodegen(dir: string): number {
  const files = codegen(dir);
  if (!files.length) console.log(`actwright codegen: no test file of the run in ${dir} has act() steps.`);
  for (const f of files) {
    console.log(`${relative(process.cwd(), f.output)}: ${f.replaced} step(s) as code, ${f.kept.length} kept as AI calls${f.usesActwright ? '' : '; plain @playwright/test'}`);
    for (const k of f.kept) console.log(`  line ${k.line}: ${k.why}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof CliUsageError) {
      console.error(`actwright: ${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof ReplayServerError || error instanceof CodegenError) {
      console.error(`actwright: ${error.message}`);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  },
);
