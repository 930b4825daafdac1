import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/include/include.styles.ts
var include_styles_default = i`
  :host {
    display: block;
  }
`;

export {
  include_styles_default
};
