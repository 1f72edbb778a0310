import { describe, expect, it } from 'vitest';
import { fieldMessages, messagesOf } from '../test/messages';
import {
  loginSchema,
  newsletterSchema,
  passwordChangeFormSchema,
  passwordUpdateSchema,
  provisionalPasswordChangeFormSchema,
  recoverPasswordSchema,
  roleChangeSchema,
  signupFormSchema,
  signupSchema,
} from './account';
import { profileFormSchema, profileSchema } from './profile';

const HUGE = 'a'.repeat(1024 * 1024);

describe('signupSchema', () => {
  const valid = {
    fullName: ' Ana María Pérez ',
    email: ' ana@example.com ',
    password: 'Secret123',
  };

  it('accepts a valid sign-up, trimming the name and e-mail', () => {
    expect(signupSchema.parse(valid)).toEqual({
      fullName: 'Ana María Pérez',
      email: 'ana@example.com',
      password: 'Secret123',
    });
  });

  it.each([
    ['fullName', '', 'Please Enter Your Name'],
    ['fullName', '   ', 'Please Enter Your Name'],
    ['fullName', undefined, 'Please Enter Your Name'],
    ['fullName', 'x'.repeat(101), 'Name must be at most 100 characters long'],
    ['email', '', 'Please Enter Your Email'],
    ['email', '  ', 'Please Enter Your Email'],
    ['email', 'ana@example', 'Enter a Valid Email'],
    ['email', 'ana@example.technology', 'Enter a Valid Email'],
    ['email', 'ana.example.com', 'Enter a Valid Email'],
    ['email', `${'a'.repeat(250)}@x.com`, 'Enter a Valid Email'],
    ['password', '', 'Please Enter Your Password'],
    ['password', '    ', 'Please Enter Your Password'],
    [
      'password',
      'secret123',
      'Password Must Have This: 8 characters, a number, one uppercase letter and one lowercase letter',
    ],
    [
      'password',
      'Sec 123',
      'Password Must Have This: 8 characters, a number, one uppercase letter and one lowercase letter',
    ],
    ['password', `Aa1${'x'.repeat(130)}`, 'Password must be at most 128 characters long'],
  ])('gives %s %j the message %s', (field, value, message) => {
    const input = { ...valid, [field]: value };
    expect(fieldMessages(signupSchema, input)).toEqual({ [field]: message });
    expect(messagesOf(signupSchema, input, field)).toEqual([message]);
  });

  it('checks the password with its spaces stripped', () => {
    expect(signupSchema.safeParse({ ...valid, password: 'Sec ret 12' }).success).toBe(true);
  });

  it('accepts an e-mail whose ending has 2 to 4 letters, spaces removed', () => {
    expect(signupSchema.parse({ ...valid, email: 'ana @mail.co' }).email).toBe('ana@mail.co');
    expect(signupSchema.safeParse({ ...valid, email: 'a.b+c@sub.mail.info' }).success).toBe(true);
  });

  it('refuses unknown fields on the server but lets the form hold them', () => {
    expect(signupSchema.safeParse({ ...valid, role: 2 }).success).toBe(false);
    expect(signupFormSchema.parse({ ...valid, role: 2 })).not.toHaveProperty('role');
  });

  it('refuses a 1 MB name quickly', () => {
    expect(fieldMessages(signupSchema, { ...valid, fullName: HUGE })).toEqual({
      fullName: 'Name must be at most 100 characters long',
    });
  });
});

describe('loginSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginSchema.parse({ email: 'ana@example.com ', password: 'x' })).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
  });

  it('asks for the e-mail and the password', () => {
    expect(fieldMessages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Please Enter Your email',
      password: 'Please Enter Your Password',
    });
    expect(fieldMessages(loginSchema, {})).toEqual({
      email: 'Please Enter Your email',
      password: 'Please Enter Your Password',
    });
  });

  it('refuses giant values', () => {
    expect(fieldMessages(loginSchema, { email: HUGE, password: HUGE })).toEqual({
      email: 'Email must be at most 254 characters long',
      password: 'Password must be at most 128 characters long',
    });
  });
});

