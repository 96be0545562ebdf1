// @postgres: full-text search (tsvector and ranking).
import { describe, expect, it } from 'vitest';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { searchQueryText } from './search.ts';

const app = useTestApp();

const get = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });
const search = async (params: string) => {
  const response = await get(`/api/designs?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().designs.map((design: { id: string }) => design.id);
};

describe('the search text', () => {
  it('matches every word as a prefix, phrases exactly, and reads minus and or', () => {
    expect(searchQueryText('vil')).toBe("('vil':*)");
    expect(searchQueryText('timber  House')).toBe("('timber':*) & ('House':*)");
    expect(searchQueryText('"timber home" -cabin')).toBe("('timber' <-> 'home') & !('cabin')");
    expect(searchQueryText('sauna or harbour')).toBe("('sauna':*) | ('harbour':*)");
    expect(searchQueryText('mixed-use')).toBe("('mixed':* & 'use':*)");
  });

  it('lets no tsquery operator through, and has nothing to search without a word', () => {
    expect(searchQueryText("vil:* | !'x' <-> (y)")).toBe("('vil':*) & ('x':*) & ('y':*)");
    expect(searchQueryText("'):*&|!")).toBeNull();
    expect(searchQueryText('or')).toBeNull();
  });
});

describe('searching the marketplace', () => {
  it('finds a word from its first letters', async () => {
    expect(await search('q=vil')).toEqual(['design-001']);
    expect(await search('q=court')).toEqual(['design-004', 'design-005']);
  });

  it('finds other forms of a word (English stemming)', async () => {
    expect(await search('q=cabins')).toEqual(['design-003']);
    expect(await search('q=renovations')).toEqual(['design-011']);
    expect(await search('q=Timber%20homes')).toEqual(['design-006']);
  });

  it('ranks a match in the title above one in the description, before popularity', async () => {
    // design-003 (more popular) has timber in its description only; design-006 in its title.
    expect(await search('q=timber')).toEqual(['design-006', 'design-003']);
    // Two titles, then "offices" in a description.
    const office = await search('q=office');
    expect(office).toHaveLength(3);
    expect(office.at(-1)).toBe('design-009');
  });

  it('keeps a chosen sort under a search', async () => {
    expect(await search('q=timber&sort=price-asc')).toEqual(['design-003', 'design-006']);
  });

  it('reads phrases, exclusions and or', async () => {
    expect(await search('q=%22timber%20home%22')).toEqual(['design-006']);
    expect(await search('q=timber%20-cabin')).toEqual(['design-006']);
    expect((await search('q=sauna%20or%20harbour')).sort()).toEqual(['design-006', 'design-012']);
  });

  it('answers an empty page for stop words, punctuation and operators', async () => {
    for (const q of ['the', '%27)%3A*%26%7C!', '!!!']) {
      const response = await get(`/api/designs?q=${q}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json()).toMatchObject({ total: 0, designs: [] });
    }
  });

  it('counts the facets of a search the way the listing does', async () => {
    const facets = (await get('/api/designs/facets?q=sto')).json();
    for (const option of facets.categories) {
      const listed = (await get(`/api/designs?q=sto&category=${option.id}`)).json();
      expect(listed.total, option.id).toBe(option.count);
    }
  });
});
