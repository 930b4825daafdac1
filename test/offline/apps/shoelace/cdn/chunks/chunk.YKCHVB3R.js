import {
  SlInclude
} from "./chunk.GH4M4AKX.js";

// src/components/include/include.ts
var include_default = SlInclude;
SlInclude.define("sl-include");

export {
  include_default
};
