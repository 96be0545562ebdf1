import type { PermissionRecord } from './permissions.ts';

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

/** The signed-in staff user as the admin API returns it; never carries the password hash. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: PermissionRecord[];
  lastLogin: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Answer of sign-in and GET /api/admin/me. */
export interface StaffSessionInfo {
  user: StaffUser;
  /** Sent back in the X-CSRF-Token header on every state-changing staff request. */
  csrfToken: string;
}

/** Answer of GET /api/admin/auth/config (no session needed). */
export interface StaffAuthConfig {
  /** True outside production: the sign-in form may show the development account. */
  demoMode: boolean;
  demoAccount: { email: string; password: string } | null;
}

export const CSRF_HEADER = 'x-csrf-token';
