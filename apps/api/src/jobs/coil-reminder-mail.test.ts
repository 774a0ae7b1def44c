import { describe, expect, it } from 'vitest';
import { coilReminderMail } from './coil-reminder-mail.ts';

describe('coilReminderMail', () => {
  it('links to /resistance at the public address', () => {
    const mail = coilReminderMail('Élise', 'Nautilus', 'https://vapolib.test/resistance');
    expect(mail.text).toContain('https://vapolib.test/resistance');
    expect(mail.html).toContain('href="https://vapolib.test/resistance"');
  });

  it('holds no link when no public address is known', () => {
    const mail = coilReminderMail('Élise', 'Nautilus', undefined);
    expect(mail.text).toContain('appuyez sur « Changer » dans Vapolib pour relancer le suivi.');
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect(mail.html).not.toContain('href');
  });
});
