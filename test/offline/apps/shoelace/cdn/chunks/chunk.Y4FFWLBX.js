import {
  SlTag
} from "./chunk.TWN6XJ74.js";

// src/components/tag/tag.ts
var tag_default = SlTag;
SlTag.define("sl-tag");

export {
  tag_default
};
