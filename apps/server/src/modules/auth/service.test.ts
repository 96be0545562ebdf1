// @postgres: sessions and sign-in limits kept in the database.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createAuthService, SESSION_POLICY } from './service.ts';

const app = useTestApp();
let clock: Date;
let auth: ReturnType<typeof createAuthService>;
beforeAll(async () => {
  clock = new Date('2026-01-05T09:00:00Z');
  auth = createAuthService(app.database.db, app.env, { now: () => clock });
  await auth.createUser({ email: 'clock@staff.test', password: 'clock-password', name: 'Clock', role: 'sales' });
});

const minutes = (count: number) => count * 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function signIn(rememberMe = false) {
  const result = await auth.signIn({
    email: 'clock@staff.test',
    password: 'clock-password',
    rememberMe,
    ip: '10.9.0.1',
  });
  if (result.kind !== 'ok') throw new Error(`sign-in refused: ${result.kind}`);
  return result.token;
}

describe('session lifetime with an injected clock', () => {
  it('expires after the idle timeout without use', async () => {
    const token = await signIn();
    advance(SESSION_POLICY.idleMs - minutes(1));
    expect(await auth.authenticate(token)).not.toBeNull();
    advance(SESSION_POLICY.idleMs);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it('slides with use but ends at the absolute lifetime', async () => {
    const token = await signIn();
    const started = clock.getTime();
    while (clock.getTime() - started < SESSION_POLICY.absoluteMs - minutes(90)) {
      advance(minutes(90));
      expect(await auth.authenticate(token)).not.toBeNull();
    }
    advance(minutes(90));
    expect(await auth.authenticate(token)).toBeNull();
  });

  it("lasts 30 days with 'Remember me' when used at least weekly", async () => {
    const token = await signIn(true);
    for (let day = 6; day < 30; day += 6) {
      advance(6 * 24 * 60 * minutes(1));
      expect(await auth.authenticate(token)).not.toBeNull();
    }
    advance(7 * 24 * 60 * minutes(1));
    expect(await auth.authenticate(token)).toBeNull();
  });
});
