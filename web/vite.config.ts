import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const backend = "http://127.0.0.1:3000";

export default defineConfig({
  // The router plugin must come before the React plugin: it generates src/routeTree.gen.ts
  // and splits every route component into its own lazily loaded chunk.
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    react(),
    tailwindcss(),
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
