import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Browser chunks: React and React Router in one file, and the small modules most pages share in
 * another, so a first visit fetches a few files rather than twenty (each file costs a request).
 */
const browserChunks = {
  groups: [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie)[\\/]/ },
    // Small modules shared by most pages (layout, cards, icons); zod (and the domain's zod settings)
    // stays with the forms that use it, and so does the domain's orders module, whose schemas need zod:
    // the order pages, checkout, find-my-order and the account share it, no first visit needs it.
    { name: 'shared', test: /^(?!.*([\\/]zod[\\/]|zod-config|domain[\\/]src[\\/]orders\.ts))/, minShareCount: 4 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserChunks } },
  },
  // The server build takes in only the icons and Radix parts the pages use. Left external, Node loaded
  // every lucide icon (1.3 MB of CommonJS) and every Radix primitive when the server started.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
}));
