import { z } from 'zod';

/** Options of `createReplayServer()`. Timeouts and limits have safe defaults for a server on a network. */
export const ReplayServerOptionsSchema = z.object({
  /** The report folder: `sessions/<id>.json`, `live/<id>.jsonl`, `index.html`. Must exist. */
  dir: z.string().min(1),
  /** Value that clients send in `x-bb-api-key`. */
  apiKey: z.string().min(1, 'apiKey must not be empty'),
  host: z.string().min(1).default('127.0.0.1'),
  /**
   * Extra `Host` names the server answers besides the address it listens on and the loopback names
   * (DNS-rebinding defence): e.g. the machine's name when listening on 0.0.0.0. Others get 421.
   */
  allowedHosts: z.array(z.string().min(1)).default([]),
  /** 0 picks a free port; read it back from `url`. */
  port: z.number().int().min(0).max(65535).default(0),
  /** Time allowed to receive a request's headers. */
  headersTimeoutMs: z.number().int().positive().default(10_000),
  /** Time allowed to receive a whole request (these requests have no body). */
  requestTimeoutMs: z.number().int().positive().default(30_000),
  /** Idle time before a kept-alive connection is closed. */
  keepAliveTimeoutMs: z.number().int().positive().default(5_000),
  /** Largest request head accepted; larger ones get 431. */
  maxHeaderBytes: z.number().int().min(1024).default(16 * 1024),
  /** Concurrent Server-Sent Event streams; more get 503. */
  maxStreams: z.number().int().positive().default(10_000),
  /** Comment frames that keep idle streams open through proxies and reveal vanished clients. */
  heartbeatMs: z.number().int().positive().default(15_000),
  /** How often a live session's file is checked for new lines. */
  livePollMs: z.number().int().positive().default(100),
  /** A live session that writes nothing for this long ends its streams with an `error` event. */
  liveIdleTimeoutMs: z.number().int().positive().default(10 * 60_000),
  /** Parsed session files kept in memory (least recently used are dropped first). */
  cacheEntries: z.number().int().positive().default(5_000),
  /** Bytes of replay bodies kept in memory at most (least recently used are dropped first). */
  cacheBytes: z.number().int().positive().default(256 * 1024 * 1024),
  /**
   * Final replay files up to this size are parsed, validated and cached; larger ones are sent from
   * disk as written, in chunks (a parse of tens of megabytes would stall every other request).
   */
  parseBytes: z.number().int().positive().default(4 * 1024 * 1024),
  /** Session and index files over this size are refused with 413 and a message saying so. */
  fileBytes: z.number().int().positive().default(512 * 1024 * 1024),
}).refine((o) => o.headersTimeoutMs <= o.requestTimeoutMs, {
  message: 'headersTimeoutMs must not exceed requestTimeoutMs (Node refuses it)',
  path: ['headersTimeoutMs'],
});

export type ReplayServerOptions = z.input<typeof ReplayServerOptionsSchema>;
export type ResolvedReplayServerOptions = z.output<typeof ReplayServerOptionsSchema>;
