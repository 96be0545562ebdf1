import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { listeningMessage } from './start-server.ts';
import { tempDir } from './test/temp-dir.ts';

const secret = 'a'.repeat(32);

describe('the start-up line', () => {
  it('names the admin host ADMIN_HOST configures', () => {
    const env = loadEnv({ DATA_DIR: tempDir('start'), SESSION_SECRET: secret, ADMIN_HOST: 'Staff.Example.com:8443' });
    expect(listeningMessage(env, 3000)).toBe(
      'storefront on http://localhost:3000, admin on http://staff.example.com:3000',
    );
  });

  it('names admin.localhost when nothing is configured', () => {
    const env = loadEnv({ DATA_DIR: tempDir('start'), SESSION_SECRET: secret });
    expect(listeningMessage(env, 3000)).toBe(
      'storefront on http://localhost:3000, admin on http://admin.localhost:3000',
    );
  });
});
