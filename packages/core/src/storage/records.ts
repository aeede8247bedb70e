import { config } from "../config";
import { getObject } from "./documents";
import { readObject } from "./s3";

/**
 * Reads a record (storage/record-writer.ts writes them) where it lives: the records bucket, or, for one written
 * before records had their own bucket, the documents bucket under the same key (local demo data of an older
 * `.data`, and a deployed stage from before issue 12: docs/deploy.md "Data notes"). Null when neither has it.
 */
export async function getRecord(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
  const bucket = config().recordsBucketName;
  const found = bucket ? await readObject(bucket, key) : null;
  return found ?? getObject(key);
}
