import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { birthDateError, emailError, nameError, passwordError } from './profile-rules.ts';

describe('emailError', () => {
  it('accepts an ordinary address', () => expect(emailError('jean.dupont@exemple.fr')).toBeNull());
  it('rejects an empty address', () => expect(emailError('  ')).toBe(messages.emailRequired));
  it('rejects characters outside the allowed set', () =>
    expect(emailError('jean+tag@exemple.fr')).toBe(messages.invalidCharacters));
  it('rejects an address without domain', () =>
    expect(emailError('jean@exemple')).toBe(messages.emailInvalid));
  it('rejects more than 100 characters', () =>
    expect(emailError(`${'a'.repeat(95)}@ex.fr`)).toBe(messages.emailTooLong));
});

describe('nameError', () => {
  it('accepts accents, hyphens and apostrophes', () => expect(nameError("Hélène-Marie d'Arc")).toBeNull());
  it('rejects @ in a name', () => expect(nameError('jean@')).toBe(messages.invalidCharacters));
  it('rejects angle brackets', () => expect(nameError('<b>')).toBe(messages.invalidCharacters));
  it('rejects an empty name', () => expect(nameError('')).toBe(messages.nameRequired));
  it('accepts exactly 50 characters and rejects 51', () => {
    expect(nameError('a'.repeat(50))).toBeNull();
    expect(nameError('a'.repeat(51))).toBe(messages.nameTooLong);
  });
});

describe('passwordError', () => {
  it('needs 8 characters', () => {
    expect(passwordError('1234567')).toBe(messages.passwordTooShort);
    expect(passwordError('12345678')).toBeNull();
  });
});

describe('birthDateError', () => {
  it('says an empty birth date is required', () => {
    expect(birthDateError('')).toBe(messages.birthDateRequired);
  });

  const today = new Date(2026, 10, 24);
  it('accepts someone who turned 18 today', () => expect(birthDateError('2008-11-24', today)).toBeNull());
  it('refuses someone who turns 18 tomorrow', () =>
    expect(birthDateError('2008-11-25', today)).toBe(messages.birthDateTooYoung));
  it('refuses an impossible date', () =>
    expect(birthDateError('1990-02-30', today)).toBe(messages.birthDateInvalid));
  it('refuses a badly formatted date', () =>
    expect(birthDateError('24/11/1990', today)).toBe(messages.birthDateInvalid));
});

describe('the profile fields (emailError, nameError)', () => {
  it('accepts letters, digits, spaces, - _ . and @ in the e-mail', () => {
    expect(emailError('camille.le-fevre_2@exemple.fr')).toBeNull();
    expect(emailError('camille+1@exemple.fr')).toBe('Caractères spéciaux non autorisés.');
  });

  it('refuses @ and symbols in names, allows accents and apostrophes', () => {
    expect(nameError('Zoé-Anne')).toBeNull();
    expect(nameError("N'Diaye")).toBeNull();
    expect(nameError('a@b')).toBe('Caractères spéciaux non autorisés.');
    expect(nameError('Cam<ille')).toBe('Caractères spéciaux non autorisés.');
  });

  it('says a field is too long, not that it holds special characters', () => {
    expect(nameError('x'.repeat(50))).toBeNull();
    expect(nameError('x'.repeat(51))).toBe(messages.nameTooLong);
    expect(nameError('x'.repeat(51))).toBe(messages.nameTooLong);
    expect(emailError(`${'a'.repeat(95)}@b.fr1`)).toBe(messages.emailTooLong);
  });

  it('says an emptied field is required', () => {
    expect(nameError('')).toBe(messages.nameRequired);
    expect(nameError('   ')).toBe(messages.nameRequired);
    expect(emailError('')).toBe(messages.emailRequired);
  });
});
