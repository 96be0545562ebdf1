export const SIGN_IN_MESSAGES = {
  emptyField: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid credentials',
  failed: 'Login failed',
} as const;

export interface SignInForm {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const SIGN_IN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export const CSRF_HEADER = 'x-csrf-token';
