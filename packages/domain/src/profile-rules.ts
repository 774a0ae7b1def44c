import { messages } from './messages.ts';

/** Letters (accented too), digits, whitespace, hyphen, underscore, dot and @ (spec §5 "Profile"). */
const emailCharacters = /^[\p{L}\p{N}\s\-_.@]+$/u;
/** The same set without @, for first and last names. */
const nameCharacters = /^[\p{L}\p{N}\s\-_.']+$/u;
/** A plausible address: something@domain.tld, no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EMAIL_MAX = 100;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MINIMUM_AGE = 18;

/** Returns the French error for an e-mail, or null when it is acceptable. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return messages.emailRequired;
  if (email.length > EMAIL_MAX) return messages.emailTooLong;
  if (!emailCharacters.test(email)) return messages.invalidCharacters;
  if (!emailShape.test(email)) return messages.emailInvalid;
  return null;
}

/** Returns the French error for a first or last name, or null when it is acceptable. */
export function nameError(value: string): string | null {
  const name = value.trim();
  if (name.length === 0) return messages.nameRequired;
  if (name.length > NAME_MAX) return messages.nameTooLong;
  if (!nameCharacters.test(name)) return messages.invalidCharacters;
  return null;
}

/** Returns the French error for a new password, or null when it is acceptable. */
export function passwordError(value: string): string | null {
  if (value.length < PASSWORD_MIN) return messages.passwordTooShort;
  if (value.length > PASSWORD_MAX) return messages.passwordTooLong;
  return null;
}

/**
 * Returns the French error for a birth date (YYYY-MM-DD), or null when it is a real date
 * of someone at least 18 years old on `today`. Vaping products are sold to adults only in France.
 */
export function birthDateError(value: string, today: Date = new Date()): string | null {
  if (value.trim() === '') return messages.birthDateRequired;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return messages.birthDateInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return messages.birthDateInvalid;
  }
  if (year < 1900) return messages.birthDateInvalid;
  const adulthood = new Date(Date.UTC(year + MINIMUM_AGE, month - 1, day));
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (adulthood.getTime() > todayUtc) return messages.birthDateTooYoung;
  return null;
}
