import type { TFunction } from "i18next";
import type { CaseEventView } from "@innfri/core/cases/case-views.schema";

/**
 * How the events tab words an event (SPEC 2: every change with who and when): the kind's headline, made precise
 * where the event's data says more (a note added, changed or deleted), and the detail that tells which (the note's
 * start, the uploaded file's name). Kinds without data words keep their headline alone.
 */
const NOTE_ACTIONS = ["created", "updated", "deleted"] as const;

export function eventTitle(e: Pick<CaseEventView, "kind" | "data">, t: TFunction): string {
  const action = e.data.action;
  if (e.kind === "note" && NOTE_ACTIONS.includes(action as (typeof NOTE_ACTIONS)[number]))
    return t(`cases.page.noteEvents.${action as (typeof NOTE_ACTIONS)[number]}`);
  return t(`cases.page.events.${e.kind}`);
}

export function eventDetail(e: Pick<CaseEventView, "kind" | "data">): string | null {
  if (e.kind === "note" && typeof e.data.excerpt === "string") return `«${e.data.excerpt}»`;
  if (e.kind === "document-uploaded" && typeof e.data.fileName === "string") return e.data.fileName;
  if (e.kind === "letter-posted" && typeof e.data.title === "string") return e.data.title;
  return null;
}
