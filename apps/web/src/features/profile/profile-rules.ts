import { EMAIL_MAX, NAME_MAX } from '@vapolib/domain';

/** Spec §5 "Profile": the characters allowed while typing (the e-mail may hold @, names may not). */
const emailTyping = /^[\p{L}\p{N}\s\-_.@]*$/u;
const nameTyping = /^[\p{L}\p{N}\s\-_.']*$/u;

export type ProfileField = 'email' | 'nom' | 'prenom';

/** The inline message under a profile field, or null. */
export function profileFieldError(field: ProfileField, value: string): string | null {
  const pattern = field === 'email' ? emailTyping : nameTyping;
  const max = field === 'email' ? EMAIL_MAX : NAME_MAX;
  if (!pattern.test(value) || value.length > max) return 'Caractères spéciaux non autorisés.';
  return null;
}
