import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Query parameter that carries the report token in the URL the server prints (as Jupyter does). */
export const TOKEN_PARAM = 'token';

/**
 * The browser's door to the report. A token made when the server starts is printed once, in the
 * report's URL (`/?token=…`); a request that shows it gets an HttpOnly, SameSite=Strict cookie,
 * and the page removes the token from its address bar. The page's own requests (detail chunks,
 * screenshots, attachments, replay files) then carry the cookie. Clients use `x-bb-api-key`.
 */
export interface ReportAccess {
  /** The token to put in the printed URL. */
  readonly token: string;
  /** Name of this server's cookie: browsers share cookies across ports, so the port is in it. */
  readonly cookieName: string;
  /** The Set-Cookie header value that stands for the token. */
  readonly setCookie: string;
  /** Whether `?token=` in this request target is the server's token. */
  tokenInQuery(target: string): boolean;
  /** Whether the request's Cookie header holds this server's cookie. */
  hasCookie(req: IncomingMessage): boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison whatever the lengths (both sides hashed first). */
function same(a: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(a), expected);
}

export function createReportAccess(port: number, token = randomBytes(32).toString('base64url')): ReportAccess {
  // The cookie holds a value derived from the token, not the token: a cookie read off a disk is
  // no URL to hand around, and the printed URL is no cookie.
  const cookieValue = createHmac('sha256', token).update('actwright-report-cookie').digest('base64url');
  const expectedToken = digest(token);
  const expectedCookie = digest(cookieValue);
  const cookieName = `actwright-report-${port}`;
  return {
    token,
    cookieName,
    setCookie: `${cookieName}=${cookieValue}; Path=/; HttpOnly; SameSite=Strict`,
    tokenInQuery(target) {
      const query = target.indexOf('?');
      if (query === -1) return false;
      const presented = new URLSearchParams(target.slice(query + 1)).get(TOKEN_PARAM);
      return presented !== null && presented.length > 0 && same(presented, expectedToken);
    },
    hasCookie(req) {
      const header = req.headers.cookie;
      if (!header) return false;
      for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq === -1 || part.slice(0, eq).trim() !== cookieName) continue;
        if (same(part.slice(eq + 1).trim(), expectedCookie)) return true;
      }
      return false;
    },
  };
}
