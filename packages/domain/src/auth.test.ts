import { describe, expect, it } from 'vitest';
import { signInSchema, validateSignIn } from './auth-schema.ts';

describe('validateSignIn', () => {
  it('checks empty fields first, then the @', () => {
    expect(validateSignIn({ email: '', password: '' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'admin', password: '' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: '', password: 'admin123' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'admin', password: 'admin123' })).toBe('Please enter a valid email address');
    expect(validateSignIn({ email: 'admin@example.com', password: 'admin123' })).toBeNull();
    // A blank e-mail is empty, as the server sees it, not malformed.
    expect(validateSignIn({ email: '   ', password: 'admin123' })).toBe('Please fill in all fields');
  });

  it('is mirrored by the server schema', () => {
    expect(signInSchema.parse({ email: ' admin@example.com ', password: 'x' })).toEqual({
      email: 'admin@example.com',
      password: 'x',
      rememberMe: false,
    });
    const result = signInSchema.safeParse({ email: 'admin', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
