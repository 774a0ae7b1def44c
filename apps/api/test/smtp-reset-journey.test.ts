import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { testConfig } from './build-test-app.ts';
import { createUser, randomIp } from './factories.ts';
import { templateDump } from './global-setup.ts';

/** The whole reset journey through a real SMTP server: the mail is read and its link followed. */
describe('password reset by e-mail over SMTP', () => {
  const inbox: { to: string; subject: string; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a link that resets the password once', async () => {
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(templateDump)]) });
    const app = await buildApp({
      config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://app.vapolib.test' }),
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

      const mail = inbox.find((m) => m.to === email);
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
