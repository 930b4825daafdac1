import { Agent, EventSource, request, type Dispatcher } from 'undici';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * A standard EventSource (undici's WHATWG implementation) that sends extra request headers,
 * which the browser API cannot: they are added by a dispatcher interceptor.
 */
export function openEventSource(url: string, headers: Record<string, string>): { source: EventSource; dispatcher: Dispatcher } {
  const dispatcher = new Agent().compose(
    (dispatch) => (opts, handler) => {
      const existing = opts.headers;
      let merged: Dispatcher.DispatchOptions['headers'];
      if (Array.isArray(existing)) merged = [...existing, ...Object.entries(headers).flat()];
      else merged = { ...(existing as Record<string, string> | undefined), ...headers };
      return dispatch({ ...opts, headers: merged }, handler);
    },
  );
  const source = new EventSource(url, { dispatcher } as ConstructorParameters<typeof EventSource>[1]);
  return { source, dispatcher };
}

const STATUSES = ['starting', 'connected', 'running', 'finished', 'error'];

/**
 * Collects named events until `finished` or `error` (then closes the source, which would
 * otherwise reconnect), or rejects after `timeoutMs`.
 */
export function collectEvents(
  source: EventSource,
  { timeoutMs = 10_000, onEvent }: { timeoutMs?: number; onEvent?: (e: ReceivedEvent, all: ReceivedEvent[]) => void } = {},
): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      source.close();
      reject(new Error(`stream did not finish within ${timeoutMs} ms; got ${events.map((e) => e.event).join(',')}`));
    }, timeoutMs);
    for (const status of STATUSES) {
      source.addEventListener(status, (message) => {
        const received = { event: status, data: JSON.parse((message as MessageEvent<string>).data) as unknown };
        events.push(received);
        onEvent?.(received, events);
        if (status === 'finished' || status === 'error') {
          clearTimeout(timer);
          source.close();
          resolve(events);
        }
      });
    }
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        clearTimeout(timer);
        reject(new Error(`stream failed; got ${events.map((e) => e.event).join(',')}`));
      }
    };
  });
}

/** The raw text of a whole (ending) SSE response, for checking the exact framing. */
export async function rawStream(url: string, headers: Record<string, string>): Promise<{ status: number; contentType: string; text: string }> {
  const res = await request(url, { headers: { 'x-stream-response': 'true', ...headers }, headersTimeout: 10_000, bodyTimeout: 10_000 });
  return { status: res.statusCode, contentType: String(res.headers['content-type']), text: await res.body.text() };
}
