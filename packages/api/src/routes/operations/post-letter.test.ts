import "@innfri/core/cases/letter-hooks"; // the letters rendered or moved here report to their cases, as in the deployed functions
import { RenderLetter } from "@innfri/core/letters/letter-queue";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import { renderLetter } from "@innfri/core/letters/render-letter";
import { applySesEvent } from "@innfri/core/mail/ses-events";
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { drainJobs } from "../../../test/jobs";
import { call } from "../../../test/support";
import { sendingWindowEachTest } from "../../../test/sending-window";

/** A case whose letter went by e-mail (through the SES emulator) and bounced, as SES's event reports it. */
async function bouncedLetter() {
  const owner = await caseOwner();
  const { case: k } = await newCase(owner.token);
  const letterId = `brev-${ulid().slice(-8)}`;
  await renderLetter(
    RenderLetter.parse({
      customerId: owner.customerId,
      caseId: k.id,
      letterId,
      channels: ["email"],
      email: { to: `bounce-${ulid().toLowerCase()}@example.no` },
      model: sampleLetter(),
    }),
  );
  await drainJobs({ timeoutMs: 20_000 });
  const emails = await call("GET", `/cases/${k.id}/emails`, { token: owner.token });
  const messageId = emails.body.data[0].messageId as string;
  await applySesEvent({ eventType: "Bounce", mail: { messageId }, bounce: { bounceType: "Permanent" } });
  return { token: owner.token, customerId: owner.customerId, caseId: k.id as string, letterId };
}

describe("POST /cases/{id}/documents/{letterId}/post", () => {
  sendingWindowEachTest();
  it("shows a bounced letter, sends it by post once, and refuses a second post in the user's language", async () => {
    const b = await bouncedLetter();
    const emails = await call("GET", `/cases/${b.caseId}/emails`, { token: b.token });
    expect(emails.body.data[0]).toMatchObject({ letterId: b.letterId, status: "bounced" });
    const docs = await call("GET", `/cases/${b.caseId}/documents`, { token: b.token });
    expect(docs.body.data[0]).toMatchObject({
      letterId: b.letterId,
      emailBounced: true,
      mailStatus: "bounced",
      channels: ["email"],
    });
    const allowance = async () =>
      (await call("GET", `/customers/${b.customerId}/allowances`, { token: b.token })).body.halfSends as number;
    const before = await allowance();

    const posted = await call("POST", `/cases/${b.caseId}/documents/${b.letterId}/post`, {
      token: b.token,
      lang: "en",
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body).toMatchObject({
      message: "The letter is in the print queue and will be sent by post.",
      data: { letterId: b.letterId, channels: ["email", "post"], status: "queued-for-print", emailBounced: true },
    });
    const events = (await call("GET", `/cases/${b.caseId}/events`, { token: b.token })).body.data;
    expect(events.at(-1)).toMatchObject({
      kind: "letter-posted",
      byName: "Test Bruker",
      data: { letterId: b.letterId },
    });

    const again = await call("POST", `/cases/${b.caseId}/documents/${b.letterId}/post`, { token: b.token });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ letterId: ["Brevet er allerede sendt med post."] });
    // post costs half a send, paid once
    expect(await allowance()).toBe(before - 1);
  });

  it("two posts of the letter at once: one posts and pays, the other is refused (a double click, two users)", async () => {
    const b = await bouncedLetter();
    const allowance = async () =>
      (await call("GET", `/customers/${b.customerId}/allowances`, { token: b.token })).body.halfSends as number;
    const before = await allowance();
    const post = () => call("POST", `/cases/${b.caseId}/documents/${b.letterId}/post`, { token: b.token });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.body.errors).toEqual({
      letterId: ["Brevet er allerede sendt med post."],
    });
    expect(await allowance()).toBe(before - 1);
    const events = (await call("GET", `/cases/${b.caseId}/events`, { token: b.token })).body.data;
    expect(events.filter((e: { kind: string }) => e.kind === "letter-posted")).toHaveLength(1);
  });

  it("answers 404 for a letter the case does not have", async () => {
    const b = await bouncedLetter();
    const res = await call("POST", `/cases/${b.caseId}/documents/no-such/post`, { token: b.token });
    expect(res.status).toBe(404);
  });
});
