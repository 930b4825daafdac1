import {
  SlTree
} from "./chunk.DGN7R5IM.js";

// src/components/tree/tree.ts
var tree_default = SlTree;
SlTree.define("sl-tree");

export {
  tree_default
};
