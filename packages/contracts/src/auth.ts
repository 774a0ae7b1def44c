import {
  birthDateError,
  emailError,
  messages,
  nameError,
  PASSWORD_MAX,
  passwordError,
} from '@vapolib/domain';
import { z } from 'zod';

/** Builds a zod string checked by one of the domain's rule functions, so both sides say the same French text. */
function ruled(rule: (value: string) => string | null, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim());
}

export const emailField = ruled(emailError, messages.emailRequired).transform((value) => value.toLowerCase());
export const nameField = ruled(nameError, messages.nameRequired);
export const newPasswordField = z.string({ error: messages.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordError(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export const birthDateField = z.string({ error: messages.birthDateInvalid }).superRefine((value, ctx) => {
  const problem = birthDateError(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const role = z.enum(['admin', 'user']);

export const user = z
  .object({
    id: z.number().int(),
    email: z.string(),
    nom: z.string(),
    prenom: z.string(),
    date_nais: z.string().describe('YYYY-MM-DD'),
    role,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'User' });

export const loginBody = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, messages.emailRequired)
    .max(320),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX, messages.passwordTooLong),
  rememberMe: z.boolean().optional().default(false),
});
export const loginResponse = z.object({ token: z.string(), user });

export const registerBody = z.object({
  nom: nameField,
  prenom: nameField,
  date_nais: birthDateField,
  email: emailField,
  password: newPasswordField,
});
export const registerResponse = z.object({ message: z.string(), id: z.number().int() });

/** An address that no account can have ("bad@") is refused before anything is said about a sent e-mail. */
export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z
  .object({
    token: z.string({ error: messages.resetTokenInvalid }).min(1, messages.resetTokenInvalid).max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: messages.passwordRequired }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** "Supprimer mon compte": the password confirms. */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX, messages.passwordTooLong),
});

/** The profile form sends e-mail, nom and prenom; each is optional but none may be empty. */
export const updateMeBody = z.object({
  email: emailField.optional(),
  nom: nameField.optional(),
  prenom: nameField.optional(),
});

export const adminUpdateUserBody = z.object({
  email: z.string().trim().min(1, messages.adminFieldsRequired).pipe(emailField).optional(),
  nom: z.string().trim().min(1, messages.adminFieldsRequired).pipe(nameField).optional(),
  prenom: z.string().trim().min(1, messages.adminFieldsRequired).pipe(nameField).optional(),
  date_nais: birthDateField.optional(),
  role: role.optional(),
});

export const userList = z.array(user);

/** A user's record after a change, with the French confirmation. */
export const userResponse = z.object({ message: z.string(), user });

export type User = z.infer<typeof user>;
export type Role = z.infer<typeof role>;
export type LoginBody = z.input<typeof loginBody>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type RegisterBody = z.input<typeof registerBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type UpdateMeBody = z.input<typeof updateMeBody>;
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBody>;
