import { describe, expect, it } from 'vitest';
import { CHAT_AGENT_REPLY, CHAT_REPLY_DELAY_MS, chatMessageInputSchema, isSendableChatText } from './support.ts';

describe('chat rules', () => {
  it('keeps the reply text and delay of the spec', () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    expect(CHAT_AGENT_REPLY).toBe(
      'Thank you for your message. Our architectural team will review your inquiry and get back to you shortly.',
    );
  });

  it('sends nothing for blank text', () => {
    expect(isSendableChatText('   ')).toBe(false);
    expect(isSendableChatText('')).toBe(false);
    expect(isSendableChatText(' hello ')).toBe(true);
  });

  it('validates a message and trims it', () => {
    const visitorId = 'v_0123456789abcdef';
    expect(chatMessageInputSchema.parse({ visitorId, content: '  Hi  ' })).toEqual({ visitorId, content: 'Hi' });
    expect(chatMessageInputSchema.safeParse({ visitorId, content: '  ' }).success).toBe(false);
    expect(chatMessageInputSchema.safeParse({ visitorId, content: 'x'.repeat(1001) }).success).toBe(false);
    expect(chatMessageInputSchema.safeParse({ visitorId: 'short', content: 'Hi' }).success).toBe(false);
    expect(chatMessageInputSchema.safeParse({ visitorId: '../../etc/passwd0000', content: 'Hi' }).success).toBe(false);
  });
});
