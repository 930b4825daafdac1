import type { TokenUsageOutput } from '../../replay/schema.js';
import { installedPlaywrightVersion, SUPPORTED_PLAYWRIGHT } from './playwright-version.js';

/**
 * The seed's six client errors (section 7) under one base class. Every message says what went
 * wrong and what to do next; `cause` carries the underlying error where there is one.
 */
export class ActwrightError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Initialization failed: the browser could not be launched or attached, or the session not created. */
export class ClientInitError extends ActwrightError {}

/**
 * A method other than `init()` was called before `init()`, or after `close()` began. The message
 * says which: a call after close is most often a test body still running once its test timed out
 * (the fixture closes the client at the test's end), not a missing init().
 */
export class ClientNotInitializedError extends ActwrightError {
  /** `closedBy`: who closed the client and why, when its closer said so (`close({ reason })`). */
  constructor(method: string, closed?: 'closing' | 'closed', closedBy?: string) {
    super(closed ? afterClose(method, closed, closedBy) : `Client.${method}() was called before init(). Call "await client.init()" first.`);
  }
}

function afterClose(method: string, closed: 'closing' | 'closed', closedBy: string | undefined): string {
  const when = closed === 'closing' ? 'while the client was closing' : 'after the client was closed';
  const by = closedBy ? ` (closed by ${closedBy})` : '';
  const why = closedBy
    ? ' The test went on running after that, and this call came from it: the reason the test ended is the failure to read, not this call.'
    : ' In Playwright Test the client fixture closes it when the test ends or times out; a test body still running then cannot use it.';
  return `Client.${method}() was called ${when}${by}, so it did not run.${why}`;
}

/** The cloud session named by `cloudSessionID` does not exist. */
export class CloudSessionNotFoundError extends ActwrightError {}

/**
 * An action ran but the effect its step asks for is not on the page: the box is not checked, the
 * field holds other text, the part did not expand, no menu appeared, the URL did not change.
 * `expected` and `found` say which, in words (never a variable's value). act() reports it as
 * `{ success: false }` with the message, and its decision's `effect` holds both.
 */
export class ActionEffectError extends ActwrightError {
  constructor(
    message: string,
    readonly expected?: string,
    readonly found?: string,
  ) {
    super(message);
  }
}

/** No model is configured (no API key, no `llmClient`) for an operation that needs one. */
export class MissingLLMConfigurationError extends ActwrightError {}

