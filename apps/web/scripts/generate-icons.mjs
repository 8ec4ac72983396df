/**
 * Writes the PWA icons (PNG, no dependencies) into public/icons.
 * Run with `node scripts/generate-icons.mjs` after changing the design; the output is committed.
 * The mark is an open book on the brand colour; the maskable variant keeps it inside the
 * central 80 % safe zone and fills the whole square.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const BRAND = [21, 94, 117]; // #155e75
const WHITE = [255, 255, 255];
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const i = y * (size * 4 + 1) + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An open book: two pages left and right of a spine, in unit coordinates of the mark box. */
function book(u, v) {
  const inPage = (x0, x1) => u >= x0 && u <= x1 && v >= 0.22 + Math.abs(u - 0.5) * 0.15 && v <= 0.78;
  return inPage(0.12, 0.47) || inPage(0.53, 0.88);
}

function icon(size, { maskable }) {
  const scale = maskable ? 0.6 : 0.78; // maskable: stay inside the 80 % safe circle
  const radius = maskable ? 0 : 0.18;
  return png(size, (x, y) => {
    const dx = Math.max(radius - x, 0, x - (1 - radius));
    const dy = Math.max(radius - y, 0, y - (1 - radius));
    if (radius && dx * dx + dy * dy > radius * radius) return [0, 0, 0, 0];
    const u = (x - (1 - scale) / 2) / scale;
    const v = (y - (1 - scale) / 2) / scale;
    return [...(book(u, v) ? WHITE : BRAND), 255];
  });
}

writeFileSync(`${outDir}icon-192.png`, icon(192, { maskable: false }));
writeFileSync(`${outDir}icon-512.png`, icon(512, { maskable: false }));
writeFileSync(`${outDir}maskable-512.png`, icon(512, { maskable: true }));
writeFileSync(`${outDir}apple-touch-icon.png`, icon(180, { maskable: true }));
console.log('icons written to', outDir);
