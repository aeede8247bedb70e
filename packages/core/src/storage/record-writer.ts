import { Clock } from "../clock";
import { config } from "../config";
import { isLockMode, recordPutInput } from "./record-rules";
import { s3, sdk } from "./s3";

/**
 * THE way a record is written (letters, print batches, imported files, exports: docs/deploy.md "Records and
 * backups"): into the Object Lock bucket, with its own retention (record-rules.ts). Never into the documents bucket
 * instead: without the records bucket or its lock mode the write fails, so nothing is kept unprotected by mistake.
 * Written under a fixed key, a rerun adds a version; every version is kept until its own date.
 */
export async function putRecord(
  key: string,
  body: Uint8Array,
  opts: { contentType: string; recordDate?: string },
): Promise<void> {
  const { recordsBucketName: bucket, recordsLockMode: mode } = config();
  if (!bucket) throw new Error(`record ${key}: no records bucket (SST_Bucket_bucketName_Records / INNFRI_RECORDS_BUCKET)`);
  if (!isLockMode(mode)) throw new Error(`record ${key}: INNFRI_RECORDS_LOCK_MODE must be COMPLIANCE or GOVERNANCE`);
  const [{ PutObjectCommand }, client] = await Promise.all([sdk(), s3()]);
  const input = recordPutInput({
    bucket,
    key,
    body,
    contentType: opts.contentType,
    recordDate: opts.recordDate ?? Clock.today(),
    mode,
  });
  await client.send(new PutObjectCommand(input));
}
