import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** Headers on every response: the body is never to be sniffed into another type. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

export function sendJsonBody(res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...BASE_HEADERS,
    // Data, never a page: not framed by another site, nothing active if opened as a document.
    'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** The hot path: a cached replay body, headers as a flat array (Node validates no object keys). */
export function sendReplayBody(res: ServerResponse, body: Buffer, etag: string, extra: Record<string, string> = {}): void {
  const { 'cache-control': cacheControl = 'no-cache', ...others } = extra;
  res.writeHead(200, [
    ...Object.entries(others).flat(),
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(body.length),
    'cache-control',
    cacheControl,
    'etag',
    etag,
    'x-content-type-options',
    'nosniff',
  ]);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  sendJsonBody(res, status, JSON.stringify(value), headers);
}

/** Every error body is `{ success: false, error }`. */
export function sendError(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { success: false, error }, headers);
}

/** Streams a file (the HTML report can embed many megabytes of screenshots: never held whole in memory). */
export function sendFile(res: ServerResponse, file: string, size: number, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    ...BASE_HEADERS,
    'content-type': contentType,
    'content-length': String(size),
    'cache-control': 'no-cache',
    ...headers,
  });
  pipeline(createReadStream(file), res).catch(() => res.destroy());
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
