import type { ResolvedReplayServerOptions } from './options.js';
import type { ReportAccess } from './report-access.js';
import type { SessionFiles } from './session-files.js';
import type { LiveFollower } from './live-follower.js';
import type { SseStream } from './sse.js';

/** What every route needs: the options, the folder, the key check, and the open streams. */
export interface ServerContext {
  options: ResolvedReplayServerOptions;
  files: SessionFiles;
  checkKey: (presented: string | string[] | undefined) => boolean;
  /** The browser's token and cookie; set once the server listens (the cookie is named for its port). */
  access: ReportAccess | undefined;
  /** One follower per live session being streamed. */
  followers: Map<string, LiveFollower>;
  streams: Set<SseStream>;
  /** `Host` header values answered (lower case); filled once the server listens and knows its port. */
  allowedHosts: Set<string>;
  /** Playwright's trace viewer web app, from the user's Playwright installation (undefined: not found). */
  traceViewerDir: string | undefined;
}
