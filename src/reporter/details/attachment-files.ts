import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { REPORT_SCREENSHOTS_DIR } from '../../replay/report-index.js';
import { writeFileAtomic } from '../atomic-write.js';
import { attachmentBytes, type AttachmentLike } from '../session.js';
import { ATTACHMENTS_DIR, type UiAttachment } from '../ui/model.js';

/** Text attachments up to this size are shown inline; larger ones are files. */
const MAX_INLINE_TEXT = 64 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'video/webm': '.webm',
  'application/zip': '.zip',
  'application/json': '.json',
  'text/plain': '.txt',
  'text/html': '.html',
};

/** Attachments as the report lists them: small text inline, files copied into the report folder. */
export class AttachmentFiles {
  constructor(private readonly outputFolder: string) {}

  /** A step screenshot: the file the replay part of the reporter wrote (`screenshots/<sha1>.<ext>`), else a copy. */
  stepScreenshot(a: AttachmentLike): string | undefined {
    try {
      const bytes = attachmentBytes(a);
      const ext = EXTENSIONS[a.contentType]?.slice(1) ?? 'img';
      const path = `${REPORT_SCREENSHOTS_DIR}/${createHash('sha1').update(bytes).digest('hex')}.${ext}`;
      if (existsSync(join(this.outputFolder, path))) return path;
    } catch {
      return undefined;
    }
    return this.attachment(a)?.path;
  }

  /** Copies an attachment into `data/attachments/<sha1><ext>` (or keeps small text inline). */
  attachment(a: AttachmentLike): UiAttachment | undefined {
    const base: UiAttachment = { name: a.name, contentType: a.contentType };
    try {
      if (a.body && (a.contentType.startsWith('text/') || a.contentType === 'application/json') && a.body.length <= MAX_INLINE_TEXT) {
        return { ...base, text: a.body.toString('utf8'), size: a.body.length };
      }
      if (a.path && !existsSync(a.path)) return { ...base }; // listed, with no file to open
      const hash = createHash('sha1');
      let size: number;
      if (a.body) {
        hash.update(a.body);
        size = a.body.length;
      } else {
        const bytes = attachmentBytes(a);
        hash.update(bytes);
        size = bytes.length;
      }
      const ext = (a.path && extname(a.path)) || EXTENSIONS[a.contentType.split(';')[0]!] || '.bin';
      const path = `${ATTACHMENTS_DIR}/${hash.digest('hex')}${ext.toLowerCase()}`;
      const target = join(this.outputFolder, path);
      if (!existsSync(target) || statSync(target).size !== size) {
        mkdirSync(join(this.outputFolder, ATTACHMENTS_DIR), { recursive: true });
        if (a.body) writeFileAtomic(target, a.body);
        else copyFileSync(a.path!, target);
      }
      return { ...base, path, size };
    } catch {
      return { ...base };
    }
  }
}
