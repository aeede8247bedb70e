import { describe, expect, it } from "vitest";
import { caseOwner, newCase } from "../../../test/cases";
import { sessionOn } from "../../../test/ledger";
import { call } from "../../../test/support";

/** A case of a new owner (the owner's session has the customer loaded). */
async function ownerWithCase() {
  const owner = await caseOwner();
  const { case: k } = await newCase(owner.token);
  return { ...owner, caseId: k.id as string };
}

const noteEvents = async (token: string, caseId: string) =>
  (await call("GET", `/cases/${caseId}/events`, { token })).body.data.filter(
    (e: { kind: string }) => e.kind === "note",
  );

describe("case notes", () => {
  it("adds, lists, changes and deletes a note, each with its event (who and when) and its message in both languages", async () => {
    const o = await ownerWithCase();
    const created = await call("POST", "/case-notes", {
      token: o.token,
      body: { caseId: o.caseId, text: "  Ringte skyldner.  " },
      lang: "en",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      message: "The note is saved.",
      data: {
        caseId: o.caseId,
        text: "Ringte skyldner.",
        createdBy: o.userId,
        createdByName: "Test Bruker",
        updatedBy: null,
      },
    });
    const id = created.body.data.id as string;
    const second = await call("POST", "/case-notes", { token: o.token, body: { caseId: o.caseId, text: "Nummer to" } });
    expect(second.body.message).toBe("Notatet er lagret.");

    const list = await call("GET", `/case-notes?caseId=${o.caseId}`, { token: o.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((n: { text: string }) => n.text)).toEqual(["Nummer to", "Ringte skyldner."]);

    const changed = await call("POST", `/case-notes/${id}`, {
      token: o.token,
      body: { text: "Ringte igjen." },
      lang: "en",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      message: "The note is changed.",
      data: { id, text: "Ringte igjen.", updatedBy: o.userId, updatedByName: "Test Bruker" },
    });
    expect((await call("POST", `/case-notes/${id}`, { token: o.token, body: { text: "Tredje" } })).body.message).toBe(
      "Notatet er endret.",
    );

    const gone = await call("DELETE", `/case-notes/${id}`, { token: o.token, lang: "en" });
    expect(gone).toMatchObject({ status: 200, body: { message: "The note is deleted." } });
    expect((await call("DELETE", `/case-notes/${second.body.data.id}`, { token: o.token })).body.message).toBe(
      "Notatet er slettet.",
    );
    expect((await call("DELETE", `/case-notes/${id}`, { token: o.token })).status).toBe(404);
    expect((await call("GET", `/case-notes?caseId=${o.caseId}`, { token: o.token })).body).toEqual({
      data: [],
      total: 0,
    });

    const events = await noteEvents(o.token, o.caseId);
    expect(events.map((e: { data: { action: string; excerpt: string } }) => [e.data.action, e.data.excerpt])).toEqual([
      ["created", "Ringte skyldner."],
      ["created", "Nummer to"],
      ["updated", "Ringte igjen."],
      ["updated", "Tredje"],
      ["deleted", "Tredje"],
      ["deleted", "Nummer to"],
    ]);
    for (const e of events) expect(e).toMatchObject({ by: o.userId, byName: "Test Bruker", at: expect.any(Number) });
    // an event stored without a name (the start's) gets the user's name in the list: every kind says who
    const all = (await call("GET", `/cases/${o.caseId}/events`, { token: o.token })).body.data;
    expect(all[0]).toMatchObject({ kind: "created", by: o.userId, byName: "Test Bruker" });
  });

  it("refuses an empty or too long text with a 422 on text, in both languages", async () => {
    const o = await ownerWithCase();
    const empty = await call("POST", "/case-notes", {
      token: o.token,
      body: { caseId: o.caseId, text: "   " },
      lang: "en",
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ text: ["Please type something"] });
    const long = "x".repeat(2001);
    const en = await call("POST", "/case-notes", {
      token: o.token,
      body: { caseId: o.caseId, text: long },
      lang: "en",
    });
    expect(en.body.errors).toEqual({ text: ["A note can have at most 2000 characters."] });
    const no = await call("POST", "/case-notes", {
      token: o.token,
      body: { caseId: o.caseId, text: long },
      lang: "no",
    });
    expect(no.body.errors).toEqual({ text: ["Et notat kan ha høyst 2000 tegn."] });
    // exactly 2000 characters is kept (æøå count as one each)
    const edge = await call("POST", "/case-notes", {
      token: o.token,
      body: { caseId: o.caseId, text: "æ".repeat(2000) },
    });
    expect(edge.status).toBe(201);
    const id = edge.body.data.id;
    const upd = await call("POST", `/case-notes/${id}`, { token: o.token, body: { text: "" }, lang: "no" });
    expect(upd.body.errors).toEqual({ text: ["Dette feltet er obligatorisk."] });
    expect((await call("POST", "/case-notes", { token: o.token, body: { caseId: "999", text: "Hei" } })).status).toBe(
      404,
    );
  });

  it("lets staff read, sales not write, and hides another customer's notes (404)", async () => {
    const o = await ownerWithCase();
    const note = (await call("POST", "/case-notes", { token: o.token, body: { caseId: o.caseId, text: "Privat" } }))
      .body.data;

    const other = await ownerWithCase();
    expect((await call("GET", `/case-notes?caseId=${o.caseId}`, { token: other.token })).body.total).toBe(0);
    expect(
      (await call("POST", `/case-notes/${note.id}`, { token: other.token, body: { text: "Hacket" } })).status,
    ).toBe(404);
    expect((await call("DELETE", `/case-notes/${note.id}`, { token: other.token })).status).toBe(404);

    const sales = await sessionOn(o.customerId, "sales");
    expect((await call("GET", `/case-notes?caseId=${o.caseId}`, { token: sales })).body.total).toBe(1);
    expect((await call("POST", "/case-notes", { token: sales, body: { caseId: o.caseId, text: "Salg" } })).status).toBe(
      403,
    );
    expect((await call("POST", `/case-notes/${note.id}`, { token: sales, body: { text: "Salg" } })).status).toBe(403);
    expect((await call("DELETE", `/case-notes/${note.id}`, { token: sales })).status).toBe(403);

    const admin = await sessionOn(o.customerId, "admin");
    const byAdmin = await call("POST", `/case-notes/${note.id}`, { token: admin, body: { text: "Rettet av admin" } });
    expect(byAdmin.status).toBe(200);
    expect((await call("GET", `/case-notes?caseId=${o.caseId}`, { token: o.token })).body.data[0].text).toBe(
      "Rettet av admin",
    );
  });

  it("keeps both of two concurrent changes of one note as events, the note ending as one of them", async () => {
    const o = await ownerWithCase();
    const id = (await call("POST", "/case-notes", { token: o.token, body: { caseId: o.caseId, text: "Start" } })).body
      .data.id;
    const answers = await Promise.all(
      ["A", "B", "C"].map((text) => call("POST", `/case-notes/${id}`, { token: o.token, body: { text } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [note] = (await call("GET", `/case-notes?caseId=${o.caseId}`, { token: o.token })).body.data;
    expect(["A", "B", "C"]).toContain(note.text);
    const updates = (await noteEvents(o.token, o.caseId)).filter(
      (e: { data: { action: string } }) => e.data.action === "updated",
    );
    expect(updates).toHaveLength(3);
  });
});
