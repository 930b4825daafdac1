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

/** A method other than `init()` was called before `init()` (or after `close()`). */
export class ClientNotInitializedError extends ActwrightError {
  constructor(method: string) {
    super(`Client.${method}() was called before init(). Call "await client.init()" first.`);
  }
}

/** The cloud session named by `cloudSessionID` does not exist. */
export class CloudSessionNotFoundError extends ActwrightError {}

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

/** Not one of the seed's six: an operation ran past its `timeout` and was interrupted. */
export class OperationTimeoutError extends ActwrightError {}

/** Not one of the seed's six: the model's extraction did not fit the schema, even merged. */
export class ExtractionError extends ActwrightError {}
