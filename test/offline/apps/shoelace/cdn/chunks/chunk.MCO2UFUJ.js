import {
  SlAlert
} from "./chunk.BSPH4GYQ.js";

// src/components/alert/alert.ts
var alert_default = SlAlert;
SlAlert.define("sl-alert");

export {
  alert_default
};
