import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/qr-code/qr-code.styles.ts
var qr_code_styles_default = i`
  :host {
    display: inline-block;
  }
`;

export {
  qr_code_styles_default
};
