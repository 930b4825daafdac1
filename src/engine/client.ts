import { normalizeOrigins } from './methods/variable-origins.js';
import { within } from './session/abort.js';
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { ClientMetrics, SessionExport } from '../replay/record.js';
import { ActwrightContext } from './browser/context.js';
import { resolveCloudConfig, resolveKeepAlive, resolveServerCache } from './cloud/config.js';
import { openCloudSession } from './cloud/session.js';
import { attachOverCdp, borrowContext, launchDetached, launchLocal, type BrowserSession } from './browser/launch.js';
import type { ActwrightPage } from './browser/page.js';
import {
  ActwrightError,
  BrowserClosedError,
  ClientEnvironmentError,
  ClientInitError,
  ClientNotInitializedError,
  MissingEnvironmentVariableError,
} from './session/errors.js';
import { History, type HistoryEntry } from './session/history.js';
import { Secrets, variableReplacements } from './session/secrets.js';
import { scrubSecretFields } from './browser/scrub-fields.js';
import { resolve } from 'node:path';
import { writeReplayFile } from '../replay/replay-file.js';

/** Where `writeReplay()` writes by default: the folder the reporter and `actwright serve` use. */
export const DEFAULT_REPLAY_DIR = 'actwright-report';
import { Logger } from './session/logger.js';
import { addUsage, emptyMetrics } from './session/metrics.js';
import { Inference } from './llm/inference.js';
import { ModelResolver } from './llm/resolve.js';
import type { LLMClient } from './session/llm-types.js';
import { ClientOptionsSchema, type ClientOptions, type ResolvedClientOptions } from './session/options.js';
import { parseOptions } from './session/validate.js';
import { closedShadowInitScript, readerInitScript } from './snapshot/index.js';
import { watchContext } from './page/settle.js';
import { markClosing } from './page/closing.js';
import { runAi, type AiMethods } from './methods/run.js';
import type { ResolverTier } from './decision/resolved.js';
import { extractFromPage } from './methods/extract.js';
import { actParameters, extractParameters, parseActArgs, parseExtractArgs, parseObserveArgs, observeParameters } from './methods/arguments.js';
import type { ActOptions, ActResult, ExtractOptions, ObserveOptions, ObserveResult } from './methods/schemas.js';
import type { z } from 'zod';
import type { AgentSetup } from './agent/agent.js';
import { agentModel } from './agent/agent-model.js';
import { checkIntegrations } from './agent/agent-mcp.js';
import { AGENT_STEP_RUNNER, type AgentStepRunner } from './agent/types.js';
import { ActionCacheStore } from './cache/store.js';
import type { ActionCacheEntry } from './cache/entry.js';
import { ModelAnswerCache, withServerCache } from './cache/answers.js';
import { Budget } from './llm/budget.js';
import { CheckOptionsSchema, type CheckOptions, type CheckResult } from './checks/schema.js';
import { CheckFailedError, InvalidArgumentError } from './session/errors.js';
import { AgentConfigSchema, AgentExecuteOptionsSchema, type AgentConfig, type AgentExecuteOptions, type AgentResult } from './agent/agent-schemas.js';


/** The code behind act(), observe(), check(), waitFor() and agent(), imported at the first such call (on-demand.ts). */
let loading: Promise<typeof import('./on-demand.js')> | undefined;
const onDemand = (): Promise<typeof import('./on-demand.js')> => (loading ??= import('./on-demand.js'));
/** The offline tier, loaded with the rest at its first step. */
const offlineOnDemand: ResolverTier = async (...args) => (await onDemand()).offlineTier(...args);

/** What `client.agent()` returns (seed 2.4 AgentInstance). */
export interface AgentInstance {
  execute(task: string | AgentExecuteOptions): Promise<AgentResult>;
  /** Set by the Playwright Test fixture: each action becomes a nested test step. */
  [AGENT_STEP_RUNNER]?: AgentStepRunner;
}

/** Environment variable that holds the cloud platform's API key (seed 5). */
export const CLOUD_API_KEY_ENV = 'BROWSERBASE_API_KEY';

const CLOSE_TIMEOUT_MS = 10_000;

type State = 'constructed' | 'initializing' | 'initialized' | 'closing' | 'closed';

/**
 * The seed's client: launches or attaches to a browser, exposes its pages, and runs the AI
 * methods. Call `init()` first and `close()` last.
 */
