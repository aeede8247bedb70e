import { defineConfig } from "vitest/config";

// Pure rules only. Tests that need DynamoDB Local and the emulators are named *.db.test.ts and run in the
// "api" project, which starts the local engines.
export default defineConfig({
  test: {
    name: "core",
    include: ["src/**/*.test.ts"],
    exclude: ["src/**/*.db.test.ts"],
    environment: "node",
    pool: "threads",
    isolate: false,
  },
});
