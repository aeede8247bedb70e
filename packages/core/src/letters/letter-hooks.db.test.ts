import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { getObject } from "../storage/documents";
import { LetterHookMissing, registerLetterHooks, type HeldLetter, type LetterHooks } from "./letter-hooks";
import { letterModelKey, letterPdfKey, RenderLetter } from "./letter-queue";
import { sampleLetter } from "./pdf/sample-letter";
import { markPrint, printLettersByStatus, queueForPrint } from "./print-queue";
import { renderLetter } from "./render-letter";

/**
 * The letters' hook points (letter-hooks.ts) on their own: this file imports no context above letters, so it first
 * meets letters with nothing registered, then registers a context of its own ("audit") and sees what letters tells
 * it. The cases' handlers are tested through the cases' tests (cases/documents/case-documents.db.test.ts,
 * cases/steps/steps.db.test.ts).
 */

/** Monday 17.08.2026, 12:00 in Oslo (the window is open) and 22:30 (closed). */
const OPEN = new Date("2026-08-17T10:00:00Z");
const CLOSED = new Date("2026-08-17T20:30:00Z");

const letter = (customerId: string, letterId: string) =>
  RenderLetter.parse({
    customerId,
    caseId: "case1",
    letterId,
    channels: ["email", "post"],
    email: { to: "skyldner@example.no" },
    model: sampleLetter(),
  });

const audit = {
  rendered: [] as { letterId: string; pdfKey: string; fileName: string; size: number }[],
  held: [] as { letterId: string; next: HeldLetter }[],
  moved: [] as string[],
  /** What "held" answers: whether the audit context takes the letter. */
  takes: true,
};

const auditHooks: LetterHooks = {
  async held(p, next) {
    audit.held.push({ letterId: p.letterId, next });
    return audit.takes;
  },
  async rendered(p, file) {
    audit.rendered.push({ letterId: p.letterId, ...file });
  },
  async printStatus(l, status) {
    audit.moved.push(`${l.letterId}:${status}`);
  },
  async redated() {},
};

afterEach(() => Clock.setOffset(0));

describe("the letters' hook points", () => {
  it("refuses to render or move a letter while no context registered, before anything is stored", async () => {
    Clock.setNow(OPEN);
    const customerId = ulid();
    const p = letter(customerId, "letter1");
    await expect(renderLetter(p)).rejects.toBeInstanceOf(LetterHookMissing);
    expect(await getObject(letterModelKey(customerId, "case1", "letter1"))).toBeNull();
    await queueForPrint({ customerId, caseId: "case1", letterId: "letter2", caseNumber: "1", debtorName: "Kari" });
    await expect(markPrint({ customerId, letterId: "letter2" }, "printed")).rejects.toBeInstanceOf(LetterHookMissing);
    const item = (await db().entities.printLetter.get({ customerId, letterId: "letter2" }).go()).data;
    expect(item?.status).toBe("queued");
  });

  it("reports a rendered letter and its print status to the registered context", async () => {
    registerLetterHooks("audit", auditHooks);
    registerLetterHooks("audit", auditHooks); // the same handlers again: ignored
    expect(() => registerLetterHooks("audit", { ...auditHooks })).toThrow(/twice/);
    Clock.setNow(OPEN);
    const customerId = ulid();
    const p = letter(customerId, "letter3");
    await renderLetter(p);
    await renderLetter(p); // a redelivered job: letters reports it again, the context records it once
    expect(audit.rendered.filter((r) => r.letterId === "letter3")).toEqual([
      expect.objectContaining({
        pdfKey: letterPdfKey(customerId, "case1", "letter3"),
        fileName: "betalingsoppfordring-2026-0017.pdf",
      }),
      expect.objectContaining({ pdfKey: letterPdfKey(customerId, "case1", "letter3") }),
    ]);
    expect(audit.rendered.find((r) => r.letterId === "letter3")!.size).toBeGreaterThan(1000);
    expect((await printLettersByStatus("queued", 50_000)).filter((l) => l.customerId === customerId)).toHaveLength(1);
    await markPrint({ customerId, letterId: "letter3" }, "sent");
    expect(audit.moved).toContain("letter3:sent");
  });

  it("asks the context to hold a letter outside the window, and keeps it waiting itself when none takes it", async () => {
    registerLetterHooks("audit", auditHooks);
    Clock.setNow(CLOSED);
    const customerId = ulid();
    audit.takes = true;
    await renderLetter(letter(customerId, "letter4"));
    const held = audit.held.find((h) => h.letterId === "letter4")!;
    expect(held.next.letter.attempt).toBe(2);
    expect(held.next.plannedSendAt).toBeGreaterThan(CLOSED.getTime());
    expect(await getObject(letterModelKey(customerId, "case1", "letter4"))).toBeNull(); // not sent now
    const waiting = (key: string) =>
      db().entities.waitingLetter.get({ customerId, caseId: "case1", letterId: key }).go();
    expect((await waiting("letter4")).data).toBeNull(); // the context took it

    audit.takes = false;
    await renderLetter(letter(customerId, "letter5"));
    const kept = (await waiting("letter5")).data;
    expect(kept).toMatchObject({ plannedSendAt: expect.any(Number), letter: { letterId: "letter5", attempt: 2 } });
    expect(audit.rendered.some((r) => r.letterId === "letter4" || r.letterId === "letter5")).toBe(false);
  });
});
