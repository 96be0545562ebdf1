import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

function ThemeName() {
  return <span>{useTheme().theme}</span>;
}

describe('useTheme', () => {
  it('names its provider when used outside it', () => {
    expect(() => renderToString(<ThemeName />)).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('gives a theme inside the provider', () => {
    expect(
      renderToString(
        <ThemeProvider>
          <ThemeName />
        </ThemeProvider>,
      ),
    ).toMatch(/<span>(light|dark)<\/span>/);
  });
});
