import "../i18n/billing-run"; // registers the texts of the keys named here
import "../i18n/law"; // registers the texts of the keys named here (law.stepKind.*)
import { t, type Language } from "../i18n/messages";
import { AppError } from "../util/error";
import { csvAmount, csvDate, toCsv } from "../util/csv";
import { fieldErrorsFrom } from "../util/field-errors";
import { movementsOf } from "./entitlements";
import { billableOf } from "./billable-lines";
import { StepOrdersInput } from "./step-orders.schema";

/**
 * POST /v1/step-orders/export (SPEC 7; issue 19): a customer's step runs of a period with what each costs, as CSV
 * (docs/billing.md "The billing run"): the same usage records and prices the billing run invoices (billable-lines.ts).
 */
export async function stepOrdersCsv(input: unknown, lang: Language): Promise<{ filename: string; csv: string }> {
  const parsed = StepOrdersInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { customerId, from, to } = parsed.data;
  const [moves, billable] = await Promise.all([
    movementsOf(customerId, from, to),
    billableOf(customerId, { from, to }),
  ]);
  const price = new Map(billable.steps.map((s) => [s.stepKind, s.priceOre]));
  const rows = moves
    .filter((m) => m.move === "step")
    .map((m) => {
      const kind = m.stepKind ?? "payment-reminder";
      return [
        csvDate(m.day),
        m.caseId ?? "",
        t(lang, `law.stepKind.${kind}`),
        m.ref ?? "",
        csvAmount(price.get(kind) ?? 0),
      ];
    });
  const header = ["date", "case", "step", "run", "price"].map((k) => t(lang, `stepOrders.${k}`));
  return { filename: `step-orders-${customerId}-${from}-${to}.csv`, csv: toCsv(header, rows) };
}
