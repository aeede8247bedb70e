// Where a letter is, channel by channel (usability review 2, C11): "E-post levert 27.11.2026 10:59 · Post: i
// utskriftskø". The past tense only for what happened: a letter in the print queue is not "sent", and a step whose
// letter went by e-mail is no longer "in the queue". One reading for the steps history and the documents tab.
import type { CaseDocumentView } from "@innfri/core/cases/documents/case-document-views.schema";
import i18n from "@/i18n";
import { formatDateTime } from "@/lib/format";

/** What a status asks of the caseworker: nothing (done), to wait, a look (warn), or an action (problem). */
export type StatusTone = "done" | "wait" | "warn" | "problem";

export interface ChannelStatus {
  channel: "email" | "post" | "partner" | "none";
  text: string;
  tone: StatusTone;
}

const POST_STATES = ["queued-for-print", "printed", "sent"] as const;
type PostState = (typeof POST_STATES)[number];
/** A mail's status as SES's events tell: delivered is done, bounced and failed need the post, a complaint a look. */
export const MAIL_TONE = {
  queued: "wait",
  sent: "wait",
  delivered: "done",
  bounced: "problem",
  complained: "warn",
  failed: "problem",
} as const satisfies Record<NonNullable<CaseDocumentView["mailStatus"]>, StatusTone>;

type Letter = Pick<CaseDocumentView, "channels" | "status" | "mailStatus" | "mailSentAt">;

/** Each channel of the letter with where it is, in the language shown. */
export function channelStatuses(d: Letter): ChannelStatus[] {
  const out: ChannelStatus[] = [];
  if (d.channels.includes("email")) {
    const mail = d.mailStatus ?? "queued";
    const at = d.mailSentAt === null ? "" : formatDateTime(d.mailSentAt);
    out.push({
      channel: "email",
      text: i18n.t(`cases.letterStatus.email.${mail}`, { at }).trim(),
      tone: MAIL_TONE[mail],
    });
  }
  if (d.channels.includes("post")) {
    // a letter posted after its mail bounced has the post status too; before the print queue has it, it waits there
    const post: PostState = (POST_STATES as readonly string[]).includes(d.status)
      ? (d.status as PostState)
      : "queued-for-print";
    out.push({
      channel: "post",
      text: i18n.t(`cases.letterStatus.post.${post}`),
      tone: post === "sent" ? "done" : "wait",
    });
  }
  if (d.channels.includes("partner"))
    out.push({ channel: "partner", text: i18n.t("cases.letterStatus.partner"), tone: "done" });
  if (out.length === 0) out.push({ channel: "none", text: i18n.t("cases.letterStatus.rendered"), tone: "wait" });
  return out;
}

/** The letters a step run made: by its run id, or its letter id (letters recorded before runs were named). */
export const lettersOfStep = <D extends Pick<CaseDocumentView, "caseStepId" | "letterId">>(
  docs: readonly D[],
  run: { id: string; letterId: string },
) => docs.filter((d) => d.caseStepId === run.id || d.letterId === run.letterId);
