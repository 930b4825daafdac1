/**
 * Errors of the replay server. The server may import only `src/replay`, so these live here and not
 * with the client's errors; like those, each says what to do next and carries its `cause`.
 */
export class ReplayServerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The options are unusable: no folder, no key, a bad port. */
export class ReplayServerConfigError extends ReplayServerError {}

/** The server could not listen (port taken, address not available). */
export class ReplayServerListenError extends ReplayServerError {}

/** An HTTP failure with the status code and the message the client sees. */
export class HttpError extends ReplayServerError {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options);
    this.headers = options?.headers ?? {};
  }
  readonly headers: Record<string, string>;
}
