import { PASSWORD_MESSAGES, passwordLengthProblem } from '@atelier/domain/staff-users';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { loadZxcvbn, loadZxcvbnCommon } from '../../lazy-package.ts';

/**
 * The one password rule (ASVS 5.0 V6.2): 8 characters at least (12 for super admins), 128 at most, any
 * characters, and not on the list of common and breached passwords that @zxcvbn-ts/language-common
 * ships (about 49,000 entries). No composition rules: ASVS asks for a blocklist, not for digits or symbols.
 * Used by every way a password is set: the create-admin command, ADMIN_PASSWORD, the users form,
 * invitation and reset links, and the profile's password change.
 */
let matcher: ZxcvbnFactory | undefined;

function commonPasswordMatcher() {
  if (!matcher) {
    const { adjacencyGraphs, dictionary } = loadZxcvbnCommon();
    matcher = new (loadZxcvbn().ZxcvbnFactory)({
      dictionary: { 'passwords-common': dictionary['passwords-common'] },
      graphs: adjacencyGraphs,
    });
  }
  return matcher;
}

/** Patterns that make a whole password trivial to guess whatever its length ('aaaaaaaa', 'abcdefghijkl'). */
const TRIVIAL_PATTERNS = new Set(['repeat', 'sequence']);

/** Parts an attacker's list or rules produce; a password made of nothing else is only as strong as its score. */
const GUESSABLE_PATTERNS = new Set(['dictionary', 'repeat', 'sequence', 'regex', 'date', 'spatial', 'separator']);

/** Below zxcvbn's "safely unguessable" score (3). */
const WEAK_SCORE = 3;

/**
 * Whether the password is common: as a whole an entry of the common-password list, also when written
 * with other capitals, reversed or with look-alike characters ('P@ssw0rd'); nothing but a repeated or
 * running sequence ('aaaaaaaa', 'abcdefghijkl'); or made only of such parts and still easy to guess
 * ('password1234', 'dragon1990'). Listed words inside a long passphrase are fine.
 */
export function isCommonPassword(password: string): boolean {
  const normalized = password.normalize('NFKC');
  const { sequence, score } = commonPasswordMatcher().check(normalized);
  const [only] = sequence;
  if (sequence.length === 1 && only && only.token.length === normalized.length) {
    if (TRIVIAL_PATTERNS.has(only.pattern)) return true;
    if (only.pattern === 'dictionary' && only.dictionaryName === 'passwords-common') return true;
  }
  return score < WEAK_SCORE && sequence.every((match) => GUESSABLE_PATTERNS.has(match.pattern));
}

/** The reason the password may not be used for an account with this role, or null when it is fine. */
export function passwordProblem(password: string, role: string): string | null {
  return passwordLengthProblem(password, role) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null);
}
