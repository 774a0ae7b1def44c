// The contracts are loaded as the server loads them: they must not change what zod says about the environment.
import '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('uses port 3000, ./data and no external service by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.checkResponses).toBe(false);
  });

  it('backs up every 24 hours into ./backups, keeping 7, unless told otherwise', () => {
    const defaults = loadConfig({}).backups;
    expect(defaults).toEqual({
      dir: expect.stringMatching(/\/backups$/),
      keep: 7,
      intervalMs: 24 * 3_600_000,
    });
    expect(
      loadConfig({ BACKUP_INTERVAL_HOURS: '0', BACKUP_KEEP: '2', BACKUP_DIR: '/srv/b' }).backups,
    ).toEqual({
      dir: '/srv/b',
      keep: 2,
      intervalMs: 0,
    });
    expect(configError({ BACKUP_KEEP: '0' })).toContain('BACKUP_KEEP doit être');
    expect(configError({ BACKUP_INTERVAL_HOURS: 'souvent' })).toContain('BACKUP_INTERVAL_HOURS doit être');
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
      CHECK_RESPONSES: 'on',
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
      checkResponses: true,
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

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT doit être un port (nombre entier) de 1 à 65535'],
    [{ PORT: '70000' }, 'PORT: PORT doit être un port (nombre entier) de 1 à 65535'],
    [{ PORT: '80.5' }, 'PORT: PORT doit être un port (nombre entier) de 1 à 65535'],
    [
      { LOG_LEVEL: 'bavard' },
      'LOG_LEVEL: LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace, silent',
    ],
    [{ TEST_CLOCK: 'oui' }, 'TEST_CLOCK: TEST_CLOCK doit valoir on, off'],
    [{ CHECK_RESPONSES: 'oui' }, 'CHECK_RESPONSES: CHECK_RESPONSES doit valoir on, off'],
    [
      { COIL_REMINDER_INTERVAL_MINUTES: '-5' },
      'COIL_REMINDER_INTERVAL_MINUTES: COIL_REMINDER_INTERVAL_MINUTES doit être un nombre de minutes de 0 à 1440',
    ],
    [{ HOST: '' }, 'HOST: HOST ne doit pas être vide'],
  ])('says exactly what is wrong with %j', (env, line) => {
    const text = configError(env);
    expect(text).toBe(`Configuration invalide :\n  - ${line}`);
    expect(text).not.toContain(messages.invalidRequest);
  });

  it('names every bad variable, one line each', () => {
    const text = configError({ PORT: '0', VAPID_PUBLIC_KEY: 'court', VAPID_PRIVATE_KEY: 'court' });
    expect(text.split('\n')).toEqual([
      'Configuration invalide :',
      '  - PORT: PORT doit être un port (nombre entier) de 1 à 65535',
      '  - VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY doit contenir au moins 20 caractères (clé VAPID en base64url)',
      '  - VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY doit contenir au moins 20 caractères (clé VAPID en base64url)',
    ]);
  });
});
