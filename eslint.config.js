// The lint gate (CODE_STYLE.md "Gates"): a few rules the TypeScript compiler does not check, no style rules.
//   import-x/no-cycle            no import cycles, anywhere (core, api, functions, web, scripts)
//   import-x/no-restricted-paths the web's one-way imports: shared code (components, lib, config, i18n) never
//                                imports a feature, and a feature never imports another feature; in core, the
//                                ledger never imports the contexts above it (they register at its hook points)
// It parses without type information (fast: the whole repo in seconds); `tsc` does the type checks.
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

const FEATURES = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** `web/src/features/<f>` may import only itself (plus shared code): one zone per feature. */
const crossFeature = FEATURES.map((f) => ({
  target: `./web/src/features/${f}`,
  from: "./web/src/features",
  except: [`./${f}`],
  message: "A feature does not import another feature: move what both need to web/src/lib or web/src/components.",
}));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.sst/**",
      "**/cdk.out/**",
      ".test-results/**",
      ".data/**",
      "web/src/routeTree.gen.ts",
      "**/sst-env.d.ts",
    ],
  },
  {
    files: ["**/*.{ts,tsx,mts,js,mjs}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    // the code's few `eslint-disable` comments name rules this config does not run: neither report nor fail them
    linterOptions: { reportUnusedDisableDirectives: "off" },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.json", "packages/*/tsconfig.json", "web/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    // registered so the code's `eslint-disable` comments that name their rules stay valid
    plugins: { "react-hooks": reactHooks, "@typescript-eslint": tseslint.plugin },
    rules: {
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...["components", "lib", "config", "i18n", "test"].map((dir) => ({
              target: `./web/src/${dir}`,
              from: "./web/src/features",
              message: "Shared code does not import a feature: move what it needs out of the feature.",
            })),
            ...crossFeature,
          ],
        },
      ],
    },
  },
  {
    // Letters names no context above it either (DESIGN.md section 2, design review 2 change 3): what a letter means
    // for its case (its step held for the window, its document, its print status) reaches cases through the hooks
    // cases registers (letters/letter-hooks.ts). Tests are exempt: a letters test registers the cases' hooks as a
    // function's entry does.
    files: ["packages/core/src/letters/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./packages/core/src/letters",
              from: ["./packages/core/src/cases", "./packages/core/src/procedures"],
              message:
                "Letters does not import the contexts above it: declare a hook point in letters/letter-hooks.ts and let the context register its handler.",
            },
          ],
        },
      ],
    },
  },
  {
    // Core's arrows run one way (DESIGN.md section 2, design review 2 change 3): the ledger names no context above
    // it; what a ledger command means for cases reaches it through the hooks cases registers (ledger/commit-hooks.ts).
    // Tests are exempt: a ledger test registers the cases' hooks as a function's entry does.
    files: ["packages/core/src/ledger/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./packages/core/src/ledger",
              from: ["./packages/core/src/cases", "./packages/core/src/procedures", "./packages/core/src/letters"],
              message:
                "The ledger does not import the contexts above it: declare a hook point in ledger/commit-hooks.ts and let the context register its handler.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test of a page may compose features the way its route does (the dashboard with the ledger's part).
    files: ["web/src/features/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
