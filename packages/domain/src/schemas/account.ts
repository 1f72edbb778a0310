/**
 * Account payloads with the spec's messages (§5): sign-up, login, recovery, newsletter,
 * password and role (the profile: profile.ts). The `xSchema` of a server body is strict (unknown fields are
 * refused); `xFormSchema` is the same rules for a web form that holds extra fields.
 */
import { z } from 'zod';
import { idInputSchema } from '../wire/ids';
import { ROLE_ADMIN, ROLE_USER } from '../constants';
import {
  capped,
  controlCharactersMessage,
  emailField,
  hasNoNul,
  emailPresentField,
  NAME_MAX,
  numericInput,
  PASSWORD_MAX,
  requiredText,
  STRONG_PASSWORD_PATTERN,
  stripSpaces,
} from './fields';
import { NOTICES } from '../notices';

const VALID_EMAIL = 'Enter a Valid Email';
const SIGNUP_PASSWORD_RULE =
  'Password Must Have This: 8 characters, a number, one uppercase letter and one lowercase letter';
const CHANGE_PASSWORD_RULE =
  'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter';
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters long`;
/** A password is never stored, but is text like any other: U+0000 is refused. */
const PASSWORD_NUL = { error: controlCharactersMessage('Password'), abort: true } as const;

// Sign-up: spaces are stripped before checking (product §5).
const signupShape = {
  fullName: capped(requiredText('Please Enter Your Name').trim(), 'Name', NAME_MAX),
  email: emailField('Please Enter Your Email', VALID_EMAIL),
  password: requiredText('Please Enter Your Password')
    .refine(hasNoNul, PASSWORD_NUL)
    .refine((value) => STRONG_PASSWORD_PATTERN.test(stripSpaces(value)), {
      error: SIGNUP_PASSWORD_RULE,
      abort: true,
    })
    .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_TOO_LONG, abort: true }),
};
export const signupSchema = z.strictObject(signupShape);
export const signupFormSchema = z.object(signupShape);
export type SignupInput = z.output<typeof signupSchema>;

const loginShape = {
  email: emailPresentField('Please Enter Your email'),
  password: z
    .string({ error: 'Please Enter Your Password' })
    .refine((value) => value.length > 0, { error: 'Please Enter Your Password', abort: true })
    .refine(hasNoNul, PASSWORD_NUL)
    .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_TOO_LONG, abort: true }),
};
export const loginSchema = z.strictObject(loginShape);
export const loginFormSchema = z.object(loginShape);
export type LoginInput = z.output<typeof loginSchema>;

const recoverShape = { email: emailField('Please Enter Your Email', VALID_EMAIL) };
export const recoverPasswordSchema = z.strictObject(recoverShape);
export const recoverPasswordFormSchema = z.object(recoverShape);

// The newsletter shows one message for any failure (product §8).
const NEWSLETTER_INVALID = NOTICES.newsletterFailure;
const newsletterShape = { Email: emailField(NEWSLETTER_INVALID, NEWSLETTER_INVALID) };
export const newsletterSchema = z.strictObject(newsletterShape);

/** One password of the change form: not blank, strong, not absurdly long. */
const changedPassword = z
  .string({ error: 'Both fields must not be blank' })
  .refine((value) => value.trim().length > 0, {
    error: 'Both fields must not be blank',
    abort: true,
  })
  .refine(hasNoNul, PASSWORD_NUL)
  .refine((value) => STRONG_PASSWORD_PATTERN.test(value), {
    error: CHANGE_PASSWORD_RULE,
    abort: true,
  })
  .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_TOO_LONG, abort: true });

/** A password change proves the old password, in the spec's message style. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** The old password as typed: any text but U+0000, not absurdly long; may be empty here. */
const currentPasswordText = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .refine(hasNoNul, PASSWORD_NUL)
  .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_TOO_LONG, abort: true });

const passwordsMatch = {
  error: 'Passwords must be the same',
  path: ['confirmPassword'],
};

/**
 * The dashboard's password change: the current password, both new fields, then that they
 * match (on confirmPassword).
 */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordText.refine((value) => value.length > 0, {
      error: CURRENT_PASSWORD_REQUIRED,
      abort: true,
    }),
    password: changedPassword,
    confirmPassword: changedPassword,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);
export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;

/**
 * The same change after a login with a provisional password, which was used up by that login:
 * the session itself vouches for the user, so no current password is asked.
 */
export const provisionalPasswordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordText,
    password: changedPassword,
    confirmPassword: changedPassword,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);

/**
 * PUT /api/users/:id/password. `currentPassword` may be left out only by a session started
 * with a provisional password; the server answers CURRENT_PASSWORD_REQUIRED otherwise.
 */
export const passwordUpdateSchema = z.strictObject({
  currentPassword: currentPasswordText.optional(),
  password: z
    .string({ error: CHANGE_PASSWORD_RULE })
    .refine(hasNoNul, PASSWORD_NUL)
    .refine((value) => STRONG_PASSWORD_PATTERN.test(value), {
      error: CHANGE_PASSWORD_RULE,
      abort: true,
    })
    .refine((value) => value.length <= PASSWORD_MAX, { error: PASSWORD_TOO_LONG, abort: true }),
});

const NEW_ROLE_INVALID = 'newRole must be 1 (User) or 2 (Admin)';
/** PUT /api/users/:id/role: the spec's body, role 1 (User) or 2 (Admin). */
export const roleChangeSchema = z.strictObject({
  userId: idInputSchema('userId must be a user id'),
  // 1 or 2, or the text "1" or "2" (numeric text is read as a number, design §3).
  newRole: numericInput(NEW_ROLE_INVALID).pipe(
    z.literal([ROLE_USER, ROLE_ADMIN], { error: NEW_ROLE_INVALID }),
  ),
});
/** What a client sends: userId as the answers spell it ('12') or as a number. */
export type RoleChangeInput = z.input<typeof roleChangeSchema>;
