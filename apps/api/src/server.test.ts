/**
 * The real entry point as a user starts it: embedded PGlite in DATA_DIR, demo account,
 * a clean stop on SIGTERM that loses nothing, and a refusal to start on bad configuration.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitReady(base: string, proc: { output: () => string; child: ChildProcess }) {
  const probe = async () => {
    if (proc.child.exitCode !== null) return 'exited';
    try {
      return (await fetch(`${base}/api/ready`)).ok ? 'ready' : 'starting';
    } catch {
      return 'starting'; // not listening yet
    }
  };
  await expect
    .poll(probe, { timeout: 60_000, interval: 200 })
    .not.toBe('starting')
    .catch(() => {
      throw new Error(`server not ready:\n${proc.output()}`);
    });
  if ((await probe()) !== 'ready') throw new Error(`server exited:\n${proc.output()}`);
}

describe('server', () => {
  it('starts on the embedded defaults, seeds the demo account and keeps data across a SIGTERM restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), PUBLIC_URL: base };
    const first = start(env);
    await waitReady(base, first);
    expect(first.output()).toContain('demo account created: demo@bildungsurlaub.example');

    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        approved: true,
        email: 'restart@example.org',
        password: 'Neustart-am-Morgen-1',
        providerName: 'Akademie Neustart',
        telephone: '+49 30 1234567',
        street: 'Unter den Linden 1',
        postalCode: '10117',
        city: 'Berlin',
        country: 'DE',
        firstName: 'Rita',
        lastName: 'Neu',
        language: 'de',
        acceptTerms: true,
      }),
    });
    expect(signup.status).toBe(201);
    await expect
      .poll(
        async () => (await (await fetch(`${base}/api/dev/mailbox?to=restart@example.org`)).json()).messages.length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    expect(first.output()).toContain('/auth/confirm-registration?key=');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(env);
    await waitReady(base, second);
    expect(second.output()).not.toContain('demo account created');
    const mails = await (await fetch(`${base}/api/dev/mailbox?to=restart@example.org`)).json();
    expect(mails.messages).toHaveLength(1);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and names it', async () => {
    const proc = start({ PORT: 'not-a-port' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('PORT');
  }, 60_000);

  it('refuses to start with TRUST_PROXY_HOPS, which would trust any client to name its address, and says what replaces it', async () => {
    const proc = start({ TRUST_PROXY_HOPS: '1' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain(
      'TRUST_PROXY_HOPS: replaced by TRUST_PROXY, the addresses or CIDR ranges of your proxies (e.g. 10.0.0.5)',
    );
    expect(proc.output()).not.toContain('dashboard ready');
  }, 60_000);
});
