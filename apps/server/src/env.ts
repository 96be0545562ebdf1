import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Serves Prometheus metrics at /metrics on this port (on HOST); off when unset (decision 047). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Server processes on this machine (decision 054): more than one needs PostgreSQL (DATABASE_URL); a
   * primary process prepares the database once and keeps that many workers serving.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The storefront's public address, e.g. https://shop.example.com: e-mailed links, payment
   * redirects and canonical URLs use it, never the Host header. Required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The admin site's host name; defaults to admin.<PUBLIC_URL host>. */
  ADMIN_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name like admin.example.com')
    .optional(),
  /**
   * Which proxies may set X-Forwarded-For: a number of hops, or comma-separated addresses/CIDRs.
   * Unset trusts none, so a client cannot pick its own address (and lift per-client limits).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i, 'must be a hop count or a list of addresses/CIDRs')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Atelier Plans <studio@example.com>'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Overrides Stripe's API address; used by tests to talk to a local fake. */
  STRIPE_API_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built storefront and admin app are read from (defaults: apps/web/build, apps/admin/dist). */
  WEB_BUILD_DIR: z.string().min(1).optional(),
  ADMIN_BUILD_DIR: z.string().min(1).optional(),
  /**
   * A passphrase the operator keeps apart from the backups: when set, each backup carries the session
   * secret sealed with it (restore with the same BACKUP_KEY); unset, backups carry no secret at all.
   */
  BACKUP_KEY: z.string().min(20, 'must be at least 20 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /**
   * Where uploaded files and backups live (decision 055): `database` (the default: the database and
   * DATA_DIR/backups) or `s3://bucket[/prefix]?endpoint=…&region=…` (an S3 bucket; the credentials come
   * from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the SDK's other usual sources, never the URL).
   */
  FILE_STORE: z.string().optional(),
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (e.g. http://localhost:4318): set, each process sends
   * its traces there (decision 056); unset, nothing is traced. The exporter reads the other OTEL_* itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The traces' `service.name` (default atelier-plans). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

/** An S3 bucket (or an S3-compatible server's) that holds files under `<prefix>files/` and backups under `<prefix>backups/`. */
export interface BucketConfig {
  bucket: string;
  /** '' or a folder ending in '/'. */
  prefix: string;
  /** An S3-compatible server's address (path-style requests); unset means AWS. */
  endpoint: string | undefined;
  region: string;
}

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  demoMode: boolean;
  /** Origin of PUBLIC_URL (development default: http://localhost:PORT). */
  publicOrigin: string;
  /** Host names (without port) that serve each site; see plugins/request-context.ts. */
  publicHost: string;
  adminHost: string;
  /** Fastify's `trustProxy` value built from TRUST_PROXY: false, a hop count or addresses. */
  trustProxy: false | number | string[];
  /** FILE_STORE read: null keeps files in the database and backups in DATA_DIR/backups. */
  bucket: BucketConfig | null;
};

/** Reads and validates the environment once; a bad value stops start-up naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required when NODE_ENV=production');
  }
  if (production && !env.PUBLIC_URL) {
    throw new ConfigError('Invalid environment variable PUBLIC_URL: required when NODE_ENV=production');
  }
  const sessionSecret = env.SESSION_SECRET ?? readOrCreateSecret(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    ...env,
    SESSION_SECRET: sessionSecret,
    demoMode: !production,
    publicOrigin: publicUrl.origin,
    publicHost: publicUrl.hostname,
    adminHost: (env.ADMIN_HOST ?? `admin.${publicUrl.hostname}`).toLowerCase().replace(/:\d+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bucket: parseFileStore(env.FILE_STORE, source.AWS_REGION),
  };
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^([A-Za-z0-9!_.*'()-]+\/)*$/;

/**
 * FILE_STORE: absent or `database`, or `s3://bucket[/prefix]?endpoint=http://host:port&region=…`. A bad
 * value stops start-up; the message never repeats the value (an operator may have pasted a secret in it).
 */
function parseFileStore(value: string | undefined, defaultRegion?: string): BucketConfig | null {
  if (value === undefined || value === 'database') return null;
  const fail = (problem: string): never => {
    throw new ConfigError(`Invalid environment variable FILE_STORE: ${problem}`);
  };
  if (!value.startsWith('s3://')) fail('must be "database" or s3://bucket[/prefix]?endpoint=…&region=…');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('not a valid s3:// URL');
  }
  if (url.username || url.password) {
    fail('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  if (!BUCKET_NAME.test(url.hostname) || url.port) {
    fail('the bucket name must be 3-63 lower-case letters, digits, dots or hyphens');
  }
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, '')).replace(/([^/])$/, '$1/');
  if (!PREFIX.test(prefix)) fail("the prefix must be folder names of letters, digits and - _ . ! * ' ( )");
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'endpoint' && key !== 'region');
  if (unknown.length > 0) fail(`unknown option ${unknown[0]} (only endpoint and region)`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      // Reported below.
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
      fail('endpoint must be an http(s) address without credentials, e.g. endpoint=http://localhost:9000');
    }
  }
  const region = url.searchParams.get('region') || defaultRegion || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) fail('region must be a region name such as eu-west-1');
  return { bucket: url.hostname, prefix, endpoint, region };
}

function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
