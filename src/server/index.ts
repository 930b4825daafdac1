export { createReplayServer, type ReplayServer } from './server.js';
export { ReplayServerOptionsSchema, type ReplayServerOptions } from './options.js';
export { ReplayServerError, ReplayServerConfigError, ReplayServerListenError, HttpError } from './errors.js';
export { SessionSummarySchema, type SessionSummary } from './session-files.js';
export {
  StreamFrameSchema,
  StreamStatusSchema,
  SystemFrameDataSchema,
  LogFrameDataSchema,
  StreamLogLineSchema,
  type StreamFrame,
  type StreamStatus,
} from './stream-frames.js';
