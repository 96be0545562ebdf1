import { TwoFactorSection } from '../features/mfa/two-factor-section';
import { ProfilePage } from '../features/profile/profile-page';

/** Any signed-in member's own profile: no permission beyond being signed in. */
export function Component() {
  return <ProfilePage twoFactor={(announce) => <TwoFactorSection announce={announce} />} />;
}
