export * from './accounts.ts';
export * from './analytics.ts';
export * from './catalog.ts';
export * from './files.ts';
export * from './invoices.ts';
export * from './orders.ts';
export * from './staff.ts';
export * from './support.ts';
