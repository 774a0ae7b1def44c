import { describe, expect, it } from 'vitest';
import { profileFieldError } from './profile-rules.ts';

describe('profileFieldError', () => {
  it('accepts letters, digits, spaces, - _ . and @ in the e-mail', () => {
    expect(profileFieldError('email', 'camille.le-fevre_2@exemple.fr')).toBeNull();
    expect(profileFieldError('email', 'camille+1@exemple.fr')).toBe('Caractères spéciaux non autorisés.');
    expect(profileFieldError('email', `${'a'.repeat(95)}@b.fr1`)).toBe('Caractères spéciaux non autorisés.');
  });

  it('refuses @ and symbols in names, allows accents and apostrophes', () => {
    expect(profileFieldError('prenom', 'Zoé-Anne')).toBeNull();
    expect(profileFieldError('nom', "N'Diaye")).toBeNull();
    expect(profileFieldError('nom', 'a@b')).toBe('Caractères spéciaux non autorisés.');
    expect(profileFieldError('prenom', 'Cam<ille')).toBe('Caractères spéciaux non autorisés.');
    expect(profileFieldError('nom', 'x'.repeat(51))).toBe('Caractères spéciaux non autorisés.');
  });
});
