export * from './api-error.ts';
export * from './auth.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './contact.ts';
export * from './money.ts';
export * from './permissions.ts';
export * from './support.ts';
