import { parseArgs } from 'node:util';

export const DEFAULT_REPORT_DIR = 'actwright-report';
export const DEFAULT_PORT = 9324;
export const DEFAULT_HOST = '127.0.0.1';
export const API_KEY_ENV = 'ACTWRIGHT_API_KEY';

export const USAGE = `Usage:
  actwright serve [folder]        serve a report folder: GET /v1/sessions/<id>/replay, /v1/sessions, /healthz, /
  actwright show-report [folder]  serve it and open the HTML report in a browser
  actwright codegen [folder]      from a run's report, write each test file's AI steps as Playwright
                                  code in a spec beside it (foo.spec.ts → foo.generated.spec.ts)

  folder defaults to ${DEFAULT_REPORT_DIR}

Options:
  --port <n>       port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <host>    address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 exposes it on the network)
  --allowed-host <name>
                   also answer requests for this Host name (repeatable), e.g. the machine's name when
                   listening on 0.0.0.0; other names get 421 (a defence against DNS rebinding;
                   IP addresses are always answered)
  --api-key <key>  key clients send in x-bb-api-key (default: $${API_KEY_ENV}, else a generated one, printed once).
                   A value on the command line is visible to every user of the machine (ps, /proc):
                   prefer $${API_KEY_ENV}
  --no-open        show-report: print the URL instead of opening a browser
  -h, --help       this help
  -v, --version    the version`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'codegen'; dir: string }
  | { kind: 'serve' | 'show-report'; dir: string; port: number; host: string; allowedHosts: string[]; apiKey: string | undefined; open: boolean };

/** Wrong command line: the message says what was wrong; usage follows it. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export function parseCommandLine(argv: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'api-key': { type: 'string' },
        'no-open': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (cause) {
    throw new CliUsageError((cause as Error).message, { cause });
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [command, folder, ...extra] = positionals;
  if (command === undefined) return { kind: 'help' };
  if (command !== 'serve' && command !== 'show-report' && command !== 'codegen') throw new CliUsageError(`Unknown command "${command}".`);
  if (extra.length > 0) throw new CliUsageError(`Unexpected argument "${extra[0]}": give one folder at most.`);
  if (command === 'codegen') return { kind: 'codegen', dir: folder ?? DEFAULT_REPORT_DIR };
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliUsageError(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  if (values['api-key'] === '') throw new CliUsageError('--api-key must not be empty.');
  const allowedHosts = values['allowed-host'] ?? [];
  const badHost = allowedHosts.find((h) => !/^[A-Za-z0-9.\-_[\]:]+$/.test(h));
  if (badHost !== undefined) throw new CliUsageError(`--allowed-host takes a host name (optionally :port), not "${badHost}".`);
  return {
    kind: command,
    dir: folder ?? DEFAULT_REPORT_DIR,
    port,
    host: values.host ?? DEFAULT_HOST,
    allowedHosts,
    apiKey: values['api-key'],
    open: command === 'show-report' && !values['no-open'],
  };
}
