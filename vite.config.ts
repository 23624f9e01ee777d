import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The admin's build. React Spectrum ships strings for ~30 locales; only Persian and English are
 * offered, so the rest are pruned from the bundle (they would otherwise load with every screen).
 */
export default defineConfig({
  plugins: [
    react(),
    optimizeLocales.vite({ locales: ['fa-IR', 'en-US'] }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