export class Client {
  /** This client session's id (UUID): the name of its replay. */
  readonly sessionId: string = randomUUID();
  readonly logger: Logger;
  protected readonly options: ResolvedClientOptions;
  protected readonly records = new History();
  protected readonly usage: ClientMetrics = emptyMetrics();
  private state: State = 'constructed';
  private initializing?: Promise<void>;
  private closing?: Promise<void>;
  /** Who closed the client and why, when its closer said so: a call made after that names it. */
  private closedBy?: string;
  private session?: BrowserSession;
  private ctx?: ActwrightContext;
  private startedAt = Date.now();
  private endedAt?: number;
  private cloud: { id?: string; url?: string; debugUrl?: string } = {};
  /** Undoes the client's listeners on the context and browser (`true`: the DevTools sessions are left to the context's close). */
  private unwatch?: (leaveSessions?: boolean) => void;
  /** Set when the context or the browser went away under the client. */
  private gone?: 'context' | 'browser';

  constructor(options: ClientOptions) {
    if (!options || typeof options !== 'object') {
      throw new ClientEnvironmentError('new Client(options) needs an options object, e.g. { env: "LOCAL" }.', 'env');
    }
    this.options = parseOptions(ClientOptionsSchema, options, 'client');
    this.options.keepAlive = resolveKeepAlive(options, this.options);

    if (this.options.offline) this.resolverTier = offlineOnDemand;
    if (this.options.env === 'CLOUD' && !this.options.apiKey && !process.env[CLOUD_API_KEY_ENV]) {
      throw new MissingEnvironmentVariableError(
        CLOUD_API_KEY_ENV,
        `env "CLOUD" needs the cloud platform's API key: pass the apiKey option or set ${CLOUD_API_KEY_ENV}.`,
      );
    }
    this.logger = new Logger(this.options.verbose, this.options.logger, this.options.disablePino, (line) => this.secrets.mask(line));
    // Throws UnknownModelProviderError now rather than at the first AI call.
    this.models = new ModelResolver(this.options.model, this.options.llmClient);
    this.budget = new Budget({ maxModelCalls: this.options.maxModelCalls, maxCostUsd: this.options.maxCostUsd }, this.options.runBudget);
    this.inference = new Inference(
      (override) => this.resolveLLMClient(override),
      this.options.systemPrompt,
      this.logger,
      (method, usage, cost) => addUsage(this.usage, method, usage, cost),
      {
        logToFile: this.options.logInferenceToFile,
        secrets: () => this.secrets.replacements(),
        explainMissing: (override) => this.models.explainMissing(override),
        budget: this.budget,
      },
    );
  }

  /** maxModelCalls / maxCostUsd for this client, and the run's shared limits (runBudget). */
  readonly budget: Budget;

  /** The model layer every AI method goes through. */
  protected readonly inference: Inference;

  private readonly models: ModelResolver;

  /** The model client for a call: the per-call override, else `llmClient`, else `model`. */
  protected resolveLLMClient(override?: Parameters<Inference['hasModel']>[0]): LLMClient | undefined {
    return this.models.clientFor(override);
  }

  /** Launches or attaches to the browser. Calling it again while initialized does nothing. */
  async init(): Promise<void> {
    if (this.state === 'initialized') return;
    if (this.state === 'initializing') return this.initializing;
    if (this.state !== 'constructed') {
      throw new ClientInitError('This client was closed. Create a new Client to start another session.');
    }
    this.state = 'initializing';
    this.initializing = this.acquireBrowser().then(
      async (session) => {
        // The init scripts before any page loads (closed shadow roots reach the page text; the page
        // reader and the settle clock in every document), in one addInitScript call; and every page's requests.
        const alsoInit = [closedShadowInitScript(session.context), readerInitScript(session.context)].filter((s): s is string => s !== undefined);
        const unwatch = await watchContext(session.context, alsoInit).catch((e: unknown) => {
          this.logger.error('init', `the page clock, the page reader or the closed-shadow script is missing (pages settle from the call on, the reader comes with each read): ${(e as Error)?.message ?? e}`);
          return undefined;
        });
        this.unwatch = unwatch;
        this.watchGone(session.context);
        this.session = session;
        this.ctx = new ActwrightContext(session.context, (page) => this.followPage(page));
        this.startedAt = Date.now();
        this.state = 'initialized';
        this.logger.info('init', `browser ready (${this.options.env})`, { sessionId: this.sessionId });
      },
      (cause: unknown) => {
        this.state = 'constructed';
        this.logger.error('init', `initialization failed: ${(cause as Error)?.message ?? cause}`);
        if (cause instanceof ActwrightError) throw cause;
        throw new ClientInitError(`Client initialization failed: ${(cause as Error)?.message ?? cause}`, { cause });
      },
    );
    return this.initializing;
  }

