import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses port 3000, ./data and no external service by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vapolib',
      DATABASE_URL: 'postgres://u@db:5432/vapolib',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://vapolib.fr/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Vapolib <bonjour@vapolib.fr>',
      ADMIN_EMAIL: 'Admin@Vapolib.fr',
      ADMIN_PASSWORD: 'un-secret-solide',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/vapolib',
      databaseUrl: 'postgres://u@db:5432/vapolib',
      publicUrl: 'https://vapolib.fr',
      smtpUrl: 'smtp://mail:25',
      admin: { email: 'admin@vapolib.fr', password: 'un-secret-solide' },
      trustProxy: 1,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'court' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'admin@vapolib.fr' }, 'ADMIN_EMAIL et ADMIN_PASSWORD'],
  ])('explains a bad value of %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Configuration invalide[\\s\\S]*${name}`));
  });
});
