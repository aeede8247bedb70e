import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAPPED_FIELDS, type MappedField } from "@innfri/core/ledger/import/mapping";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { importQuery, saveImportMapping, type ColumnMapping, type ImportKind, type LedgerImport } from "../api/imports";

const KINDS: ImportKind[] = ["invoice", "creditNote", "payment"];
const FROM_COLUMN = "column";

const emptyMapping: ColumnMapping = { kind: "invoice", columns: {} };

/** A key that changes with the import and its mapping (a new preview), resetting the form's choices. */
export const mappingKey = (item: LedgerImport) => `${item.id}:${JSON.stringify(item.mapping ?? null)}`;

/** The mapping as sent: columns left "not in the file" are left out. */
function cleaned(mapping: ColumnMapping): ColumnMapping {
  const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([, v]) => v));
  return { ...mapping, columns };
}

/**
 * CSV and Excel: which column holds which field, one select per field with the file's headers as options, prefilled
 * with the mapping the preview was made with (saved for the customer, or suggested from the headers). "Apply" saves
 * it and the file is read again. Render it with `key={mappingKey(item)}`.
 */
export function ColumnMappingForm({
  item,
  customerId,
  canChange,
}: {
  item: LedgerImport;
  customerId: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const queryClient = useQueryClient();
  // the parent keys this form by the import's mapping, so a new preview starts from its own mapping
  const initial = item.mapping ?? emptyMapping;
  const [mapping, setMapping] = useState<ColumnMapping>(initial);

  const save = useMutation({
    mutationFn: () => saveImportMapping(item.id, cleaned(mapping)),
    onSuccess: (next) => queryClient.setQueryData(importQuery(customerId, item.id).queryKey, next),
  });

  const headers = item.headers ?? [];
  const columnOptions = [
    { value: "", label: t("imports.mapping.none") },
    ...headers.map((h) => ({ value: h, label: h })),
  ];
  const kindColumn = typeof initial.kind === "object" ? initial.kind : null;
  const kindValue = typeof mapping.kind === "string" ? mapping.kind : FROM_COLUMN;
  const kindOptions = [
    ...KINDS.map((k) => ({ value: k, label: t(`imports.mapping.kinds.${k}`) })),
    ...(kindColumn
      ? [{ value: FROM_COLUMN, label: t("imports.mapping.kinds.column", { column: kindColumn.column }) }]
      : []),
  ];
  const setColumn = (field: MappedField, value: string) =>
    setMapping((m) => ({ ...m, columns: { ...m.columns, [field]: value || undefined } }));

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!canChange || save.isPending} className="grid gap-4">
        <legend className="sr-only">{t("imports.mapping.columnsLabel")}</legend>
        <div className="sm:max-w-xs">
          <SelectField
            id={`${ids}-kind`}
            name="kind"
            label={t("imports.mapping.kind")}
            value={kindValue}
            onChange={(e) =>
              setMapping((m) => ({
                ...m,
                kind: e.target.value === FROM_COLUMN && kindColumn ? kindColumn : (e.target.value as ImportKind),
              }))
            }
            options={kindOptions}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {MAPPED_FIELDS.map((field) => (
            <SelectField
              key={field}
              id={`${ids}-${field}`}
              name={`columns.${field}`}
              label={t(`imports.fields.${field}`)}
              value={mapping.columns[field] ?? ""}
              onChange={(e) => setColumn(field, e.target.value)}
              // a saved column the file does not have stays visible, so the user sees what is wrong
              options={
                mapping.columns[field] && !headers.includes(mapping.columns[field]!)
                  ? [...columnOptions, { value: mapping.columns[field]!, label: mapping.columns[field]! }]
                  : columnOptions
              }
            />
          ))}
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${ids}-negative`}
            checked={!!mapping.negativeAsCreditNote}
            onChange={(e) => setMapping((m) => ({ ...m, negativeAsCreditNote: e.target.checked || undefined }))}
          />
          <Label htmlFor={`${ids}-negative`}>{t("imports.mapping.negativeAsCreditNote")}</Label>
        </div>
        {canChange ? (
          <div>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {t("imports.mapping.apply")}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
