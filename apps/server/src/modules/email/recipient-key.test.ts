import { describe, expect, it } from 'vitest';
import { recipientKey } from './recipient-key.ts';

describe('recipientKey', () => {
  it('counts sub-addresses and case variants of one mailbox as one', () => {
    const keys = ['rcpt@example.com', 'rcpt+1@example.com', 'RCPT+2@Example.COM', ' rcpt+a+b@example.com '];
    expect(new Set(keys.map(recipientKey))).toEqual(new Set(['rcpt@example.com']));
  });

  it('drops dots at Gmail only, and counts googlemail.com as gmail.com', () => {
    expect(recipientKey('J.Doe+shop@GoogleMail.com')).toBe('jdoe@gmail.com');
    expect(recipientKey('j.d.o.e@gmail.com')).toBe('jdoe@gmail.com');
    expect(recipientKey('j.doe@example.com')).toBe('j.doe@example.com');
  });
});
