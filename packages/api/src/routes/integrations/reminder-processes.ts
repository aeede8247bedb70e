import "@innfri/core/i18n/resources"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import {
  ProcessTemplateChoice,
  ReminderProcessInput,
  ReminderProcessView,
} from "@innfri/core/accounting/reminder-process.schema";
import { getReminderProcess, listReminderProcesses } from "@innfri/core/accounting/reminder-process-store";
import { STANDARD_ACCOUNTS } from "@innfri/core/accounting/account-rule";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, MessageResponse, responses } from "../../lib/schemas";
import { changeAccess, readAccess } from "./connection";

/**
 * The commands load when a change is asked (their checks read the letter templates and the connected system): the
 * integrations function's cold start stays under its 1 MB (stacks.test.ts).
 */
const commands = () => import("@innfri/core/accounting/reminder-processes");

/**
 * /reminder-processes (SPEC 3 "Reminder process: name, income account rule, document templates";
 * docs/reminder-processes.md): the customer's own reminder routines, each with the accounts collection's postings
 * use and the letter template per step kind. Read by any member; changed with editAccount, as the integration
 * setting is. In the integrations function: a save checks the accounts against the connected system.
 */

const tags = ["Reminder processes"];
const idParam = z.object({ id: z.string().min(1).max(40) });
const Standard = z.object({
  bank: z.string(),
  receivables: z.string(),
  loss: z.string(),
  feeIncome: z.string(),
  interestIncome: z.string(),
});

export const reminderProcesses = router()
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/",
      tags,
      summary: "The customer's reminder processes by name (at most 20), and NS 4102's standard accounts (`standard`)",
      responses: responses(listOf(ReminderProcessView).extend({ standard: Standard })),
    }),
    async (c) => c.json({ ...(await listReminderProcesses(c.get("customerId"))), standard: STANDARD_ACCOUNTS }, 200),
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/templates",
      tags,
      summary: "The letter templates a process may choose, by step kind (template name and name)",
      responses: responses(z.object({ data: z.array(ProcessTemplateChoice) })),
    }),
    async (c) => c.json({ data: await (await commands()).processTemplateChoices() }, 200),
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/{id}",
      tags,
      summary: "One reminder process",
      request: { params: idParam },
      responses: responses(ReminderProcessView),
    }),
    async (c) => c.json(await getReminderProcess(c.get("customerId"), c.req.valid("param").id), 200),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/",
      tags,
      summary:
        "Create a reminder process: { name, isDefault?, accounts: { bank?, receivables?, loss?, feeIncome?, interestIncome? }, templates: { <step kind>: <template name> } }; the first is the default",
      request: { body: jsonBody(ReminderProcessInput) },
      responses: responses(ReminderProcessView, "Created", 201),
    }),
    async (c) => c.json(await (await commands()).createReminderProcess(c.get("customerId"), c.req.valid("json")), 201),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "put",
      path: "/{id}",
      tags,
      summary: "Replace a reminder process's name, accounts and templates; isDefault: true makes it the default",
      request: { params: idParam, body: jsonBody(ReminderProcessInput) },
      responses: responses(ReminderProcessView),
    }),
    async (c) =>
      c.json(
        await (
          await commands()
        ).updateReminderProcess(c.get("customerId"), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "delete",
      path: "/{id}",
      tags,
      summary: "Delete a reminder process (409 for the default while there are others); its cases follow the default",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await (await commands()).removeReminderProcess(c.get("customerId"), c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "resources.deleted") }, 200);
    },
  );
