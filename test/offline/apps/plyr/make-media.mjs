// Writes the players' media: a minute of a quiet tone as 8-bit mono WAV at 4 kHz (small, and
// periodic, so git stores it compressed). Ours: no video encoder on the machine, so the video
// player plays this sound too (a <video> plays an audio-only file; Plyr draws it as a video).
// Run: node test/offline/apps/plyr/make-media.mjs
import { writeFileSync } from 'node:fs';

function wav(file, seconds, hz) {
  const rate = 4000;
  const n = rate * seconds;
  const out = Buffer.alloc(44 + n);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + n, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate, 28); // bytes per second
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) out[44 + i] = 128 + Math.round(12 * Math.sin((2 * Math.PI * hz * i) / rate));
  writeFileSync(new URL(file, import.meta.url), out);
}

wav('./harbour.wav', 60, 200);
wav('./episode-12.wav', 90, 250);
