import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { viewedDesignId } from './design-view-hook.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The parts of a request the check reads. */
const request = ({
  url = '/design/design-001',
  method = 'GET',
  site = 'public',
  userAgent = BROWSER as string | undefined,
} = {}) => ({ url, method, ctx: { site }, headers: { 'user-agent': userAgent } }) as unknown as FastifyRequest;

describe('viewedDesignId', () => {
  it('counts a browser’s page load and its client-side navigation data', () => {
    expect(viewedDesignId(request(), 200)).toBe('design-001');
    expect(viewedDesignId(request({ url: '/design/design-001.data' }), 200)).toBe('design-001');
    expect(viewedDesignId(request({ url: '/design/design-001?view=plans' }), 200)).toBe('design-001');
    expect(viewedDesignId(request({ url: '/design/caf%C3%A9' }), 200)).toBe('café');
  });

  it('ignores missing designs, previews, crawlers, other methods, other pages and the admin site', () => {
    expect(viewedDesignId(request(), 404)).toBeNull();
    expect(viewedDesignId(request(), 304)).toBeNull();
    expect(viewedDesignId(request({ url: '/design/design-001?preview=token' }), 200)).toBeNull();
    expect(viewedDesignId(request({ url: '/design/design-001.data?preview=token' }), 200)).toBeNull();
    expect(viewedDesignId(request({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), 200)).toBeNull();
    expect(viewedDesignId(request({ userAgent: 'Mozilla/5.0 HeadlessChrome/130.0' }), 200)).toBeNull();
    expect(viewedDesignId(request({ userAgent: '' }), 200)).toBeNull();
    expect(viewedDesignId(request({ method: 'HEAD' }), 200)).toBeNull();
    expect(viewedDesignId(request({ method: 'POST' }), 200)).toBeNull();
    expect(viewedDesignId(request({ url: '/designs' }), 200)).toBeNull();
    expect(viewedDesignId(request({ url: '/design/design-001/plans' }), 200)).toBeNull();
    expect(viewedDesignId(request({ url: '/design/%E0%A4%A' }), 200)).toBeNull();
    expect(viewedDesignId(request({ site: 'admin' }), 200)).toBeNull();
  });
});
