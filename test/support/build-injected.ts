// vitest's global setup: the in-page scripts bundled into src/engine/injected/generated/ (not
// committed), so `npx vitest run` works in a fresh checkout; unchanged bundles are left as they are.
// @ts-expect-error: a plain ES module script, without types
import { buildInjected } from '../../scripts/build-injected.mjs';

export default async function setup(): Promise<void> {
  await (buildInjected as () => Promise<void>)();
}
