// Memory of the API process around parallel large uploads (finding 10): starts the real
// server on a fresh embedded database, uploads six ~40-megapixel JPEGs at once, three rounds,
// and reads the process's resident memory (VmRSS) before, right after and after a pause.
// Usage: node bench/upload-memory.mjs   (PORT defaults to 3141)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const port = Number(process.env.PORT ?? 3141);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-mem-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_ENABLED: 'false',
  },
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await sleep(200);
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' }),
  });
  const { token } = await login.json();
  // 7000 × 5672 = 39.7 MP, a smooth gradient so the file stays under the 5 MB limit.
  const width = 7000;
  const height = 5672;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[(y * width + x) * 3] = (x + y) & 255;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  console.log(`image ${(jpeg.length / 1e6).toFixed(1)} MB, ${((width * height) / 1e6).toFixed(1)} MP`);
  const upload = async () => {
    const form = new FormData();
    form.append('kind', 'gallery');
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'big.jpg');
    const res = await fetch(`${base}/api/provider-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return res.status;
  };
  await sleep(2000);
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  for (let round = 0; round < 3; round++)
    console.log('round', round + 1, await Promise.all(Array.from({ length: 6 }, upload)));
  clearInterval(sampler);
  const after = rssMb();
  await sleep(15_000);
  const settled = rssMb();
  console.log(
    `RSS MB: before ${before.toFixed(0)}, peak ${peak.toFixed(0)}, right after ${after.toFixed(0)}, 15 s later ${settled.toFixed(0)}`,
  );
} finally {
  child.kill('SIGTERM');
}
