import {
  SlInput
} from "./chunk.7R3XBKDP.js";

// src/components/input/input.ts
var input_default = SlInput;
SlInput.define("sl-input");

export {
  input_default
};