/** A required environment variable is not set. */
export class MissingEnvironmentVariableError extends ActwrightError {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

/** The configuration is invalid: a bad option, a bad combination of options. */
export class ClientEnvironmentError extends ActwrightError {
  constructor(
    message: string,
    readonly option?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Not one of the seed's six: a method was given an argument it cannot use. */
export class InvalidArgumentError extends ActwrightError {}

/** A `selector` option the browser cannot parse (a broken XPath or CSS). */
export class InvalidSelectorError extends InvalidArgumentError {
  constructor(
    readonly selector: string,
    options?: { cause?: unknown },
  ) {
    const reason = ((options?.cause as Error | undefined)?.message ?? '').split('\n')[0]?.replace(/^[\w.]+: /, '');
    super(
      `The selector ${JSON.stringify(selector)} is not valid${reason ? ` (${reason})` : ''}. Use a CSS selector or "xpath=//..." (e.g. xpath=//main//table).`,
      options,
    );
  }
}

/** The user's Playwright lacks something the engine needs (actwright uses the project's own copy). */
export class UnsupportedPlaywrightError extends ClientEnvironmentError {
  constructor(
    readonly feature: string,
    readonly playwrightVersion = installedPlaywrightVersion(),
  ) {
    super(
      `${feature} is not available in the installed playwright-core ${playwrightVersion}. ` +
        `actwright supports Playwright ${SUPPORTED_PLAYWRIGHT}: update it (npm install -D @playwright/test@latest).`,
    );
  }
}

/** A schema from zod 3 (or another validation library) was given where actwright needs zod 4. */
export class UnsupportedSchemaError extends InvalidArgumentError {
  constructor(readonly found: string) {
    super(
      `extract() needs a zod 4 object schema, but was given ${found}. Install zod 4 (npm install zod@^4) and ` +
        `build the schema with it (import { z } from 'zod'); a project that must keep zod 3 can use zod 4 under ` +
        `its subpath 'zod/v4' (zod 3.25+).`,
    );
  }
}

/** The `model` names a provider actwright has no client for. */
export class UnknownModelProviderError extends ClientEnvironmentError {
  constructor(
    readonly provider: string,
    readonly knownProviders: readonly string[],
  ) {
    super(
      `Unknown model provider "${provider}". Known providers: ${knownProviders.join(', ')}. ` +
        'Write the model as "<provider>/<model>" (e.g. "openai/gpt-5.4-mini"), use "openai/<model>" with a ' +
        'baseURL for an OpenAI-compatible server, or pass your own llmClient.',
      'model',
    );
  }
}

/** Tokens a failed model call still spent (set when replies came before the failure). */
export interface SpentTokens {
  tokenUsage?: TokenUsageOutput;
}

/** A model call failed for good: a non-retryable status, or retries ran out. */
export class ModelRequestError extends ActwrightError implements SpentTokens {
  tokenUsage?: SpentTokens['tokenUsage'];
  constructor(
    message: string,
    readonly provider: string,
    readonly model: string,
    /** The HTTP status of the last attempt; undefined for a dropped connection or a timeout. */
    readonly status: number | undefined,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Every attempt of a model call outlasted its timeout. */
export class ModelTimeoutError extends ModelRequestError {}

/** The model's answers stayed unparsable or did not match the schema after asking again. */
export class InvalidModelAnswerError extends ActwrightError implements SpentTokens {
  tokenUsage?: SpentTokens['tokenUsage'];
  constructor(
    message: string,
    /** The last answer as the model gave it. */
    readonly answer: string,
    /** Why it was rejected (JSON or schema problems). */
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Not one of the seed's six: an operation ran past its `timeout` and was interrupted. */
export class OperationTimeoutError extends ActwrightError {}

/** Not one of the seed's six: the model's extraction did not fit the schema, even merged. */
export class ExtractionError extends ActwrightError {}

/**
 * The cloud platform's API answered with an error, or could not be reached. `status` is the HTTP
 * status (undefined when there was no answer); `platformMessage` is the platform's own message.
 */
export class CloudApiError extends ClientInitError {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly platformMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The cloud session named by `cloudSessionID` exists but has ended (completed, timed out, failed). */
export class CloudSessionNotRunningError extends ClientInitError {
  constructor(
    readonly sessionId: string,
    readonly status: string,
  ) {
    super(
      `Cloud session ${sessionId} is ${status}, not RUNNING, so it cannot be resumed. Remove cloudSessionID to create a new session, or create sessions with keepAlive: true to resume them later.`,
    );
  }
}

/** What went away under an operation: the page it works on, its browser context, or the whole browser. */
export type ClosedTarget = 'page' | 'context' | 'browser';

/**
 * Not one of the seed's six: the page, its context or the browser closed (or crashed, or was
 * killed) while an operation waited on it, or before it started. Thrown at once, not after a timeout.
 */
export class BrowserClosedError extends ActwrightError {
  constructor(
    /** What closed. */
    readonly closed: ClosedTarget,
    what?: string,
    options?: { cause?: unknown; closedBy?: string },
  ) {
    const subject = { page: 'The page', context: 'The browser context', browser: 'The browser' }[closed];
    // Who closed it, when the closer said so (the test fixture's teardown after a timeout): then
    // it was no crash, and the advice is about that cause.
    const next = options?.closedBy
      ? `It was closed by ${options.closedBy}.`
      : closed === 'page'
        ? 'Keep the page open until the call returns, or make another page active (client.context.setActivePage).'
        : 'The session cannot continue: create a new Client and call init(), or check why the browser closed (a crash, a kill, context.close()).';
    super(`${subject} closed${what ? ` while ${what}` : ''}. ${next}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.closedBy = options?.closedBy;
  }

  /** Who closed it, when the closer said so (`client.close({ reason })`); undefined for a crash, a kill or an unexplained close. */
  readonly closedBy: string | undefined;
}

/**
 * Not one of the seed's six: a check in plain English did not hold within its timeout. The
 * message says what was expected and found, the assertion it ran (as Playwright code), the
 * element(s) it looked at, and the rule or model that resolved it.
 */
export class CheckFailedError extends ActwrightError {
  constructor(
    /** The check as written. */
    readonly check: string,
    /** The assertion that ran, as Playwright code. */
    readonly code: string,
    readonly expected: string,
    readonly found: string,
    /** Who resolved it: `rule text-shown`, `model`, `cache (rule …)`. */
    readonly rule: string,
    /** The elements weighed, `role "name"`, best first. */
    readonly lookedAt: readonly string[],
    options?: { cause?: unknown; detail?: string },
  ) {
    super(
      [
        `Check failed: ${check}`,
        `  expected: ${expected}`,
        `  found:    ${found}`,
        `  assertion: ${code}`,
        ...(lookedAt.length ? [`  looked at: ${lookedAt.join('; ')}`] : []),
        `  resolved by: ${rule}`,
        ...(options?.detail ? [`  ${options.detail}`] : []),
        `If the page is right and the check is wrong, reword it or write the assertion above yourself; if the page is still changing, give the check a longer timeout.`,
      ].join('\n'),
      options,
    );
  }
}

/**
 * Not one of the seed's six: a model call would go past `maxModelCalls` or `maxCostUsd` (of the
 * client, the test, or the run). The message names what was spent and where.
 */
export class BudgetExceededError extends ActwrightError {
  constructor(
    message: string,
    /** What was spent: calls, dollars, and by which steps. */
    readonly spent: { calls: number; costUsd: number; unpriced: number; where: readonly { where: string; calls: number; costUsd?: number }[] },
  ) {
    super(`${message} Raise the limit (maxModelCalls / maxCostUsd), or resolve the steps without a model (plainer wording, the action cache).`);
  }
}

/**
 * A `%variable%` was about to be typed where it does not belong: into an element of an origin the
 * variables are not allowed in (a cross-origin frame, a site an agent was led to), or into an
 * element the instruction does not name. Nothing was typed.
 */
export class VariableTargetError extends ActwrightError {
  constructor(
    message: string,
    /** The origin of the element (or page) that was refused, when the origin was the reason. */
    readonly origin?: string,
  ) {
    super(message);
  }
}

/**
 * A file was about to be uploaded that the step may not send: a path the instruction does not
 * give (a model's or a page's proposal), one that does not exist, or one that is not a regular
 * file. Nothing was uploaded; the message says which path (as written, never its contents) and
 * what to do.
 */
export class FileUploadError extends ActwrightError {
  constructor(
    message: string,
    /** The path as the step or the action wrote it. */
    readonly path: string,
  ) {
    super(message);
  }
}
