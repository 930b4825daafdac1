import { keepClosedShadowRootsReachable } from './closed-shadow/expose.js';

/** Closed shadow roots reachable by snapshots, locators and the reader (an init script, before the page's scripts). */
keepClosedShadowRootsReachable();
