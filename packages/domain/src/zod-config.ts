import { z } from 'zod';

// Zod compiles fast parsers with `new Function`; merely probing for that breaks the storefront's
// Content-Security-Policy (no 'unsafe-eval') and logs a violation on every page with a schema.
// Must run before any schema is built, so schema modules import this file first.
z.config({ jitless: true });
