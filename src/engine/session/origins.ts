import { z } from 'zod';

/**
 * Where `%variables%` may be typed. A secret belongs to the site it was given for: by default the
 * origin of the top page (act) or the origin an agent started on; other origins only when the
 * user lists them (`variablesOrigins`). A cross-origin frame (an ad, a widget) never gets one
 * unless its origin is listed.
 */
export const OriginListSchema = z
  .array(
    z.string().refine((s) => originOf(s) !== undefined, {
      message: 'each entry is an http(s) origin or address such as "https://pay.example.com"',
    }),
  )
  .readonly();

/** Who may receive variables in one operation. */
export interface VariablePolicy {
  /** Origins listed by the user (normalised). */
  origins: readonly string[];
  /** The top page's origin at the time of typing counts too (act); an agent fixes its start origin instead. */
  includeTopPage: boolean;
}

/** The scheme, host and port of an http(s) address; undefined for anything else. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    if (url.protocol === 'blob:') return originOf(url.pathname);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function normalizeOrigins(list: readonly string[] | undefined): string[] {
  return [...new Set((list ?? []).map((s) => originOf(s)).filter((o): o is string => !!o))];
}