describe('recoverPasswordSchema', () => {
  it('accepts an e-mail', () => {
    expect(recoverPasswordSchema.parse({ email: 'ana@example.com' })).toEqual({
      email: 'ana@example.com',
    });
  });

  it.each([
    ['', 'Please Enter Your Email'],
    ['ana', 'Enter a Valid Email'],
  ])('gives %j the message %s', (email, message) => {
    expect(fieldMessages(recoverPasswordSchema, { email })).toEqual({ email: message });
  });
});

describe('newsletterSchema', () => {
  it('accepts an e-mail in the Email field', () => {
    expect(newsletterSchema.parse({ Email: 'ana@example.com' })).toEqual({
      Email: 'ana@example.com',
    });
  });

  it.each(['', 'ana@', HUGE, undefined])('shows one message for %j', (Email) => {
    expect(fieldMessages(newsletterSchema, { Email })).toEqual({
      Email: 'Invalid Email, please try again',
    });
  });
});

describe('profileSchema', () => {
  const valid = {
    fullName: 'Ana Pérez',
    gender: 'Femenino',
    streetAddress: 'Calle 1 # 2-3',
    city: 'Bogotá',
    zipCode: '110111',
    phoneNumber: '300 123 4567',
  };

  it('accepts a profile and sends the phone without spaces', () => {
    expect(profileSchema.parse(valid)).toEqual({ ...valid, phoneNumber: '3001234567' });
  });

  it.each([
    ['non binary', 'Non Binary'],
    ['NON BINARY', 'Non Binary'],
    ['Non-Binary', 'Non Binary'],
    ['nonbinary', 'Non Binary'],
    ['masculino', 'Masculino'],
    ['MASCULINO', 'Masculino'],
    ['MALE', 'Masculino'],
    ['fEmEnInO', 'Femenino'],
    [' female ', 'Femenino'],
  ])('takes the gender %j in any letter case as %s', (gender, canonical) => {
    expect(profileSchema.parse({ ...valid, gender }).gender).toBe(canonical);
  });

  it('defaults the gender to Non Binary', () => {
    const { gender: _, ...rest } = valid;
    expect(profileSchema.parse(rest).gender).toBe('Non Binary');
  });

  it.each([
    ['fullName', '', 'Please enter your name'],
    ['streetAddress', ' ', 'Please enter your address'],
    ['city', '', 'Please enter your city'],
    ['zipCode', '', 'Please enter your zip'],
    ['phoneNumber', '', 'Please Enter your phone Number'],
    ['phoneNumber', '300-123-4567', 'Only numeric characters are accepted'],
    ['phoneNumber', '300123456', 'Enter a 10 number digit'],
    ['phoneNumber', '30012345678', 'Enter a 10 number digit'],
    ['gender', 'Other', 'Gender must be Masculino, Femenino or Non Binary'],
    ['gender', '', 'Gender must be Masculino, Femenino or Non Binary'],
    ['gender', 'non binaryx', 'Gender must be Masculino, Femenino or Non Binary'],
    ['gender', 1, 'Gender must be Masculino, Femenino or Non Binary'],
  ])('gives %s %j the message %s', (field, value, message) => {
    expect(fieldMessages(profileSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('refuses the e-mail on the server, which is not editable, but the form may hold it', () => {
    expect(profileSchema.safeParse({ ...valid, email: 'x@y.com' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ ...valid, email: 'x@y.com' }).success).toBe(true);
  });
});

describe('passwordChangeFormSchema', () => {
  const RULE =
    'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter';

  it('accepts two equal strong passwords', () => {
    expect(
      passwordChangeFormSchema.safeParse({
        currentPassword: 'Old12345',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }).success,
    ).toBe(true);
  });

  it('asks for both fields', () => {
    expect(
      fieldMessages(passwordChangeFormSchema, {
        currentPassword: 'Old12345',
        password: '',
        confirmPassword: 'Secret123',
      }),
    ).toEqual({
      password: 'Both fields must not be blank',
    });
    expect(
      fieldMessages(passwordChangeFormSchema, {
        currentPassword: 'Old12345',
        password: ' ',
        confirmPassword: '',
      }),
    ).toEqual({
      password: 'Both fields must not be blank',
      confirmPassword: 'Both fields must not be blank',
    });
  });

  it('asks for strong passwords', () => {
    expect(
      fieldMessages(passwordChangeFormSchema, {
        currentPassword: 'Old12345',
        password: 'secret123',
        confirmPassword: 'SECRET123',
      }),
    ).toEqual({
      password: RULE,
      confirmPassword: RULE,
    });
  });

  it('asks for the same password twice', () => {
    expect(
      fieldMessages(passwordChangeFormSchema, {
        currentPassword: 'Old12345',
        password: 'Secret123',
        confirmPassword: 'Secret124',
      }),
    ).toEqual({
      confirmPassword: 'Passwords must be the same',
    });
  });

  it('asks for the current password, in the spec’s message style', () => {
    const valid = { password: 'Secret123', confirmPassword: 'Secret123' };
    for (const currentPassword of ['', undefined]) {
      expect(fieldMessages(passwordChangeFormSchema, { ...valid, currentPassword })).toEqual({
        currentPassword: 'Please enter your current password',
      });
    }
  });

  it('asks none after a provisional-password login', () => {
    expect(
      provisionalPasswordChangeFormSchema.safeParse({
        currentPassword: '',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }).success,
    ).toBe(true);
  });
});

describe('passwordUpdateSchema', () => {
  it('accepts a strong password', () => {
    expect(passwordUpdateSchema.parse({ password: 'Secret123' })).toEqual({
      password: 'Secret123',
    });
    expect(passwordUpdateSchema.parse({ currentPassword: 'old', password: 'Secret123' })).toEqual({
      currentPassword: 'old',
      password: 'Secret123',
    });
  });

  it('refuses a current password with U+0000 or past the length cap', () => {
    const fields = (currentPassword: string) =>
      Object.keys(fieldMessages(passwordUpdateSchema, { currentPassword, password: 'Secret123' }));
    expect(fields('a\u0000b')).toEqual(['currentPassword']);
    expect(fields('a'.repeat(129))).toEqual(['currentPassword']);
  });

  it.each(['', 'short1A', 'alllowercase1', 'NoDigitsHere'])(
    'refuses %j with the strength message',
    (password) => {
      expect(fieldMessages(passwordUpdateSchema, { password })).toEqual({
        password:
          'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter',
      });
    },
  );

  it('refuses unknown fields', () => {
    expect(passwordUpdateSchema.safeParse({ password: 'Secret123', role: 2 }).success).toBe(false);
  });
});

describe('roleChangeSchema', () => {
  it('accepts role 1 or 2 for a user id', () => {
    expect(roleChangeSchema.parse({ userId: 3, newRole: 2 })).toEqual({ userId: 3, newRole: 2 });
    expect(roleChangeSchema.parse({ userId: 3, newRole: 1 })).toEqual({ userId: 3, newRole: 1 });
    expect(roleChangeSchema.parse({ userId: 3, newRole: '2' })).toEqual({ userId: 3, newRole: 2 });
  });

  it.each([
    [{ userId: 3, newRole: 3 }, { newRole: 'newRole must be 1 (User) or 2 (Admin)' }],
    [{ userId: 3, newRole: '3' }, { newRole: 'newRole must be 1 (User) or 2 (Admin)' }],
    [{ userId: 3, newRole: 'Admin' }, { newRole: 'newRole must be 1 (User) or 2 (Admin)' }],
    [{ userId: 3, newRole: '' }, { newRole: 'newRole must be 1 (User) or 2 (Admin)' }],
    [{ userId: 1.5, newRole: 1 }, { userId: 'userId must be a user id' }],
    [{ userId: 0, newRole: 1 }, { userId: 'userId must be a user id' }],
  ])('refuses %j', (body, fields) => {
    expect(fieldMessages(roleChangeSchema, body)).toEqual(fields);
  });
});
