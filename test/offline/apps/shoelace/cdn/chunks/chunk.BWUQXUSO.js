import {
  i
} from "./chunk.OOP2EFQH.js";

// src/components/resize-observer/resize-observer.styles.ts
var resize_observer_styles_default = i`
  :host {
    display: contents;
  }
`;

export {
  resize_observer_styles_default
};
