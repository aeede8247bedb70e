import { defineConfig } from "vitest/config";

// One synth per stage in one file: the synth shares .sst/ on disk, so files must not run in parallel.
export default defineConfig({
  test: {
    name: "stacks",
    include: ["**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 600_000, // two synths, each bundling every function (the API alone is seven)
    fileParallelism: false,
  },
});
