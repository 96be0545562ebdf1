import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('greets a person by their first name', () => {
    expect(greetingName('Olivia Grant')).toBe('Olivia');
    expect(greetingName('  Ana  María López ')).toBe('Ana');
  });

  it('uses the whole name of a shared or role account, or of a name with a title', () => {
    expect(greetingName('Studio Admin')).toBe('Studio Admin');
    expect(greetingName('Admin Team')).toBe('Admin Team');
    expect(greetingName('Team Atelier')).toBe('Team Atelier');
    expect(greetingName('Dr. Jane Doe')).toBe('Dr. Jane Doe');
  });

  it('uses a one-word name as it is', () => {
    expect(greetingName('Olivia')).toBe('Olivia');
  });
});
