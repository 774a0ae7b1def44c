import { describe, expect, it } from 'vitest';
import { coilDueText, coilReminderMail } from './coil-reminder-mail.ts';

describe('coilReminderMail', () => {
  it('links to /resistance at the public address', () => {
    const mail = coilReminderMail(
      'Élise',
      'Nautilus',
      { by: 'days', duree: 15 },
      'https://vapolib.test/resistance',
    );
    expect(mail.text).toContain('https://vapolib.test/resistance');
    expect(mail.html).toContain('href="https://vapolib.test/resistance"');
  });

  it('holds no link when no public address is known', () => {
    const mail = coilReminderMail('Élise', 'Nautilus', { by: 'days', duree: 15 }, undefined);
    expect(mail.text).toContain('appuyez sur « Changer » dans Vapolib pour relancer le suivi.');
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect(mail.html).not.toContain('href');
  });

  it('says which life is over: the days or the mL', () => {
    expect(coilDueText('Nautilus', { by: 'days', duree: 15 })).toBe(
      'La résistance de votre Nautilus a atteint sa durée de vie de 15 jours : pensez à la changer.',
    );
    expect(coilDueText('Nautilus', { by: 'days', duree: 1 })).toContain('durée de vie de 1 jour :');
    const mail = coilReminderMail('Élise', 'XROS <3>', { by: 'ml', dureeMl: 30 }, undefined);
    expect(mail.text).toContain(
      'La résistance de votre XROS <3> a atteint sa durée de vie de 30 mL vapés (d’après vos relevés de consommation)',
    );
    expect(mail.html).toContain('XROS &#60;3&#62; a atteint sa durée de vie de 30 mL vapés');
  });
});
