// Moved to replay/ (the engine writes replay files too); kept here for the reporter's imports.
export { isTempFile, removeTempFiles, writeFileAtomic } from '../replay/atomic-write.js';
