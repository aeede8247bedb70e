import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { parseAmount } from "@innfri/core/util/money";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";
import { formatDate, formatMoney } from "@/lib/format";
import { caseMessage } from "../../labels";
import { checkTypedClaim, type TypedClaimDraft } from "../../wizard-rules";

const EMPTY = { number: "", voucherDate: "", dueDate: "", amount: "" };
type Draft = typeof EMPTY;

let keys = 0;

/** The label of a typed claim's field as the API names it ("claims.0.voucherDate"). */
const FIELD_LABELS: Record<string, "cases.fields.number" | "cases.fields.invoiceDate" | "cases.fields.dueDate" | "cases.fields.amount"> = {
  number: "cases.fields.number",
  voucherDate: "cases.fields.invoiceDate",
  dueDate: "cases.fields.dueDate",
  amount: "cases.fields.amount",
};

/**
 * Claims typed in (invoice number, invoice date, due date, amount): each is checked by core's rules when added;
 * the API's answers about a typed claim (`claims.<i>.<field>`) are shown on its row.
 */
export function TypedClaims({
  typed,
  onChange,
  errors,
}: {
  typed: TypedClaimDraft[];
  onChange: (typed: TypedClaimDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const add = (e: FormEvent) => {
    e.preventDefault();
    const found = checkTypedClaim({ key: "", ...draft });
    if (Object.values(found).some(Boolean)) {
      setDraftErrors(found);
      return;
    }
    onChange([...typed, { key: `typed-${++keys}`, ...draft }]);
    setDraft(EMPTY);
    setDraftErrors({});
  };
  const rowErrors = (i: number) =>
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`claims.${i}.`))
      .map(([path, message]) => {
        const field = FIELD_LABELS[path.split(".")[2] ?? ""];
        return field ? `${t(field)}: ${message}` : message;
      });
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t("cases.wizard.typedHeading")}</h3>
      {typed.length > 0 ? (
        <ul className="grid gap-2" aria-label={t("cases.wizard.typedHeading")}>
          {typed.map((c, i) => (
            <li key={c.key} className="grid gap-1 rounded-md border border-neutral-200 bg-white px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <strong>{c.number}</strong> · {formatDate(c.voucherDate)} · {t("cases.fields.dueDate")}{" "}
                  {formatDate(c.dueDate)} · {formatMoney(parseAmount(c.amount) ?? 0)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("cases.wizard.removeTyped", { number: c.number })}
                  onClick={() => onChange(typed.filter((x) => x.key !== c.key))}
                >
                  <Trash2 aria-hidden="true" />
                  {t("common.remove")}
                </Button>
              </div>
              {rowErrors(i).map((m) => (
                <p key={m} className="text-sm font-medium text-red-700">
                  {m}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={add}
        noValidate
        aria-label={t("cases.wizard.addTyped")}
        className="grid gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          name="number"
          label={t("cases.fields.number")}
          required
          maxLength={50}
          value={draft.number}
          onChange={(e) => set("number")(e.target.value)}
          error={caseMessage(draftErrors.number)}
        />
        <DateField
          name="voucherDate"
          label={t("cases.fields.invoiceDate")}
          required
          value={draft.voucherDate}
          onChange={set("voucherDate")}
          error={caseMessage(draftErrors.voucherDate)}
        />
        <DateField
          name="dueDate"
          label={t("cases.fields.dueDate")}
          required
          value={draft.dueDate}
          onChange={set("dueDate")}
          error={caseMessage(draftErrors.dueDate)}
        />
        <TextField
          name="amount"
          label={t("cases.fields.amount")}
          required
          inputMode="decimal"
          maxLength={20}
          description={t("cases.wizard.amountHint")}
          value={draft.amount}
          onChange={(e) => set("amount")(e.target.value)}
          error={caseMessage(draftErrors.amount)}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="outline">
            <Plus aria-hidden="true" />
            {t("cases.wizard.addTyped")}
          </Button>
        </div>
      </form>
    </div>
  );
}
