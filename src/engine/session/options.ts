import { OriginListSchema } from './origins.js';
import { z } from 'zod';
import { LLMClient } from './llm-types.js';
import { timerMs } from './abort.js';
import type { BrowserContext } from 'playwright-core';

export const ModelConfigurationSchema = z
  .object({
    modelName: z.string().min(1, 'modelName must be a non-empty string such as "openai/gpt-4.1-mini"'),
    apiKey: z.string().optional(),
    baseURL: z.string().url().optional(),
    /** OpenAI's organization header (OpenAI models only). */
    organization: z.string().min(1).optional(),
  })
  .strict();
export type ModelConfiguration = z.infer<typeof ModelConfigurationSchema>;

/** A model: `"<provider>/<model>"` or a ModelConfiguration. */
export const ModelSchema = z.union([
  z.string().min(1, 'model must be a non-empty "<provider>/<model>" string'),
  ModelConfigurationSchema,
]);
export type ModelInput = z.infer<typeof ModelSchema>;

export const LocalBrowserLaunchOptionsSchema = z
  .object({
    headless: z.boolean().default(true),
    executablePath: z.string().min(1).optional(),
    port: z.number().int().min(0).max(65535).optional(),
    args: z.array(z.string()).optional(),
    ignoreDefaultArgs: z.union([z.boolean(), z.array(z.string())]).default(false),
    userDataDir: z.string().min(1).optional(),
    viewport: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).strict().optional(),
    devtools: z.boolean().default(false),
    proxy: z
      .object({
        server: z.string(),
        bypass: z.string().optional(),
        username: z.string().optional(),
        password: z.string().optional(),
      })
      .strict()
      .optional(),
    ignoreHTTPSErrors: z.boolean().default(false),
    cdpUrl: z.string().min(1).optional(),
  })
  .strict();
export type LocalBrowserLaunchOptions = z.input<typeof LocalBrowserLaunchOptionsSchema>;

export const LogLineSchema = z.object({
  category: z.string(),
  message: z.string(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  auxiliary: z.record(z.string(), z.unknown()).optional(),
});
export type LogLine = z.infer<typeof LogLineSchema>;

const isBrowserContext = (v: unknown): v is BrowserContext =>
  !!v && typeof v === 'object' && typeof (v as BrowserContext).newPage === 'function' && typeof (v as BrowserContext).pages === 'function';

/** The client's constructor options: seed section 2.2, plus `browserContext` (see README). */
export const ClientOptionsSchema = z
  .object({
    env: z.enum(['LOCAL', 'CLOUD']),
    apiKey: z.string().min(1).optional(),
    cloudSessionID: z.string().min(1).optional(),
    cloudSessionCreateParams: z.record(z.string(), z.unknown()).optional(),
    /**
     * Not in the seed: the cloud platform's API base address (regional or self-hosted endpoints).
     * Default: $BROWSERBASE_BASE_URL, else https://api.browserbase.com.
     */
    cloudBaseURL: z.url({ protocol: /^https?$/, message: 'cloudBaseURL must be an http(s) URL such as "https://api.browserbase.com"' }).optional(),
    localBrowserLaunchOptions: LocalBrowserLaunchOptionsSchema.optional(),
    model: ModelSchema.optional(),
    llmClient: z.instanceof(LLMClient, { message: 'llmClient must be an instance of a class that extends LLMClient' }).optional(),
    systemPrompt: z.string().optional(),
    selfHeal: z.boolean().default(true),
    experimental: z.boolean().default(false),
    domSettleTimeout: timerMs().default(30_000),
    cacheDir: z.string().min(1).optional(),
    keepAlive: z.boolean().default(false),
    serverCache: z.boolean().default(true),
    verbose: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
    logInferenceToFile: z.boolean().default(false),
    disablePino: z.boolean().default(false),
    logger: z.custom<(line: LogLine) => void>((v) => typeof v === 'function', 'logger must be a function taking one LogLine').optional(),
    /**
     * Not in the seed: an existing Playwright BrowserContext to drive instead of launching a
     * browser (the test fixture passes the test's own context). The client never closes it.
     */
    browserContext: z.custom<BrowserContext>(isBrowserContext, 'browserContext must be a Playwright BrowserContext').optional(),
    /**
     * Not in the seed: resolve plain instructions ("click Sign in", "type %email% into Email") and
     * simple extractions on the page text with no model call (zero tokens). On by default; hand
     * everything to the model with `offline: false` here or per call.
     */
    offline: z.boolean().default(true),
    /**
     * Not in the seed: origins besides the top page's whose elements may receive `%variables%`
     * (a payment frame's "https://pay.example.com"); also the origins an agent may go to. See docs/secrets.md.
     */
    variablesOrigins: OriginListSchema.optional(),
    /** Not in the seed: most model calls this client may make; the next one throws BudgetExceededError. */
    maxModelCalls: z.number().int().nonnegative().optional(),
    /** Not in the seed: most US dollars this client may spend on priced models; the next call past it throws BudgetExceededError. */
    maxCostUsd: z.number().nonnegative().optional(),
    /**
     * Not in the seed: limits shared by every client that names the same `ledger` file (a run's
     * workers: the Playwright fixture points it into the run's output folder). Each model call is a
     * line appended to it; the sum is checked before every call. `label` says where this client
     * spends (the fixture: `shard 1/2 › file › test`), so the run's message names where it went.
     */
    runBudget: z
      .object({ ledger: z.string().min(1), maxModelCalls: z.number().int().nonnegative().optional(), maxCostUsd: z.number().nonnegative().optional(), label: z.string().max(500).optional() })
      .strict()
      .optional(),
  })
  .strict();

export type ClientOptions = z.input<typeof ClientOptionsSchema>;
export type ResolvedClientOptions = z.output<typeof ClientOptionsSchema>;
