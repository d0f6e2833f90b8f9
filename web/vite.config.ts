/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocumentsPlugin } from './vite-plugins/graphql-documents-plugin';
import { messageSplit } from './vite-plugins/message-split';
import { precompress } from './vite-plugins/precompress';

// The gateway serves /graphql and /graphiql; in development Vite proxies them so the app stays same-origin
// (the session is an httpOnly cookie scoped to that origin).
const gateway = 'http://127.0.0.1:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocumentsPlugin(resolve(import.meta.dirname, 'src/gql')), messageSplit(), react(), precompress()],
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/graphiql': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // The server entry (entry-server.tsx, built with --ssr into dist-server) is the gateway's to read, not a site.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Above Testing Library's 10 s wait (src/test/setup.ts), so a missing element fails with its own message.
    testTimeout: 20_000,
  },
}));
