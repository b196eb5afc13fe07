import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (npm run dev -w server) listens on 8080; in dev the app proxies to it so that the
// browser sees one origin, exactly as in production where the server serves web/dist itself.
const apiTarget = process.env.PORTCALL_API ?? 'http://localhost:8080';
const proxy = {
  '/da-app': { target: apiTarget, changeOrigin: true },
  '/sof': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    VitePWA({
      // The "new version" bar asks before the new service worker takes over (platform-core §2).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Portcall',
        short_name: 'Portcall',
        description: 'Port calls and disbursement accounts for ship operators, port agents and vendors',
        theme_color: '#0b2545',
        background_color: '#f4f7fb',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        // API, realtime and service paths are never answered by the cached app shell.
        navigateFallbackDenylist: [/^\/da-app\//, /^\/socket\.io\//, /^\/sof\//, /^\/port-analysis\//, /^\/ai\//],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so the next version's "Reload" can take it over.
        clientsClaim: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
