// @ts-check
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  trailingSlash: 'always',
  // Astro 7 strips whitespace by JSX rules by default; the pages are written as HTML, where a
  // line break between inline elements is a space, so keep HTML-aware compression.
  compressHTML: true,
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    build: {
      rollupOptions: {
        // The yaml package and our pure libraries are free of side effects but do not say so;
        // without this, every island that imports the engine would carry the YAML parser and the
        // content schemas it never calls.
        treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]yaml[\\/]|[\\/]src[\\/](engine|input|rulebook|search|routes)[\\/]/.test(id) },
      },
    },
  },
});