  private async acquireBrowser(): Promise<BrowserSession> {
    const { env, browserContext, keepAlive } = this.options;
    const local: Partial<NonNullable<ResolvedClientOptions['localBrowserLaunchOptions']>> = this.options.localBrowserLaunchOptions ?? {};
    if (browserContext) {
      if (browserContext.pages().length === 0) await browserContext.newPage();
      return borrowContext(browserContext);
    }
    if (env === 'CLOUD') return this.acquireCloudBrowser();
    if (local.cdpUrl) return attachOverCdp(local.cdpUrl, local);
    return keepAlive ? launchDetached(local) : launchLocal(local);
  }

  /** Creates (or resumes `cloudSessionID`) a session on the cloud platform and connects to it. */
  protected async acquireCloudBrowser(): Promise<BrowserSession> {
    const apiKey = this.options.apiKey ?? process.env[CLOUD_API_KEY_ENV];
    if (!apiKey) {
      throw new MissingEnvironmentVariableError(CLOUD_API_KEY_ENV, `env "CLOUD" needs the cloud platform's API key: pass the apiKey option or set ${CLOUD_API_KEY_ENV}.`);
    }
    const cloud = await openCloudSession(resolveCloudConfig(this.options, apiKey), this.logger);
    this.setCloudSession({ id: cloud.id, url: cloud.url, debugUrl: cloud.debugUrl });
    return cloud.browser;
  }

  /**
   * Whether server-side caching applies (seed 2.2): the per-call value, else the `serverCache`
   * option; always false on LOCAL, where it has no effect. act/extract/observe pass their own.
   */
  protected resolveServerCache(perCall?: boolean): boolean {
    return resolveServerCache(this.options, perCall);
  }

  /** The `serverCache` option as it applies to this client: false on LOCAL. */
  get serverCache(): boolean {
    return this.resolveServerCache();
  }

  /** Notes when the context or the browser goes away, so later calls say so instead of "no open page". */
  private watchGone(context: BrowserContext) {
    const browser = context.browser();
    // A browser's end closes its contexts first: the disconnect, when it follows, names the cause.
    const onContextClose = () => void (this.gone ??= 'context');
    const onDisconnect = () => void (this.gone = 'browser');
    context.once('close', onContextClose);
    browser?.once('disconnected', onDisconnect);
    const unwatch = this.unwatch;
    this.unwatch = (leaveSessions) => {
      unwatch?.(leaveSessions);
      context.off('close', onContextClose);
      browser?.off('disconnected', onDisconnect);
    };
  }

