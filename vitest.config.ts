import { defineConfig } from "vitest/config";

// One run, four projects: core rules, API against the local engines, the stacks synth, and web components.
export default defineConfig({
  test: {
    projects: ["packages/core", "packages/api", "stacks", "web"],
  },
});
