import { DETAIL_CALLBACK, type UiTestDetail } from './model.js';

/** How long a detail chunk may take to arrive before the page says it is missing. */
const LOAD_TIMEOUT_MS = 15_000;

const cache = new Map<string, Promise<UiTestDetail>>();
const waiting = new Map<string, (detail: UiTestDetail) => void>();

/**
 * Loads a test's details from `data/<id>.js` with a <script> element: unlike fetch(), that works
 * when the report is opened from file://. The chunk calls `__actwrightDetail(detail)`.
 */
export function loadDetail(id: string, chunk: string): Promise<UiTestDetail> {
  const cached = cache.get(id);
  if (cached) return cached;
  const w = window as unknown as Record<string, unknown>;
  w[DETAIL_CALLBACK] ??= (detail: UiTestDetail) => {
    const done = waiting.get(detail.id);
    waiting.delete(detail.id);
    done?.(detail);
  };
  const promise = new Promise<UiTestDetail>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (message: string) => {
      clearTimeout(timer);
      waiting.delete(id);
      cache.delete(id);
      script.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(`${chunk} did not load within ${LOAD_TIMEOUT_MS / 1000} s.`), LOAD_TIMEOUT_MS);
    waiting.set(id, (detail) => {
      clearTimeout(timer);
      script.remove();
      resolve(detail);
    });
    script.onerror = () => fail(`${chunk} is missing next to index.html; the report folder is incomplete.`);
    script.src = chunk;
    document.head.appendChild(script);
  });
  cache.set(id, promise);
  return promise;
}
