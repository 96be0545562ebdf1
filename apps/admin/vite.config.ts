import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeInitScript } from '../../packages/ui/src/theme-script.ts';

/** Emits the shared theme script as a file, loaded blocking in <head> (no inline script under the CSP). */
function themeInitFile(): Plugin {
  return {
    name: 'theme-init-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'theme-init.js', source: themeInitScript });
    },
    configureServer(server) {
      server.middlewares.use('/theme-init.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(themeInitScript);
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), react(), themeInitFile()],
  build: { outDir: process.env.ADMIN_BUILD_DIR ?? 'dist', emptyOutDir: true },
});
