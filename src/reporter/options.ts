import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

export const OPEN_MODES = ['never', 'on-failure', 'always'] as const;
export type OpenMode = (typeof OPEN_MODES)[number];

/** Environment variables that override the config, for `merge-reports`, which takes no reporter options. */
export const REPORT_FOLDER_ENV = 'ACTWRIGHT_REPORT_FOLDER';
export const REPORT_OPEN_ENV = 'ACTWRIGHT_REPORT_OPEN';

export const DEFAULT_OUTPUT_FOLDER = 'actwright-report';

/** Options of `['actwright/reporter', { ... }]`. Unknown keys are ignored: Playwright adds its own. */
export const ReporterOptionsSchema = z.object({
  /** Report folder, relative to the config file's folder. */
  outputFolder: z.string().min(1, 'outputFolder must be a non-empty folder path').optional(),
  /** When to open index.html in the system browser at the end of the run. */
  open: z.enum(OPEN_MODES).optional(),
  /** Set by Playwright: the folder of the config file. */
  configDir: z.string().optional(),
});
export type ReporterOptions = z.input<typeof ReporterOptionsSchema>;

export interface ResolvedReporterOptions {
  outputFolder: string;
  open: OpenMode;
}

/**
 * Resolves options like Playwright's HTML reporter: env var, then config, then default
 * (`actwright-report`; open `on-failure` locally, `never` on CI). Throws a ZodError on bad options.
 */
export function resolveReporterOptions(options: unknown, env = process.env, cwd = process.cwd()): ResolvedReporterOptions {
  const parsed = ReporterOptionsSchema.parse(options ?? {});
  const base = parsed.configDir ?? cwd;
  const fromEnv = env[REPORT_FOLDER_ENV];
  const outputFolder = fromEnv ? resolve(cwd, fromEnv) : resolve(base, parsed.outputFolder ?? DEFAULT_OUTPUT_FOLDER);
  const openEnv = env[REPORT_OPEN_ENV];
  const open = openEnv
    ? z.enum(OPEN_MODES, { message: `${REPORT_OPEN_ENV} must be one of ${OPEN_MODES.join(', ')}` }).parse(openEnv)
    : (parsed.open ?? (env.CI ? 'never' : 'on-failure'));
  return { outputFolder: isAbsolute(outputFolder) ? outputFolder : resolve(outputFolder), open };
}
