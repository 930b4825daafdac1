import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
  /** True when the server closed the connection. */
  closed: boolean;
}

/**
 * Writes bytes to the server as they are (no client-side URL cleaning) and reads until the
 * server closes or `timeoutMs` passes. `chunks` are sent `gapMs` apart, to play a slow client;
 * `end` half-closes after writing, so a kept-alive connection ends after its answer.
 */
export function rawRequest(
  port: number,
  chunks: string | Buffer | Array<string | Buffer>,
  { timeoutMs = 5_000, gapMs = 0, end = false }: { timeoutMs?: number; gapMs?: number; end?: boolean } = {},
): Promise<RawResponse> {
  const parts = Array.isArray(chunks) ? chunks : [chunks];
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closed = false;
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join('\r\n\r\n'), closed });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
      if (end && !socket.destroyed) socket.end();
    });
  });
}
