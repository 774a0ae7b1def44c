import { defineConfig, devices } from '@playwright/test';
import { serveNodeFlags } from '../apps/api/scripts/serve-flags.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The e2e server mails through an SMTP server that the reset test starts on this port. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

export default defineConfig({
  testDir: '.',
  // Maintenance mode is instance-wide: journeys run one after another against one server.
  workers: 1,
  fullyParallel: false,
  // The retry is for what is truly outside our control; a journey that needs it shows as "flaky" in CI's
  // summary and is a bug to fix (`npm run test:e2e:stress` runs with none).
  retries: process.env.CI ? 1 : 0,
  // Ceilings sized for a slow, busy 2-CPU machine: journeys wait on state, so a passing run takes no longer.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: `../test-results/${port}`,
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } }],
  webServer: {
    command: `rm -rf ../.tmp/e2e-data-${port} && node --enable-source-maps ${serveNodeFlags().join(' ')} ../apps/api/dist/server.js`,
    url: `${baseURL}/api/maintenance`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `../.tmp/e2e-data-${port}`,
      BACKUP_DIR: `../.tmp/e2e-data-${port}/backups`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      TEST_CLOCK: 'on',
      CHECK_RESPONSES: 'on',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: 'admin@vapolib.test',
      ADMIN_PASSWORD: 'admin-e2e-pass',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
