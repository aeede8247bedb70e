import "@innfri/core/i18n/case-pause"; // registers the texts of the keys named here
import { DebtorPauseList, DebtorPausesDeleted, DebtorPausesQuery } from "@innfri/core/cases/operations/pause.schema";
import { t } from "@innfri/core/i18n/messages";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { caseChange, caseRead } from "../cases/access";
import { tags } from "../cases/schemas";

/** Loaded at the first request (cold start). */
const core = () => import("@innfri/core/cases/operations/debtor-pauses");

/** A debtor's pauses and notes (SPEC "debtor pauses", "DELETE debtor-pauses-and-notes all"). */
export const debtorPauseRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/",
      tags: tags.cases,
      summary: "The pauses of the debtor's cases, newest first, each with its reactivation date, note and how it ended",
      request: { query: DebtorPausesQuery },
      responses: responses(DebtorPauseList),
    }),
    async (c) => {
      const { debtorId } = c.req.valid("query");
      return c.json(await (await core()).listDebtorPauses(c.get("customerId"), debtorId), 200);
    },
  )
  .openapi(
    secured({
      ...caseChange,
      method: "delete",
      path: "/",
      tags: tags.cases,
      summary:
        "Delete all the debtor's pauses and notes: the cases still paused resume now (each in its own transaction), then every pause and its note is removed",
      request: { query: DebtorPausesQuery },
      responses: responses(DebtorPausesDeleted),
    }),
    async (c) => {
      const { debtorId } = c.req.valid("query");
      const done = await (await core()).deleteDebtorPauses(c.get("customerId"), debtorId, commandActor(c, 200));
      return c.json({ message: t(c.get("lang"), "casePause.debtorPausesDeleted", done), ...done }, 200);
    },
  );
