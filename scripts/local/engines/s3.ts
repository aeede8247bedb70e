import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// S3: s3rver

export async function startS3(directory: string): Promise<{ port: number; stop(): Promise<void> }> {
  const S3rver = require("s3rver") as new (o: Record<string, unknown>) => {
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  };
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, allowMismatchedSignatures: true });
  const { port } = await s3.run();
  return { port, stop: () => s3.close() };
}
