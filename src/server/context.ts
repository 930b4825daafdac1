import type { ResolvedReplayServerOptions } from './options.js';
import type { SessionFiles } from './session-files.js';
import type { LiveFollower } from './live-follower.js';
import type { SseStream } from './sse.js';

/** What every route needs: the options, the folder, the key check, and the open streams. */
export interface ServerContext {
  options: ResolvedReplayServerOptions;
  files: SessionFiles;
  checkKey: (presented: string | string[] | undefined) => boolean;
  /** One follower per live session being streamed. */
  followers: Map<string, LiveFollower>;
  streams: Set<SseStream>;
  /** `Host` header values answered (lower case); filled once the server listens and knows its port. */
  allowedHosts: Set<string>;
  /** Playwright's trace viewer web app, from the user's Playwright installation (undefined: not found). */
  traceViewerDir: string | undefined;
}
