// Writes the map's tiles (tiles/{z}/{x}/{y}.png): plain 256 px squares, pale land with a street
// grid, one colour per tile column so panning shows. Ours, for the offline map: no tile server.
// Covers the tile layer's bounds in index.html at zooms 11–13 (its maxNativeZoom), one tile of margin.
// Run: node test/offline/apps/leaflet/make-tiles.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BOUNDS = { south: 51.44, west: -0.22, north: 51.56, east: 0.04 };
const ZOOMS = [11, 12, 13];

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
const crc32 = (buf) => {
  let c = -1;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** A palette PNG: 0 land, 1 street. */
function tile(land, street, every) {
  const size = 256;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size + 1);
    for (let x = 0; x < size; x++) row[x + 1] = x % every < 3 || y % every < 3 ? 1 : 0;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from([...land, ...street])),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const lng2x = (lng, z) => Math.floor(((lng + 180) / 360) * 2 ** z);
const lat2y = (lat, z) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};
const LANDS = [[242, 239, 233], [238, 236, 226], [236, 240, 230]];
let count = 0;
for (const z of ZOOMS) {
  for (let x = lng2x(BOUNDS.west, z) - 1; x <= lng2x(BOUNDS.east, z) + 1; x++) {
    const dir = new URL(`./tiles/${z}/${x}/`, import.meta.url);
    mkdirSync(dir, { recursive: true });
    for (let y = lat2y(BOUNDS.north, z) - 1; y <= lat2y(BOUNDS.south, z) + 1; y++) {
      writeFileSync(new URL(`${y}.png`, dir), tile(LANDS[x % 3], [255, 255, 255], 64 >> (13 - z)));
      count++;
    }
  }
}
console.log(`${count} tiles`);
