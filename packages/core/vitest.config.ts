import { defineConfig } from "vitest/config";

// Pure rules only. Tests that need DynamoDB Local and the emulators are named *.db.test.ts and run in the
// "api" project, which starts the local engines.
export default defineConfig({
  test: {
    name: "core",
    include: ["src/**/*.test.ts"],
    exclude: ["src/**/*.db.test.ts"],
    environment: "node",
    // Pure and quick: the files share one worker thread's module graph instead of each importing it afresh (the
    // import was most of the time: 72,9 s → 14,0 s, docs/architecture.md "Test run time"). A test that changes
    // process.env or a module's state puts it back (config.test.ts, jobs/queues.test.ts).
    pool: "threads",
    isolate: false,
  },
});
