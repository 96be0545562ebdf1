import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { carriesSecret, STOREFRONT_QUERY_PARAMETERS, sharedPageUrl } from '@atelier/domain/page-parameters';
import { describe, expect, it } from 'vitest';

const appFolder = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the query parameters a shared page keeps', () => {
  it('include every parameter a storefront page reads', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(appFolder)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/searchParams\.(?:get|getAll|has)\('([^']+)'\)/g)) read.add(match[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !STOREFRONT_QUERY_PARAMETERS.has(name))).toEqual([]);
  });

  it('keep the path and those parameters, in their order, and drop the rest', () => {
    expect(sharedPageUrl('/about')).toBe('/about');
    expect(sharedPageUrl('/about?')).toBe('/about');
    expect(sharedPageUrl('/about?x=1&utm_source=mail')).toBe('/about');
    expect(sharedPageUrl('/marketplace?page=2&x=1&category=villa,cabin&beds=3')).toBe(
      '/marketplace?page=2&category=villa%2Ccabin&beds=3',
    );
    expect(sharedPageUrl('/compare?ids=a&x=1&ids=b')).toBe('/compare?ids=a&ids=b');
  });

  it('mark a URL carrying a link’s secret, which no shared page is made of', () => {
    for (const url of [
      '/order/AP-1?token=abc',
      '/account/sign-in/link?token=',
      '/account/alerts/unsubscribe?account=a&token=b',
      '/order/AP-1?session_id=cs_1',
      '/design/d1?preview=p',
      '/account/sign-in/link.data?token=abc',
    ]) {
      expect(carriesSecret(url)).toBe(true);
    }
    for (const url of ['/about', '/about?', '/marketplace?q=token', '/licence?tokens=1&account=a']) {
      expect(carriesSecret(url)).toBe(false);
    }
  });
});
