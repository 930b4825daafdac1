const REDACTED = '[redacted]';

/**
 * Removes secrets from text that may reach an error, a log or a report: every occurrence of the
 * given secrets, and the values of URL query parameters (a platform's connect URL carries signing
 * keys there).
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; API keys are long.
    if (secret && secret.length >= 6) out = out.split(secret).join(REDACTED);
  }
  return out.replace(/([?&][^=\s&#"']+=)[^\s&#"']+/g, `$1${REDACTED}`);
}

/** A copy of an error (and its causes) with secrets removed, for use as a `cause`. */
export function redactError(error: unknown, secrets: readonly (string | undefined)[], depth = 0): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const cause = depth < 5 && source.cause !== undefined ? redactError(source.cause, secrets, depth + 1) : undefined;
  const copy = new Error(redact(source.message, secrets), cause ? { cause } : undefined);
  copy.name = source.name;
  copy.stack = redact(source.stack ?? '', secrets);
  return copy;
}
