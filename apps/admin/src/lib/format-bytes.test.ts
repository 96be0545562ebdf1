import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('counts small files in bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('rounds kilobytes to whole numbers', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(820 * 1024 + 300)).toBe('820 KB');
  });

  it('gives megabytes one decimal below ten, whole numbers above', () => {
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(Math.round(4.56 * 1024 * 1024))).toBe('4.6 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(Math.round(14.6 * 1024 * 1024))).toBe('15 MB');
  });

  it('gives gigabytes past 1024 MB', () => {
    expect(formatBytes(Math.round(1.25 * 1024 ** 3))).toBe('1.3 GB');
  });
});
