import { beforeAll, describe, expect, it } from "vitest";
import { listActivity } from "../../activity/activity";
import { Clock } from "../../clock";
import type { CommandActor } from "../../command/actor";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { getCase } from "../store";
import { actor, newCase, newCustomer, newDebtor } from "../testing.db";
import { createCaseNote, deleteCaseNote, listCaseNotes, updateCaseNote } from "./case-notes";
import { recordDispute } from "./dispute";
import { pauseCase } from "./pause";

/**
 * Case notes as case commands (cases/command.ts, a plan with no `after`): the note, its event and the request's
 * activity entry (naming the note) in one transaction that checks the case's version without writing the case.
 */

/** A request's actor whose activity entry the command writes (as the API's `commandActor` gives). */
const requestActor = (customerId: string, method: string): CommandActor => ({
  userId: actor.userId,
  activity: {
    entry: { userId: actor.userId, customerId, method, route: "/v1/case-notes", status: 201, summary: "note" },
    written: false,
  },
});

const noteEvents = async (customerId: string, caseId: string) =>
  (await caseEvents(customerId, caseId)).data.filter((e) => e.kind === "note");

describe("case notes as case commands", () => {
  beforeAll(() => seedProcedures());

  it("leaves the case as it is, and names the note in the activity entry", async () => {
    const customerId = await newCustomer();
    const { caseId } = await newCase(customerId, await newDebtor(customerId));
    const before = await getCase(customerId, caseId);
    const who = requestActor(customerId, "POST");
    const note = await createCaseNote(customerId, { caseId, text: "Ringte debitor" }, who);
    expect(who.activity!.written).toBe(true);
    expect((await getCase(customerId, caseId)).version).toBe(before.version);
    const { data } = await listActivity({ customerId, page: 1, rowsPerPage: 25 });
    expect(data.filter((a) => a.route === "/v1/case-notes").map((a) => a.targetId)).toEqual([note.id]);
  });

  it("notes written while the case changes, and at the same time as each other, all land once", async () => {
    const customerId = await newCustomer();
    const { caseId } = await newCase(customerId, await newDebtor(customerId));
    const texts = ["Første", "Andre", "Tredje", "Fjerde"];
    const until = new Date(Clock.nowMs() + 2 * 86_400_000).toISOString().slice(0, 10);
    // four notes and two changes of the case at once: each note's check of the version read may be beaten
    const [notes] = await Promise.all([
      Promise.all(texts.map((text) => createCaseNote(customerId, { caseId, text }, requestActor(customerId, "POST")))),
      recordDispute(customerId, caseId, { date: "2026-11-20", reason: "Uenig i kravet" }, actor),
      pauseCase(customerId, caseId, { until, notify: false, note: undefined }, actor),
    ]);
    const listed = (await listCaseNotes(customerId, caseId)).data;
    expect(listed.map((n) => n.text).sort()).toEqual([...texts].sort());
    const events = await noteEvents(customerId, caseId);
    expect(events.map((e) => e.data.noteId).sort()).toEqual(notes.map((n) => n.id).sort());
    // the case's own changes were not lost to the notes
    expect(await getCase(customerId, caseId)).toMatchObject({
      status: "paused",
      dispute: { reason: "Uenig i kravet" },
    });
    const { data } = await listActivity({ customerId, page: 1, rowsPerPage: 25 });
    const targets = data.filter((a) => a.route === "/v1/case-notes").map((a) => a.targetId);
    expect(targets.sort()).toEqual(notes.map((n) => n.id).sort());
  });

  it("a change and a delete of a note each write their event, on the note's version", async () => {
    const customerId = await newCustomer();
    const { caseId } = await newCase(customerId, await newDebtor(customerId));
    const note = await createCaseNote(customerId, { caseId, text: "Første tekst" }, actor);
    await Promise.all([
      updateCaseNote(customerId, note.id, { text: "Andre tekst" }, actor),
      updateCaseNote(customerId, note.id, { text: "Tredje tekst" }, actor),
    ]);
    const [changed] = (await listCaseNotes(customerId, caseId)).data;
    expect(["Andre tekst", "Tredje tekst"]).toContain(changed!.text);
    await deleteCaseNote(customerId, note.id, actor);
    expect((await listCaseNotes(customerId, caseId)).data).toEqual([]);
    const actions = (await noteEvents(customerId, caseId)).map((e) => e.data.action);
    expect(actions).toEqual(["created", "updated", "updated", "deleted"]);
  });
});
