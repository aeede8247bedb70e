import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { importFile } from "../log";
import { LOCAL_REGION } from "./common";

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// SQS: fauxqs, with queue URLs on the request's own host (its default `sqs.<region>.localhost` does not
// resolve here, and the SDK sends requests to the queue URL's host).

export async function startSqs(): Promise<{ port: number; stop(): Promise<void> }> {
  const { buildApp } = await import("fauxqs");
  // not exported by the package: found next to the package.json that node resolution would use
  const pkgDir = (require.resolve.paths("fauxqs") ?? [])
    .map((dir) => path.join(dir, "fauxqs"))
    .find((dir) => existsSync(path.join(dir, "package.json")));
  if (!pkgDir) throw new Error("fauxqs is not installed");
  const { SqsStore } = await importFile<{ SqsStore: new () => { host: string; region?: string } }>(
    path.join(pkgDir, "dist/sqs/sqsStore.js"),
  );
  const sqsStore = new SqsStore();
  sqsStore.host = ""; // => http://127.0.0.1:<port>/000000000000/<name>
  sqsStore.region = LOCAL_REGION;
  const app = buildApp({
    logger: false,
    defaultRegion: LOCAL_REGION,
    stores: { sqsStore } as unknown as NonNullable<Parameters<typeof buildApp>[0]>["stores"],
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { port, stop: async () => void (await app.close()) };
}
