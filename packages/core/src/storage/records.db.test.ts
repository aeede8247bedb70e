import { afterEach, describe, expect, it } from "vitest";
import { config } from "../config";
import { getObject, putObject } from "./documents";
import { recordPutInput, retainUntil } from "./record-rules";
import { keepExport } from "./export-records";
import { putRecord } from "./record-writer";
import { getRecord } from "./records";
import { readObject } from "./s3";

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | undefined) => (b ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(b) : undefined);

describe("retention of a record (bokføringsloven § 13)", () => {
  it("keeps it to the end of 31 December, five years after the end of its (calendar) financial year, Oslo time", () => {
    expect(retainUntil("2026-01-01").toISOString()).toBe("2031-12-31T23:00:00.000Z");
    expect(retainUntil("2026-12-31").toISOString()).toBe("2031-12-31T23:00:00.000Z");
    expect(retainUntil("2027-03-05").toISOString()).toBe("2032-12-31T23:00:00.000Z");
    expect(() => retainUntil("26.11.2026")).toThrow(/YYYY-MM-DD/);
  });

  it("writes the lock on the object itself, with the Content-MD5 S3 requires for it", () => {
    const input = recordPutInput({
      bucket: "records",
      key: "customers/c/imports/i",
      body: bytes("hello"),
      contentType: "text/csv",
      recordDate: "2026-11-26",
      mode: "COMPLIANCE",
    });
    expect(input).toMatchObject({
      Bucket: "records",
      ObjectLockMode: "COMPLIANCE",
      ObjectLockRetainUntilDate: new Date("2031-12-31T23:00:00.000Z"),
      ContentMD5: "XUFAKrxLKna5cZ2REBfFkg==", // md5("hello")
    });
  });
});

describe("records bucket", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env.INNFRI_RECORDS_BUCKET = saved.INNFRI_RECORDS_BUCKET;
    process.env.INNFRI_RECORDS_LOCK_MODE = saved.INNFRI_RECORDS_LOCK_MODE;
  });

  it("writes a record to the records bucket only, and reads it from there", async () => {
    const key = `customers/rec-${Date.now()}/letters/a.pdf`;
    await putRecord(key, bytes("letter"), { contentType: "application/pdf", recordDate: "2026-11-26" });
    expect(text((await readObject(config().recordsBucketName, key))?.body)).toBe("letter");
    expect(await getObject(key)).toBeNull();
    expect(text((await getRecord(key))?.body)).toBe("letter");
  });

  it("keeps an export handed out as a record of its own, under the customer's exports", async () => {
    const key = await keepExport("cust-exp", "corrections", "korrigeringer-2026-01-01-2026-01-31.csv", "\uFEFFa;b\r\n");
    expect(key).toMatch(/^customers\/cust-exp\/exports\/corrections\/\d{4}-\d{2}-\d{2}\/[0-9A-Z]{26}-korrigeringer-2026-01-01-2026-01-31\.csv$/);
    const kept = await readObject(config().recordsBucketName, key);
    expect(kept?.contentType).toBe("text/csv; charset=utf-8");
    expect(text(kept?.body)).toBe("\uFEFFa;b\r\n");
  });

  it("still reads a record written to the documents bucket before records had their own", async () => {
    const key = `customers/old-${Date.now()}/letters/b.pdf`;
    await putObject(key, bytes("old letter"), "application/pdf");
    expect(text((await getRecord(key))?.body)).toBe("old letter");
    expect(await getRecord(`${key}.missing`)).toBeNull();
  });

  it("never falls back to the documents bucket when writing: no records bucket or lock mode is an error", async () => {
    process.env.INNFRI_RECORDS_BUCKET = "";
    await expect(putRecord("customers/x/y", bytes("x"), { contentType: "text/plain" })).rejects.toThrow(/no records bucket/);
    process.env.INNFRI_RECORDS_BUCKET = saved.INNFRI_RECORDS_BUCKET;
    process.env.INNFRI_RECORDS_LOCK_MODE = "LEGAL";
    await expect(putRecord("customers/x/y", bytes("x"), { contentType: "text/plain" })).rejects.toThrow(/LOCK_MODE/);
    expect(await getObject("customers/x/y")).toBeNull();
  });
});