  private followPage(page: ActwrightPage) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (url === 'about:blank') return;
      this.records.instant('navigate', { url }, {}, url);
    });
  }

  /**
   * Ends the session. keepAlive false: the browser is terminated (also one attached with cdpUrl).
   * keepAlive true: the client only disconnects and the browser keeps running.
   * Harmless when called twice; `force` ends the browser at once even while a close is under way.
   * `reason` says who closes it and why ("the test's teardown after its timeout"): a call this
   * close cuts short fails with a BrowserClosedError naming that reason, not a crash.
   * `contextCloses`: the caller closes the browser context right after (Playwright Test's fixture
   * does): the DevTools sessions the client opened on its pages are left to that close instead of
   * being detached one by one first (two messages a page saved).
   */
  async close(options: { force?: boolean; reason?: string; contextCloses?: boolean } = {}): Promise<void> {
    if (this.state === 'constructed' || this.state === 'closed') return;
    if (options.reason && this.session) markClosing(this.session.context, options.reason);
    this.closedBy ??= options.reason;
    if (this.state === 'initializing') await this.initializing?.catch(() => undefined);
    if (options.force && !this.options.keepAlive) this.session?.kill();
    if (this.closing && !options.force) return this.closing;
    this.state = 'closing';
    this.closing = this.release(options.contextCloses === true);
    return this.closing;
  }

  private async release(contextCloses: boolean): Promise<void> {
    const session = this.session;
    this.ctx?.detach();
    this.unwatch?.(contextCloses);
    this.unwatch = undefined;
    if (session) {
      const outcome = (await within(session.release(!this.options.keepAlive).then(() => 'closed' as const, (e: unknown) => e), CLOSE_TIMEOUT_MS)) ?? 'timeout';
      if (outcome === 'timeout' || outcome instanceof Error) {
        this.logger.error('close', `browser did not close cleanly (${outcome instanceof Error ? outcome.message : 'timed out'})`);
        if (!this.options.keepAlive) session.kill();
      }
    }
    this.endedAt = Date.now();
    this.state = 'closed';
    this.logger.info('close', 'client closed', { sessionId: this.sessionId, keepAlive: this.options.keepAlive });
  }

  /** Throws ClientNotInitializedError unless init() has completed (saying so when close() has begun). */
  protected assertReady(method: string): void {
    if (this.state !== 'initialized') throw new ClientNotInitializedError(method, this.state === 'closing' || this.state === 'closed' ? this.state : undefined, this.closedBy);
  }

  get isInitialized(): boolean {
    return this.state === 'initialized';
  }

  /** The browser context: newPage(), pages(), setActivePage(page), activePage(). */
  get context(): ActwrightContext {
    this.assertReady('context');
    return this.ctx!;
  }

  /** The active page (after init, the first page). */
  get page(): ActwrightPage {
    this.assertReady('page');
    const page = this.ctx!.activePage();
    if (!page && this.gone) throw new BrowserClosedError(this.gone, 'this client was using it', undefined);
    if (!page) throw new ClientInitError('The browser has no open page. Open one with client.context.newPage().');
    return page;
  }

  /** Token usage per AI method and in total (seed 2.3). */
  get metrics(): Promise<ClientMetrics> {
    return Promise.resolve({ ...this.usage });
  }

  /** Every operation performed, oldest first (seed 2.3). */
  get history(): Promise<readonly HistoryEntry[]> {
    return Promise.resolve(Object.freeze(this.records.entries().map((entry) => Object.freeze(this.secrets.mask({ ...entry })))));
  }

  get cloudSessionID(): string | undefined {
    return this.cloud.id;
  }
  get cloudSessionURL(): string | undefined {
    return this.cloud.url;
  }
  get cloudSessionDebugURL(): string | undefined {
    return this.cloud.debugUrl;
  }
  protected setCloudSession(info: { id?: string; url?: string; debugUrl?: string }) {
    this.cloud = { ...info };
  }

  /** DevTools-protocol address of the browser (for `cdpUrl` re-attach), when one is open. */
  get cdpUrl(): string | undefined {
    return this.session?.cdpUrl;
  }

  /** The session's records and metrics, as the test fixture attaches them for the reporter. */
  exportSession(): SessionExport {
    const out: SessionExport = {
      version: 1,
      sessionId: this.sessionId,
      env: this.options.env,
      startedAt: this.startedAt,
      records: this.secrets.mask(structuredClone([...this.records.all()])),
      metrics: { ...this.usage },
    };
    if (this.endedAt !== undefined) out.endedAt = this.endedAt;
    if (this.cloud.id) out.cloudSessionId = this.cloud.id;
    if (this.cloud.url) out.cloudSessionURL = this.cloud.url;
    return out;
  }

  /**
   * Writes this session's replay (the seed's ReplayResponse) as `<dir>/sessions/<sessionId>.json`,
   * the file the reporter writes for a test and `actwright serve <dir>` serves; on CLOUD it is also
   * reachable by `cloudSessionID`. Call it after `close()` (or at any time, for the replay so far:
   * operations still running are marked unfinished). Returns the file's path.
   */
  async writeReplay(dir: string = DEFAULT_REPLAY_DIR): Promise<string> {
    return writeReplayFile(resolve(dir), this.exportSession());
  }

  /** Follows operations as they start and end (used for live replays). */
  onRecord(listener: Parameters<History['subscribe']>[0]): () => void {
    return this.records.subscribe((record, phase) => listener(this.secrets.mask(record), phase));
  }

  /** A tier asked before the model (the offline resolver); undefined: the model answers. */
  protected resolverTier?: ResolverTier;
  /**
   * Values of the `variables` used so far (memory only) and the keys this client holds: masked out
   * of every page text, result, record, log line and error.
   */
  private readonly secrets = new Secrets(() => [...(this.models?.secrets() ?? []), this.options?.apiKey, process.env[CLOUD_API_KEY_ENV], this.options?.localBrowserLaunchOptions?.proxy?.password]);

  /**
   * A copy of `value` (text or plain data) with every secret this session knows masked: `variables`
   * values become `%name%`, API keys `[redacted]`. Everything the client records or logs already
   * went through it; use it for text of your own that may echo a secret.
   */
  mask<T>(value: T, variables?: Record<string, string>): T {
    return this.secrets.mask(value, variables);
  }

  /**
   * Replaces `variables` values still in the open pages (fields, echoed text) by their `%name%`
   * placeholders (the Playwright fixture calls it when the test is over, so the error context,
   * the trace's last snapshot and a failure screenshot written after the test show names, not
   * secrets). Does nothing before init, after close, or when no variable was used.
   */
  async scrubSecretFields(): Promise<void> {
    if (this.state !== 'initialized' || this.secrets.size === 0) return;
    await scrubSecretFields(this.ctx?.pages() ?? [], variableReplacements(this.secrets.byName));
  }

  /** `offline: false` on a call turns the offline tier off for that call. */
  private ai(offline?: boolean): AiMethods {
    return {
      assertReady: (method) => this.assertReady(method),
      page: () => this.page,
      records: this.records,
      inference: this.inference,
      logger: this.logger,
      selfHeal: this.options.selfHeal,
      domSettleTimeout: this.options.domSettleTimeout,
      resolver: offline === false ? undefined : this.resolverTier,
      secrets: this.secrets,
      variablesOrigins: normalizeOrigins(this.options.variablesOrigins),
    };
  }

  /** Performs an instruction ("click Sign in", "type %email% into Email") or an action from observe(). */
  async act(input: string | ObserveResult, options?: ActOptions): Promise<ActResult> {
    const args = parseActArgs(input, options);
    this.secrets.addVariables(args.options.variables);
    // Checked before the import is awaited: a call made while close() is under way says so.
    this.assertReady('act');
    const { actWithCache } = await onDemand();
    return runAi(this.ai(args.options.offline), 'act', actParameters(args), args.options.timeout, (ctx) =>
      withServerCache(this.answersFor(args.options.serverCache), ctx, (c) => actWithCache(this.actionCache, c, args.input, args.options)),
    );
  }

  /** The actions matching an instruction, or every action the page offers; selectors are durable. */
  async observe(instruction?: string | ObserveOptions, options?: ObserveOptions): Promise<ObserveResult[]> {
    const args = parseObserveArgs(instruction, options);
    this.assertReady('observe');
    const { observeWithCache } = await onDemand();
    return runAi(this.ai(args.options.offline), 'observe', observeParameters(args), args.options.timeout, (ctx) =>
      withServerCache(this.answersFor(args.options.serverCache), ctx, (c) => observeWithCache(this.actionCache, c, args.instruction, args.options)),
    );
  }

  /**
   * A check in plain English, resolved into one Playwright assertion that then retries until it
   * holds or `timeout` (5 s) ends, like a web-first `expect`: `await client.check('the Save button
   * is disabled')`. Throws CheckFailedError when it does not hold (with `soft: true`, returns
   * `{ passed: false }` instead); MissingLLMConfigurationError when it needs a model and has none.
   */
  async check(check: string, options?: CheckOptions): Promise<CheckResult> {
    return this.runCheck('check', check, options ?? {});
  }

  /** A wait in plain English (`client.waitFor('the spinner is gone')`): a check that may take `timeout` (30 s) to become true. */
  async waitFor(condition: string, options?: CheckOptions): Promise<CheckResult> {
    return this.runCheck('waitFor', condition, options ?? {});
  }

  private async runCheck(method: 'check' | 'waitFor', check: string, input: CheckOptions): Promise<CheckResult> {
    if (typeof check !== 'string' || !check.trim()) throw new InvalidArgumentError(`${method}() needs the check as text, e.g. ${method}('the Save button is disabled').`);
    const options = parseOptions(CheckOptionsSchema, input, method);
    const { expect: _expect, ...recorded } = options;
    const store = this.actionCache;
    this.assertReady(method);
    const { checkCache, checkOnPage } = await onDemand();
    const result = await runAi<CheckResult>(this.ai(options.offline), 'check', { instruction: check, ...(method === 'waitFor' ? { wait: true } : {}), ...recorded }, undefined, (ctx) =>
      checkOnPage(ctx, check.trim(), { ...options, wait: method === 'waitFor' }, store ? checkCache(store, this.secrets.byName) : undefined),
    );
    if (!result.passed && !options.soft) {
      throw new CheckFailedError(result.check, result.code, result.expected, result.found, result.rule, result.lookedAt, result.evidence ? { detail: `evidence: ${JSON.stringify(result.evidence)}` } : undefined);
    }
    return result;
  }

  /** `extract()` → `{ pageText }`; `extract(instruction)` → `{ extraction }`; `extract({ schema, ... })` → typed data. */
  async extract(): Promise<{ pageText: string }>;
  async extract(instruction: string): Promise<{ extraction: string }>;
  async extract<T extends z.ZodObject>(options: ExtractOptions<T> & { schema: T }): Promise<z.output<T>>;
  async extract(options: ExtractOptions): Promise<{ extraction: string } | { pageText: string }>;
  async extract(input?: string | ExtractOptions): Promise<unknown> {
    const options = parseExtractArgs(input);
    return runAi(this.ai(options?.offline), 'extract', extractParameters(options), undefined, (ctx) =>
      withServerCache(this.answersFor(options?.serverCache), ctx, (c) => extractFromPage(c, options)),
    );
  }

  /**
   * An agent for multi-step tasks: `await client.agent().execute('log in and open the orders')`.
   * With `provider` (or a computer-use model) the provider's computer-use agent runs; otherwise a
   * look–decide–do loop over the page text, with `tools` and MCP `integrations`. See handlers/agent.ts.
   */
  agent(config?: AgentConfig): AgentInstance {
    this.assertReady('agent');
    const parsed = parseOptions(AgentConfigSchema, config ?? {}, 'agent');
    checkIntegrations(parsed.integrations ?? []);
    const model = agentModel(parsed, this.options.model);
    const instance: AgentInstance = {
      execute: async (task) => {
        const plan = parseOptions(AgentExecuteOptionsSchema, typeof task === 'string' ? { instruction: task } : task, 'agent.execute');
        this.secrets.addVariables(plan.variables);
        this.assertReady('agent');
        const { agentParameters, agentRunCache, executeAgent, usesComputerUse } = await onDemand();
        const computerUse = await usesComputerUse(parsed);
        const setup: AgentSetup = {
          config: parsed,
          ...(model ? { model } : {}),
          computerUse,
          ...(this.actionCache ? { cache: agentRunCache(this.actionCache) } : {}),
          ...(instance[AGENT_STEP_RUNNER] ? { step: instance[AGENT_STEP_RUNNER] } : {}),
        };
        return runAi(this.ai(), 'agent', agentParameters(parsed, plan, computerUse), undefined, (ctx) => executeAgent(ctx, setup, plan));
      },
    };
    return instance;
  }

  /** The action-cache entries this client wrote to `cacheDir` (file name and entry), for sharded runs to merge. */
  cacheEntriesWritten(): { file: string; entry: ActionCacheEntry }[] {
    return [...(this.cacheStore?.written ?? [])].map(([file, entry]) => ({ file, entry }));
  }

  /** `cacheDir`: actions stored on disk, replayed by act/observe(instruction). */
  private get actionCache(): ActionCacheStore | undefined {
    if (!this.options.cacheDir) return undefined;
    return (this.cacheStore ??= new ActionCacheStore(this.options.cacheDir, this.logger));
  }
  private cacheStore?: ActionCacheStore;
  /** `serverCache` on CLOUD: this client's model answers, in memory. */
  private readonly modelAnswers = new ModelAnswerCache();
  private answersFor(perCall: boolean | undefined): ModelAnswerCache | undefined {
    return this.resolveServerCache(perCall) ? this.modelAnswers : undefined;
  }

  /** The Playwright page, typed without the client's additions. */
  protected get rawPage(): Page {
    return this.page;
  }
}
