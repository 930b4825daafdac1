import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/breadcrumb/breadcrumb.styles.ts
var breadcrumb_styles_default = i`
  .breadcrumb {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
  }
`;

export {
  breadcrumb_styles_default
};
