import { defineConfig } from 'vite';

// Relative asset URLs, so that dist/ works from any static file server and any sub-path.
export default defineConfig({
  base: './',
  build: { target: 'es2022', chunkSizeWarningLimit: 1024 },
});
