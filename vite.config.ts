import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '#core': new URL('./core', import.meta.url).pathname,
      '#app': new URL('./app', import.meta.url).pathname,
    },
  },
  css: { postcss: './postcss.config.cjs' },
  build: { assetsInlineLimit: 0 },
});
