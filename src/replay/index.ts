export * from './schema.js';
export * from './record.js';
export * from './build.js';
export * from './live.js';
export * from './report-index.js';
export * from './replay-file.js';
export * from './cache-attachment.js';
