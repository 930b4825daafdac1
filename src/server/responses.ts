import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** Headers on every response: the body is never to be sniffed into another type. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

export function sendJsonBody(res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  sendJsonBody(res, status, JSON.stringify(value), headers);
}

/** Every error body is `{ success: false, error }`. */
export function sendError(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { success: false, error }, headers);
}

export function sendFile(res: ServerResponse, body: Buffer, contentType: string): void {
  res.writeHead(200, {
    ...BASE_HEADERS,
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': 'no-cache',
  });
  res.end(body);
}

/**
 * A whole HTTP response written straight to a socket, for requests that never became a request
 * object (unparseable, too large, too slow): Node would otherwise answer them with an empty body.
 */
export function rawErrorResponse(status: number, error: string): string {
  const body = JSON.stringify({ success: false, error });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `content-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    `x-content-type-options: nosniff\r\n` +
    `connection: close\r\n\r\n${body}`
  );
}
