// @ts-check
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  trailingSlash: 'always',
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
