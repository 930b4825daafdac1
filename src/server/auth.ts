import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checks `x-bb-api-key` in constant time. Both sides are hashed first so that the comparison
 * takes the same time whatever the length of the presented key.
 */
export function createKeyCheck(apiKey: string): (presented: string | string[] | undefined) => boolean {
  const expected = createHash('sha256').update(apiKey).digest();
  return (presented) => {
    if (typeof presented !== 'string' || presented.length === 0) return false;
    const actual = createHash('sha256').update(presented).digest();
    return timingSafeEqual(actual, expected);
  };
}
