import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Self-contained: used directly (`npx vitest run --config vitest.config.ts` in web/) and as the
// project "web" from the root vitest config. No router plugin here: tests render components directly.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    root,
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // One jsdom and one module graph per worker thread instead of per file (jsdom and the imports were most of the
    // time: 391,7 s → 56,7 s, docs/architecture.md "Test run time"); src/test/setup.ts clears after each test what
    // a test leaves in shared state (rendered trees, toasts, storage, the language).
    pool: "threads",
    isolate: false,
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
