import { attachOverCdp, type BrowserSession } from '../browser/launch.js';
import { ClientInitError, CloudApiError, CloudSessionNotFoundError, CloudSessionNotRunningError } from '../session/errors.js';
import type { Logger } from '../session/logger.js';
import { CloudApi } from './api.js';
import { CLOUD_DASHBOARD_URL, type CloudConfig } from './config.js';
import { redactKeys as redact, redactedErrorCopy as redactError } from '../session/secrets.js';
import { RUNNING_STATUS, type CloudSessionRecord } from './schema.js';

/** A cloud session the client is connected to: the seed's cloudSession* values and its browser. */
export interface CloudSession {
  id: string;
  /** Dashboard page of the session (`cloudSessionURL`). */
  url: string;
  /** Live debugger URL from the platform's debug endpoint (`cloudSessionDebugURL`), if it gave one. */
  debugUrl?: string;
  /** `release(true)` asks the platform to end the session; `release(false)` only disconnects. */
  browser: BrowserSession;
}

/**
 * Creates a cloud session (or resumes `cloudSessionID`) and connects to its browser over the
 * DevTools protocol.
 */
export async function openCloudSession(config: CloudConfig, logger: Logger): Promise<CloudSession> {
  const api = new CloudApi({ apiKey: config.apiKey, baseURL: config.baseURL, logger });
  const resuming = config.resumeSessionId !== undefined;
  const record = resuming ? await resume(api, config.resumeSessionId!) : await api.create(createBody(config));
  if (!record.connectUrl) {
    if (!resuming) await api.release(record.id, config.projectId).catch(() => undefined);
    throw new CloudApiError(`The cloud platform gave no connectUrl for session ${record.id}, so there is nothing to connect to. Retry, or check the platform's status page.`, undefined, undefined);
  }
  const url = `${CLOUD_DASHBOARD_URL}${encodeURIComponent(record.id)}`;
  logger.info('cloud', `${resuming ? 'resuming' : 'created'} cloud session ${record.id}`, { cloudSessionId: record.id, cloudSessionURL: url });

  let browser: BrowserSession;
  try {
    browser = await attachOverCdp(record.connectUrl);
  } catch (cause) {
    // A session created for this client and never handed over would run (and bill) until it times out.
    if (!resuming) await api.release(record.id, config.projectId).catch(() => undefined);
    const secrets = [config.apiKey];
    throw new ClientInitError(
      `Could not connect to cloud session ${record.id} over the DevTools protocol: ${redact((cause as Error).message ?? String(cause), secrets)}`,
      { cause: redactError(cause, secrets) },
    );
  }

  const debugUrl = await api.debug(record.id).then(
    (debug) => debug.debuggerFullscreenUrl ?? debug.debuggerUrl,
    (error: unknown) => {
      logger.info('cloud', `no debugger URL for cloud session ${record.id}: ${(error as Error).message}`);
      return undefined;
    },
  );

  return {
    id: record.id,
    url,
    debugUrl,
    browser: {
      context: browser.context,
      cdpUrl: record.connectUrl,
      async release(terminate) {
        if (!terminate) {
          await browser.release(false);
          logger.info('cloud', `left cloud session ${record.id} running (keepAlive); resume it with cloudSessionID`, { cloudSessionId: record.id });
          return;
        }
        // Release before disconnecting: the platform may end a session without keepAlive on
        // disconnect, and then refuse to release it. Ending the browser is the platform's job.
        try {
          await api.release(record.id, config.projectId);
          logger.info('cloud', `released cloud session ${record.id}`, { cloudSessionId: record.id });
        } finally {
          await browser.release(false);
        }
      },
      kill() {
        browser.kill();
        void api.release(record.id, config.projectId).catch(() => undefined);
      },
    },
  };
}

function createBody(config: CloudConfig): Record<string, unknown> {
  return {
    ...config.createParams,
    ...(config.projectId ? { projectId: config.projectId } : {}),
    keepAlive: config.keepAlive,
  };
}

async function resume(api: CloudApi, id: string): Promise<CloudSessionRecord> {
  let record: CloudSessionRecord;
  try {
    record = await api.retrieve(id);
  } catch (error) {
    if (error instanceof CloudApiError && error.status === 404) {
      throw new CloudSessionNotFoundError(
        `Cloud session "${id}" was not found. Check cloudSessionID (a session of the same project as the API key), or remove it to create a new session.`,
        { cause: error },
      );
    }
    throw error;
  }
  if (record.status !== RUNNING_STATUS) throw new CloudSessionNotRunningError(record.id, record.status);
  return record;
}
