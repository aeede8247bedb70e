import "@innfri/core/i18n/case-pause"; // registers the texts of the keys named here
import { PauseCaseInput } from "@innfri/core/cases/operations/pause.schema";
import { t } from "@innfri/core/i18n/messages";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange } from "../cases/access";
import { CaseMessage, idParam, tags, viewOf } from "../cases/schemas";

/** Loaded at the first request (cold start): the pause commands and what they read. */
const core = () => import("@innfri/core/cases/operations/pause");

const shownDate = (iso: string) => iso.split("-").reverse().join(".");

/** Pause and resume a case (SPEC 4 "Pause"; docs/case-operations.md "Pause and resume"). */
export const pauseRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/pause",
      tags: tags.cases,
      summary:
        "Pause a running case until a reactivation date (after today, at most a year ahead); notify: e-mail the user on that day; note: kept with the debtor's pauses. No step runs while paused; on the date the case resumes by itself. Pausing a paused case moves its date. 422 while a letter waits for its sending window",
      request: { params: idParam, body: jsonBody(PauseCaseInput) },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { pauseCase } = await core();
      const paused = await pauseCase(
        c.get("customerId"),
        c.req.valid("param").id,
        c.req.valid("json"),
        commandActor(c, 200),
      );
      const message = t(c.get("lang"), "casePause.paused", {
        caseNumber: paused.caseNumber,
        date: shownDate(paused.pausedUntil!),
      });
      return c.json({ message, data: viewOf(paused) }, 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "patch",
      path: "/{id}/resume",
      tags: tags.cases,
      summary:
        "Resume a paused case now: back to the status it had (a waiting case that fell due meanwhile is ready); its pause ends",
      request: { params: idParam },
      responses: responses(CaseMessage),
    }),
    async (c) => {
      const { resumeCase } = await core();
      const resumed = (await resumeCase(c.get("customerId"), c.req.valid("param").id, commandActor(c, 200)))!;
      const message = t(c.get("lang"), "casePause.resumed", { caseNumber: resumed.caseNumber });
      return c.json({ message, data: viewOf(resumed) }, 200);
    },
  );
