import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';
import { tempDir } from './test/temp-dir.ts';

const envDir = () => tempDir('env');

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({ DATA_DIR: envDir() });
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development', demoMode: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATA_DIR: envDir() })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: 'eighty', DATA_DIR: envDir() })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', DATA_DIR: envDir() })).toThrow(/DATABASE_URL/);
  });

  it('generates a session secret once in development and keeps it in the data folder', () => {
    const dataDir = envDir();
    const first = loadEnv({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(first.SESSION_SECRET);
    expect(loadEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('requires a session secret in production and turns demo mode off', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: envDir() })).toThrow(/SESSION_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: envDir() })).toThrow(
      'Invalid environment variable PUBLIC_URL: required when NODE_ENV=production',
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PUBLIC_URL: 'https://shop.example.com/',
      DATA_DIR: envDir(),
    });
    expect(env).toMatchObject({
      demoMode: false,
      publicOrigin: 'https://shop.example.com',
      adminHost: 'admin.shop.example.com',
      trustProxy: false,
    });
  });

  it('reads the admin host and the trusted proxies', () => {
    const env = loadEnv({ DATA_DIR: envDir(), ADMIN_HOST: 'Staff.Example.com', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(env).toMatchObject({ adminHost: 'staff.example.com', trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
    expect(loadEnv({ DATA_DIR: envDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadEnv({ DATA_DIR: envDir(), TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment variable TRUST_PROXY/,
    );
    expect(() => loadEnv({ DATA_DIR: envDir(), PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('reads FILE_STORE: the database by default, or a bucket with its prefix, endpoint and region', () => {
    expect(loadEnv({ DATA_DIR: envDir() }).bucket).toBeNull();
    expect(loadEnv({ DATA_DIR: envDir(), FILE_STORE: 'database' }).bucket).toBeNull();
    expect(
      loadEnv({
        DATA_DIR: envDir(),
        FILE_STORE: 's3://atelier-files/shop/eu?endpoint=http://127.0.0.1:9000&region=eu-west-1',
      }).bucket,
    ).toEqual({ bucket: 'atelier-files', prefix: 'shop/eu/', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1' });
    expect(
      loadEnv({ DATA_DIR: envDir(), FILE_STORE: 's3://atelier-files', AWS_REGION: 'ca-central-1' }).bucket,
    ).toEqual({
      bucket: 'atelier-files',
      prefix: '',
      endpoint: undefined,
      region: 'ca-central-1',
    });
  });

  it('refuses a bad FILE_STORE with a message that never repeats the value', () => {
    for (const [value, problem] of [
      ['s3:/atelier', /must be "database" or s3:\/\/bucket/],
      ['files', /must be "database" or s3:\/\/bucket/],
      ['s3://Bad_Bucket', /bucket name/],
      ['s3://ab', /bucket name/],
      ['s3://AKIAEXAMPLE:s3cr3t@atelier-files', /must not hold credentials/],
      ['s3://atelier-files?endpoint=ftp://host', /endpoint must be an http\(s\) address/],
      ['s3://atelier-files?endpoint=http://key:s3cr3t@host', /endpoint must be an http\(s\) address/],
      ['s3://atelier-files?bucket=other', /unknown option bucket/],
      ['s3://atelier-files?region=EU%20West', /region/],
      ['s3://atelier-files/a//b', /prefix/],
    ] as const) {
      let message = '';
      try {
        loadEnv({ DATA_DIR: envDir(), FILE_STORE: value });
      } catch (error) {
        expect(error, value).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, value).toMatch(/^Invalid environment variable FILE_STORE: /);
      expect(message, value).toMatch(problem);
      expect(message, value).not.toContain('s3cr3t');
    }
  });
});
