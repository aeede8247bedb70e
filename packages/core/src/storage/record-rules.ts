import { createHash } from "node:crypto";
import type { PutObjectCommandInput } from "@aws-sdk/client-s3";

/**
 * Records kept as the law asks (bokføringsloven § 13: accounting material is kept 5 years after the end of the
 * financial year, protected against deletion; docs/deploy.md "Records and backups"). Pure: the retention of a
 * record and the PutObject that writes it (storage/record-writer.ts sends it).
 */

/** Years a record is kept after the end of its financial year (bokføringsloven § 13 first paragraph). */
export const RECORD_YEARS = 5;

/** The Object Lock modes: COMPLIANCE (no one can shorten or delete, not even root) and GOVERNANCE (a bypass can). */
export const LOCK_MODES = ["COMPLIANCE", "GOVERNANCE"] as const;
export type LockMode = (typeof LOCK_MODES)[number];
export const isLockMode = (mode: string): mode is LockMode => (LOCK_MODES as readonly string[]).includes(mode);

/**
 * The moment a record dated `recordDate` (YYYY-MM-DD, Oslo) may go: the end of 31 December, RECORD_YEARS after the
 * end of its financial year. Decision (docs/decisions.md): the financial year is the calendar year (regnskapsloven
 * § 1-7; no customer carries another one, an "avvikende regnskapsår" needs the tax office's consent). The end of
 * 31.12 in Oslo is 23:00 UTC (Norway is UTC+1 in winter).
 */
export function retainUntil(recordDate: string): Date {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(recordDate)?.[1];
  if (!year) throw new Error(`a record's date must be YYYY-MM-DD, not "${recordDate}"`);
  return new Date(Date.UTC(Number(year) + RECORD_YEARS, 11, 31, 23, 0, 0));
}

export interface RecordPut {
  bucket: string;
  key: string;
  body: Uint8Array;
  contentType: string;
  recordDate: string;
  mode: LockMode;
}

/**
 * The PutObject of a record: Object Lock mode and retain-until on the object itself, and the Content-MD5 S3 requires
 * on a write with retention. A bucket without Object Lock refuses these headers (InvalidRequest), so a record can
 * never silently land unprotected on AWS; the local s3rver ignores them (its records bucket is a bucket of its own).
 */
export function recordPutInput(r: RecordPut): PutObjectCommandInput {
  return {
    Bucket: r.bucket,
    Key: r.key,
    Body: r.body,
    ContentType: r.contentType,
    ContentMD5: createHash("md5").update(r.body).digest("base64"),
    ObjectLockMode: r.mode,
    ObjectLockRetainUntilDate: retainUntil(r.recordDate),
  };
}
