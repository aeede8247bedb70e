import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { runJob } from "./run";

const storeUrl = () => `${process.env.AWS_ENDPOINT_URL_SESV2}/store`;
async function mailsTo(to: string): Promise<number> {
  const res = await fetch(storeUrl());
  const { emails } = (await res.json()) as { emails: { destination: { to: string[] } }[] };
  return emails.filter((e) => e.destination.to.includes(to)).length;
}

describe("running a queued job", () => {
  it("has the effect of one when the same message is delivered twice", async () => {
    const to = `job-${ulid().toLowerCase()}@firma.test`;
    const job = { id: ulid(), type: "mail.send" as const, to, subject: "Hei", text: "Tekst", html: "<p>Tekst</p>" };
    expect(await runJob(job)).toBe("done");
    expect(await runJob(job)).toBe("skipped");
    expect(await mailsTo(to)).toBe(1);
  });

  it("refuses a second delivery while the first is still running", async () => {
    const to = `job-${ulid().toLowerCase()}@firma.test`;
    const job = { id: ulid(), type: "mail.send" as const, to, subject: "Hei", text: "Tekst", html: "<p>Tekst</p>" };
    const results = await Promise.allSettled([runJob(job), runJob(job)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await mailsTo(to)).toBe(1);
  });
});
