import { describe, expect, it } from 'vitest';
import { designPreviewPath, isValidDesignPreview } from './preview.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

const tokenOf = (path: string) => new URL(path, 'http://localhost').searchParams.get('preview') ?? '';

describe('design preview links', () => {
  it('links to the design page with a token that is valid for an hour', () => {
    const path = designPreviewPath(SECRET, 'design-001', NOW);
    expect(path).toMatch(/^\/design\/design-001\?preview=[0-9]+\.[A-Za-z0-9_-]+$/);
    const token = tokenOf(path);
    expect(isValidDesignPreview(SECRET, 'design-001', token, NOW)).toBe(true);
    expect(isValidDesignPreview(SECRET, 'design-001', token, NOW + HOUR - 1000)).toBe(true);
  });

  it('refuses an expired token', () => {
    const token = tokenOf(designPreviewPath(SECRET, 'design-001', NOW));
    expect(isValidDesignPreview(SECRET, 'design-001', token, NOW + HOUR)).toBe(false);
    expect(isValidDesignPreview(SECRET, 'design-001', token, NOW + 2 * HOUR)).toBe(false);
  });

  it('refuses the token of another design or another secret', () => {
    const token = tokenOf(designPreviewPath(SECRET, 'design-001', NOW));
    expect(isValidDesignPreview(SECRET, 'design-002', token, NOW)).toBe(false);
    expect(isValidDesignPreview(`${SECRET}-rotated`, 'design-001', token, NOW)).toBe(false);
  });

  it('refuses a tampered or malformed token', () => {
    const token = tokenOf(designPreviewPath(SECRET, 'design-001', NOW));
    const [expires, signature = ''] = token.split('.');
    // A later expiry with the old signature.
    expect(isValidDesignPreview(SECRET, 'design-001', `${Number(expires) + 3600}.${signature}`, NOW)).toBe(false);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(isValidDesignPreview(SECRET, 'design-001', `${expires}.${flipped}`, NOW)).toBe(false);
    for (const bad of ['', '.', expires ?? '', `${expires}.`, `${expires}.${signature}x`, `x${token}`, `${token} `]) {
      expect(isValidDesignPreview(SECRET, 'design-001', bad, NOW), bad).toBe(false);
    }
  });
});
