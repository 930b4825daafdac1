import type { ClientOptions, ResolvedClientOptions } from '../session/options.js';

/** Environment variable for the platform's API base address (the official SDK reads the same one). */
export const CLOUD_BASE_URL_ENV = 'BROWSERBASE_BASE_URL';
/** Environment variable for the platform's project id, sent where the API takes one. */
export const CLOUD_PROJECT_ID_ENV = 'BROWSERBASE_PROJECT_ID';
export const DEFAULT_CLOUD_BASE_URL = 'https://api.browserbase.com';
/** The platform's dashboard page of a session: the seed's `cloudSessionURL`. */
export const CLOUD_DASHBOARD_URL = 'https://www.browserbase.com/sessions/';

/** Everything the cloud module needs, resolved from the options and the environment. */
export interface CloudConfig {
  apiKey: string;
  baseURL: string;
  projectId?: string;
  keepAlive: boolean;
  /** `cloudSessionCreateParams`, passed through to session creation. */
  createParams: Record<string, unknown>;
  /** `cloudSessionID`: resume this session instead of creating one. */
  resumeSessionId?: string;
}

export function resolveCloudConfig(options: ResolvedClientOptions, apiKey: string, env: NodeJS.ProcessEnv = process.env): CloudConfig {
  const createParams = { ...(options.cloudSessionCreateParams ?? {}) };
  const projectId = typeof createParams.projectId === 'string' && createParams.projectId ? createParams.projectId : env[CLOUD_PROJECT_ID_ENV] || undefined;
  return {
    apiKey,
    baseURL: (options.cloudBaseURL ?? (env[CLOUD_BASE_URL_ENV] || DEFAULT_CLOUD_BASE_URL)).replace(/\/+$/, ''),
    projectId,
    keepAlive: options.keepAlive,
    createParams,
    resumeSessionId: options.cloudSessionID,
  };
}

/**
 * The effective keepAlive (seed 2.2): the top-level option when given, else on CLOUD the
 * `keepAlive` inside cloudSessionCreateParams, else false.
 */
export function resolveKeepAlive(input: ClientOptions, parsed: ResolvedClientOptions): boolean {
  if (input.keepAlive !== undefined) return parsed.keepAlive;
  const inParams = parsed.cloudSessionCreateParams?.keepAlive;
  return parsed.env === 'CLOUD' && typeof inParams === 'boolean' ? inParams : false;
}

/**
 * `serverCache` as it applies to a call: the per-call value, else the client's; always false on
 * LOCAL, where it has no effect (seed 2.2).
 */
export function resolveServerCache(parsed: ResolvedClientOptions, perCall?: boolean): boolean {
  return parsed.env === 'CLOUD' && (perCall ?? parsed.serverCache);
}
