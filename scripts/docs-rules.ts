// Writes docs/rules.md from the offline resolver's rule registry (src/engine/offline/rules.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesMarkdown } from '../src/engine/offline/rules.js';

writeFileSync(fileURLToPath(new URL('../docs/rules.md', import.meta.url)), rulesMarkdown());
