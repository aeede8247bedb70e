import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const backend = "http://127.0.0.1:3000";

/**
 * Core's server catalogues (packages/core/src/i18n/<context>.ts) register their texts when a module imports them
 * (`import "../i18n/law"`), so that a Lambda function bundles only the texts of its routes. The web takes every
 * server text from i18n/all.ts, which names each catalogue and is loaded with the user's language before the
 * first render (src/i18n), so here such a bare import keeps nothing: without this the schemas the routes validate
 * their search with would put half the server's texts in the entry bundle (DESIGN 8, web-bundle.test.ts).
 */
const CORE_CATALOGUE = /\/packages\/core\/src\/i18n\/(?!all\.ts|messages\.ts)[\w-]+\.ts$/;
function serverCataloguesWithoutSideEffects(): Plugin {
  return {
    name: "innfri:server-catalogues",
    transform(code, id) {
      if (CORE_CATALOGUE.test(id)) return { code, map: null, moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  // The router plugin must come before the React plugin: it generates src/routeTree.gen.ts
  // and splits every route component into its own lazily loaded chunk.
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
    tailwindcss(),
    serverCataloguesWithoutSideEffects(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/v1": { target: backend, changeOrigin: true },
      "/_local": { target: backend, changeOrigin: true },
      "/realtime": { target: backend, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/v1": { target: backend, changeOrigin: true },
      "/_local": { target: backend, changeOrigin: true },
      "/realtime": { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
  },
});
