import { defineConfig } from "vitest/config";

// API tests (and core's *.db.test.ts) against the real local engines: DynamoDB Local, s3rver, aws-ses-v2-local
// and fauxqs start once per run in global setup (in memory); each test file gets its own table and jobs queue,
// with a jobs poller delivering what it enqueues (test/setup.ts).
export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "../core/src/**/*.db.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/setup.ts"],
    // The files wait on DynamoDB Local and the emulators more than they compute: three at once keep both cores
    // busy (vitest's default on 2 cores is one file at a time; measured 71 s → 56 s on 12 files).
    maxWorkers: 3,
    // a project with its own worker count runs as its own group, after the others (core, stacks, web)
    sequence: { groupOrder: 1 },
    // real scrypt at N=2^10 instead of 2^15 for the users the tests sign in (accounts/password.ts; core's own
    // password test keeps the production parameters)
    env: { INNFRI_TEST_SCRYPT_N: "1024" },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
