// Child process for the atomic-write test: rewrites one large file until it is killed.
import { writeFileAtomic } from '../../../src/reporter/atomic-write.js';

const [target, mode] = process.argv.slice(2) as [string, 'atomic' | 'plain'];
const { writeFileSync } = await import('node:fs');
const write = mode === 'atomic' ? writeFileAtomic : writeFileSync;
for (let i = 0; ; i++) write(target, Buffer.alloc(8 * 1024 * 1024, i % 2 ? 'a' : 'b'));
