export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

/**
 * Runs before first paint (inline in the storefront with a CSP nonce, as a blocking file in the
 * admin app): a saved choice wins, otherwise the system preference decides. It also marks the page
 * `js`, so controls that need scripts are hidden without them (`js-only`, app.css).
 */
export const themeInitScript = `(function(){document.documentElement.classList.add('js');try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s==='dark'||(s!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})();`;
