import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { testConfig } from './build-test-app.ts';
import { createUser, randomIp } from './factories.ts';
import { templateDump } from './global-setup.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

/** The whole reset journey through a real SMTP server: the mail is read and its link followed. */
describe('password reset by e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('mails a link that resets the password once', async () => {
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(templateDump)]) });
    const app = await buildApp({
      config: testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'https://app.vapolib.test' }),
      database,
      logger: false,
    });
    try {
      const { email } = await createUser(app, { prenom: 'Noémie' });
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: randomIp(),
        payload: { email },
      });
      expect(forgot.statusCode).toBe(200);

      const mail = smtp.mails.find((m) => m.to === email);
      expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Vapolib');
      expect(mail?.text).toContain('Bonjour Noémie');
      const link = new URL(/https:\/\/\S+/.exec(mail!.text)![0]);
      expect(link.origin + link.pathname).toBe('https://app.vapolib.test/reset-password');
      const token = link.searchParams.get('token')!;

      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'nouveau-secret', confirmPassword: 'nouveau-secret' },
      });
      expect(reset.statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email, password: 'nouveau-secret' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
