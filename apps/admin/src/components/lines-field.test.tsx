import { describe, expect, it } from 'vitest';
import { linesFieldMessages, linesOf, textOf } from './lines-field';

describe('linesOf', () => {
  it('trims each line and drops the empty ones at the end only', () => {
    expect(linesOf('  One \r\nTwo\n\n  \n')).toEqual(['One', 'Two']);
    expect(linesOf('One\n\nThree')).toEqual(['One', '', 'Three']);
    expect(linesOf('\nOne')).toEqual(['', 'One']);
    expect(linesOf('')).toEqual([]);
    expect(linesOf(textOf(['One', 'Two']))).toEqual(['One', 'Two']);
  });
});

describe('linesFieldMessages', () => {
  it('puts a message about a line or the list on the textarea holding it, the first one winning', () => {
    expect(
      linesFieldMessages(
        {
          'licences.pdf-single.2': 'Remove empty lines.',
          'licences.pdf-single.4': 'A line has at most 160 characters.',
          'licences.cad': 'List at most 12 lines.',
          planSetContents: 'List at most 60 sheets.',
          _: 'Some fields are not valid.',
        },
        ['licences.pdf-single', 'licences.cad', 'licences.unlimited'],
      ),
    ).toEqual({ 'licences.pdf-single': 'Line 3: Remove empty lines.', 'licences.cad': 'List at most 12 lines.' });
  });
});
