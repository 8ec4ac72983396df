import { describe, expect, it } from 'vitest';
import { resetPasswordSchema, signupSchema } from './auth';

const valid = {
  approved: true,
  email: ' Anna@Example.org ',
  password: 'lernen-2026',
  providerName: 'Bildungswerk Nord',
  telephone: '+49 40 123456',
  street: 'Hafenstraße 1',
  postalCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  firstName: 'Anna',
  lastName: 'Berg',
  language: 'de',
  acceptTerms: true,
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('signupSchema', () => {
  it('accepts a complete sign-up and normalises the email', () => {
    const result = signupSchema().safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('anna@example.org');
  });
  it('names each missing field with a message key', () => {
    const result = signupSchema().safeParse({});
    expect(fieldErrors(result)).toMatchObject({
      approved: 'selectOption',
      email: 'required',
      password: 'required',
      providerName: 'required',
      telephone: 'required',
      street: 'required',
      postalCode: 'required',
      city: 'required',
      firstName: 'required',
      lastName: 'required',
      acceptTerms: 'acceptTerms',
    });
  });
  it('refuses a bad email, a short password and an unknown country', () => {
    const result = signupSchema(8).safeParse({ ...valid, email: 'anna@', password: 'kurz', country: 'Germany' });
    expect(fieldErrors(result)).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      country: 'invalidCountry',
    });
  });
});

describe('resetPasswordSchema', () => {
  it('requires matching passwords', () => {
    const result = resetPasswordSchema().safeParse({
      key: 'k'.repeat(43),
      password: 'geheim-123',
      passwordConfirmation: 'geheim-124',
    });
    expect(fieldErrors(result)).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
  });
});
