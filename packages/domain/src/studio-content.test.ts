import { describe, expect, it } from 'vitest';
import { serviceFormSchema } from './content-admin.ts';
import { isUploadedPortrait, portraitSrcSet, ratingFigure, textParagraphs } from './studio-content.ts';

describe('textParagraphs', () => {
  it('splits on blank lines from any browser and joins the lines within a paragraph', () => {
    expect(textParagraphs('One build per licence.\r\n\r\n  No resale\nor sharing.  \n \n\n\nQuestions?\n')).toEqual([
      'One build per licence.',
      'No resale or sharing.',
      'Questions?',
    ]);
    expect(textParagraphs(' \n\n ')).toEqual([]);
  });
});

describe('figures and portraits', () => {
  it('writes the rating with one decimal', () => {
    expect(ratingFigure(4.7)).toBe('4.7/5');
    expect(ratingFigure(5)).toBe('5.0/5');
  });

  it('tells an uploaded photo from the generated initials and lists its widths', () => {
    const photo = '/media/portraits/0b6f5d8e-2c1a-4f7e-9d43-8a1f3e5b7c90';
    expect(isUploadedPortrait(photo)).toBe(true);
    expect(isUploadedPortrait('/media/avatars/team-1')).toBe(false);
    expect(portraitSrcSet(photo, 'webp')).toBe(`${photo}-96.webp 96w, ${photo}-160.webp 160w, ${photo}-320.webp 320w`);
  });
});

describe('the service form', () => {
  const values = {
    title: 'Urban Planning',
    summary: 'Master plans and public spaces for neighbourhoods.',
    description: 'We prepare master plans, zoning studies and streetscape designs.',
    icon: 'map' as const,
    badge: '  ',
    featured: false,
  };

  it('takes the features one per line, skipping blank lines, and an empty badge as none', () => {
    const parsed = serviceFormSchema.parse({ ...values, features: ' Master planning \n\nZoning studies\n' });
    expect(parsed.features).toEqual(['Master planning', 'Zoning studies']);
    expect(parsed.badge).toBeNull();
  });

  it('names the feature that is wrong', () => {
    const result = serviceFormSchema.safeParse({ ...values, features: `Master planning\n${'x'.repeat(81)}` });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['features', 'Feature 2 can have at most 80 characters.'],
    ]);
  });
});
