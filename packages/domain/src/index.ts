// Before any schema module (see zod-config.ts).
import './zod-config.ts';

export * from './api-error.ts';
export * from './auth.ts';
export * from './auth-schema.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './catalogue-admin.ts';
export * from './checkout.ts';
export * from './contact.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './design-admin.ts';
export * from './design-facts.ts';
export * from './design-images.ts';
export * from './field-errors.ts';
export * from './licences.ts';
export * from './money.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './permissions.ts';
export * from './shell.ts';
export * from './staff-orders.ts';
export * from './staff-session.ts';
export * from './support.ts';
export * from './support-inbox.ts';
