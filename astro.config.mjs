// @ts-check
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  trailingSlash: 'always',
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    build: {
      rollupOptions: {
        // The yaml package is free of side effects but does not say so; without this, every
        // island that imports the engine would carry the YAML parser it never calls.
        treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]yaml[\\/]/.test(id) },
      },
    },
  },
});
