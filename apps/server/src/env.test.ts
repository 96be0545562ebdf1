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
});
