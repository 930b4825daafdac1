import type { ResolvedClientOptions } from '../session/options.js';

/** The seed's default launch arguments, added before the user's `args`. */
export const DEFAULT_LAUNCH_ARGS: readonly string[] = [
  '--remote-allow-origins=*',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-dev-shm-usage',
  '--site-per-process',
];

type LaunchOptions = NonNullable<ResolvedClientOptions['localBrowserLaunchOptions']>;

/**
 * The arguments actwright passes to Chromium: the defaults (minus `ignoreDefaultArgs`), the
 * options that map to flags, then `args`. Pure, so it is tested without a browser.
 */
export function buildLaunchArgs(options: Partial<LaunchOptions>): string[] {
  const ignore = options.ignoreDefaultArgs ?? false;
  const defaults =
    ignore === true ? [] : DEFAULT_LAUNCH_ARGS.filter((arg) => !(Array.isArray(ignore) && ignore.includes(arg)));
  const flags: string[] = [];
  if (options.port !== undefined) flags.push(`--remote-debugging-port=${options.port}`);
  if (options.devtools) flags.push('--auto-open-devtools-for-tabs');
  return [...defaults, ...flags, ...(options.args ?? [])];
}
