import {
  SlDrawer
} from "./chunk.Q7W5QCVI.js";

// src/components/drawer/drawer.ts
var drawer_default = SlDrawer;
SlDrawer.define("sl-drawer");

export {
  drawer_default
};
