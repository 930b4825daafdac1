import { CLOCK_BOUNDS } from './clock/bounds.js';
import { installClock } from './clock/install.js';
import { CLOCK_KEY } from './keys.js';

/**
 * The clock settling reads (page/settle.ts), installed in every frame under `Symbol.for(CLOCK_KEY)`:
 * an init script, or an evaluate for a document that was there before the client came. Once per
 * document: a second run finds it installed and does nothing.
 */
installClock(CLOCK_KEY, CLOCK_BOUNDS);
