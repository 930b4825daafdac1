/** What every built-in provider client is made from. */
export interface ProviderClientOptions {
  modelName: string;
  apiKey: string;
  baseURL?: string;
  /** OpenAI's organization (sent as the OpenAI-Organization header); other providers ignore it. */
  organization?: string;
}

/**
 * The SDKs' own timeout, only a backstop: the engine bounds each attempt (90 s by default) and
 * aborts through the request's signal. The SDKs' own retries are off for the same reason.
 */
export const SDK_TIMEOUT_MS = 600_000;
