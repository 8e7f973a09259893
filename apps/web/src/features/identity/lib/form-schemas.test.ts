import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordFormSchema,
  CreatePasswordFormSchema,
  E,
  LoginFormSchema,
  namePartSchema,
  registerFormSchema,
} from './form-schemas';

/** First message per field, as the form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const validRegistration = {
  firstName: 'Анна',
  lastName: 'Петрова-Водкина',
  email: 'anna@example.com',
  country: 'ru',
  phone: '79161234567',
  password: 'secret12',
  password2: 'secret12',
  acceptedPublicOffer: true,
  subscribedForNews: false,
};

describe('login form', () => {
  it('needs an e-mail and a password', () => {
    expect(errorsOf(LoginFormSchema, { email: '', password: '' })).toEqual({
      email: E.required,
      password: 'Обязательное поле',
    });
  });

  it('checks the e-mail and the password characters of spec 1 §5', () => {
    const errors = errorsOf(LoginFormSchema, { email: 'not-an-email', password: 'пароль с пробелом' });
    expect(errors.email).toBe(E.email);
    expect(errors.password).toMatch(/^Пароль может содержать только/);
    expect(errorsOf(LoginFormSchema, { email: ' a@b.co ', password: "Ab1@,!#$%&'*+-/=?^_`{|}~ёЁ" })).toEqual({});
  });

  it('limits the password to 256 characters', () => {
    expect(errorsOf(LoginFormSchema, { email: 'a@b.co', password: 'a'.repeat(257) }).password).toBeDefined();
  });
});

describe('registration form (spec 2 §5)', () => {
  const schema = registerFormSchema('RU');

  it('accepts a complete form', () => {
    expect(errorsOf(schema, validRegistration)).toEqual({});
  });

  it('reports every missing field at once', () => {
    const errors = errorsOf(schema, {
      ...validRegistration,
      firstName: '',
      email: '',
      phone: '',
      password: '',
      password2: 'x',
      acceptedPublicOffer: false,
    });
    expect(errors).toEqual({
      firstName: E.required,
      email: E.required,
      phone: E.phone,
      password: 'Обязательное поле',
      password2: E.mismatch,
      acceptedPublicOffer: E.offer,
    });
  });

  it('keeps the password between 6 and 40 characters', () => {
    expect(errorsOf(schema, { ...validRegistration, password: 'abc12', password2: 'abc12' }).password).toBe(
      'Не менее 6 символов',
    );
    const long = 'a'.repeat(41);
    expect(errorsOf(schema, { ...validRegistration, password: long, password2: long }).password).toBe(
      'Не более 40 символов',
    );
  });

  it('checks the phone by the chosen country', () => {
    expect(errorsOf(schema, { ...validRegistration, country: 'kz' }).phone).toBe(E.phone);
    expect(errorsOf(schema, { ...validRegistration, country: 'kz', phone: '77011234567' })).toEqual({});
    expect(errorsOf(schema, { ...validRegistration, country: 'by', phone: '375291234567' })).toEqual({});
  });

  it('leaves the news subscription optional', () => {
    expect(errorsOf(schema, { ...validRegistration, subscribedForNews: true })).toEqual({});
  });
});

describe('name parts (spec 1 §5)', () => {
  it('allows Cyrillic letters with one hyphen, 2 to 40 characters', () => {
    const ru = namePartSchema('RU');
    expect(ru.safeParse('Ёжиков').success).toBe(true);
    expect(ru.safeParse('Анна-Мария').success).toBe(true);
    expect(errorsOf(ru, 'Anna')).toEqual({ '': E.nameSymbols });
    expect(errorsOf(ru, 'Анна--Мария')).toEqual({ '': E.nameSymbols });
    expect(errorsOf(ru, 'Ан-на-Ма')).toEqual({ '': E.nameSymbols });
    expect(errorsOf(ru, 'Я')).toEqual({ '': E.nameLength });
    expect(errorsOf(ru, 'Я'.repeat(41))).toEqual({ '': E.nameLength });
  });

  it('allows Kazakh letters in the KZ variant only', () => {
    expect(namePartSchema('KZ').safeParse('Әлия').success).toBe(true);
    expect(namePartSchema('RU').safeParse('Әлия').success).toBe(false);
  });
});

describe('password forms', () => {
  it('need matching new passwords', () => {
    expect(errorsOf(CreatePasswordFormSchema, { password: 'secret12', password2: 'secret13' })).toEqual({
      password2: E.mismatch,
    });
    expect(errorsOf(CreatePasswordFormSchema, { password: 'secret12', password2: 'secret12' })).toEqual({});
  });

  it('need the current password to change it', () => {
    expect(
      errorsOf(ChangePasswordFormSchema, { oldPassword: '', password: 'secret12', password2: 'secret12' }),
    ).toEqual({
      oldPassword: 'Обязательное поле',
    });
  });
});
