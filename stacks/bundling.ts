import path from "node:path";
import type { FunctionProps } from "sst/constructs";
import { RUNTIME_PROVIDED_MODULES } from "./settings";

/** An esbuild plugin of the esbuild SST runs (its own version, nested under sst). */
type Plugin = NonNullable<NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]>[number];

/**
 * zod's namespace (`import { z } from "zod"`) carries every one of its ~50 message locales (`z.locales`), 260 KB
 * of each bundle that no code of ours reads: our messages come from core/i18n. This resolves zod's locale index to
 * English alone (the locale zod configures itself with), so `z.locales.en` still exists and the others go.
 */
export const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: path.resolve(args.resolveDir, "../locales/index.js"), namespace: "zod-locales" };
    });
    build.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from "./en.js";\n`,
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};

/**
 * The runtime's SDK clients the API functions still take from the Lambda runtime: SSM (loaded by `import()` in
 * `loadSecrets`) and S3 (files; 165 KB bundled). The WebSocket management client is bundled: it is 10 KB, and
 * loading it from the runtime loads a second copy of the SDK's core (CommonJS, many files) at every cold start of
 * a function that publishes (auth: 1.5 s instead of 2.3 s on the loaded bench machine, docs/decisions.md).
 */
export const API_RUNTIME_PROVIDED = RUNTIME_PROVIDED_MODULES.filter((m) => m !== "@aws-sdk/client-apigatewaymanagementapi");

/**
 * How every API function is bundled: the app's defaults (sst.config.ts; SST replaces, not merges, a function's
 * `nodejs`) with esbuild code splitting, so what a cold start does not need stays in chunks it never loads (the
 * SDK's other credential providers, the SVG sanitiser, qrcode: whatever sits behind an `import()`), and zod's
 * locales left out.
 */
export const API_NODEJS: NonNullable<FunctionProps["nodejs"]> = {
  format: "esm",
  minify: true,
  sourcemap: true,
  splitting: true,
  esbuild: { external: API_RUNTIME_PROVIDED, plugins: [zodEnglishOnly] },
};
