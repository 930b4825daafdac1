import { ModelRequestError, ModelTimeoutError } from '../../session/errors.js';
import { redactKeys } from '../../session/secrets.js';
import type { ComputerUseChoice } from './run.js';

/** Each model call's bound, as the engine's other calls (the SDK retries within it). */
export const MODEL_CALL_TIMEOUT_MS = 90_000;
/** Retries the SDK makes for 408/409/429/5xx and dropped connections, honouring `retry-after`. */
export const MODEL_CALL_RETRIES = 2;

/**
 * One computer-use model call through the provider's SDK: timed, stopped at once by the
 * operation's signal, and a failure turned into ModelRequestError (the API key never in it).
 */
export async function callModel<T>(
  choice: ComputerUseChoice,
  signal: AbortSignal,
  secrets: string[],
  call: () => Promise<T>,
): Promise<{ reply: T; timeMs: number }> {
  signal.throwIfAborted();
  const started = performance.now();
  try {
    const reply = await call();
    return { reply, timeMs: Math.round(performance.now() - started) };
  } catch (error) {
    signal.throwIfAborted();
    const status = typeof (error as { status?: unknown })?.status === 'number' ? ((error as { status: number }).status) : undefined;
    const name = (error as Error)?.constructor?.name ?? '';
    const detail = redactKeys(String((error as Error)?.message ?? error), secrets);
    const model = `${choice.provider}/${choice.model}`;
    const advice =
      status === 401 || status === 403
        ? 'Check the API key (agent options.apiKey or the provider\'s environment variable).'
        : status === 404
          ? 'Check the model name and, if set, options.baseURL.'
          : status === 400
            ? 'The provider rejected the request: check that the model supports computer use.'
            : status === 429
              ? 'The provider is rate limiting: run fewer agents at once or raise your quota.'
              : 'Check the network and options.baseURL, or try again later.';
    const message = `The computer-use model ${model} failed: ${detail}. ${advice}`;
    const Kind = /Timeout/i.test(name) ? ModelTimeoutError : ModelRequestError;
    throw new Kind(message, choice.provider, choice.model, status, MODEL_CALL_RETRIES + 1, { cause: error });
  }
}
