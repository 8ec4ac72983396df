import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The SMTP receiver of inbound mail replies (ADR 022), beside the HTTP port (as in e2e/support.ts). */
const SMTP_PORT = PORT + 1000;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      INBOUND_MAIL_DOMAIN: 'reply.bildungsurlaub.example',
      INBOUND_SMTP_PORT: String(SMTP_PORT),
      // The webhooks journey's receiver listens on 127.0.0.1 over plain http (ADR 049).
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
});
