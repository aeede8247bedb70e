import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  fillPlaceholders,
  PLACEHOLDER_NAMES,
  PLACEHOLDERS,
  SAMPLE_VALUES,
  unknownPlaceholders,
} from "@innfri/core/letters/placeholders";
import {
  DocumentResource,
  EmailTemplateResource,
  GeneralDocumentResource,
  TEMPLATE_LANGUAGES,
  type DocumentView,
  type EmailTemplateView,
  type GeneralDocumentView,
} from "@innfri/core/letters/template.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import type { FormValues } from "@/components/resource/form-fields";
import { FilterSelect } from "@/components/resource/filter-select";
import { ResourceFormPage } from "@/components/resource/resource-form-page";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { filtersOf } from "@/components/resource/resource-search";
import { resourceItemQuery } from "@/components/resource/use-resource";
import { currentLanguage } from "@/i18n";

/**
 * /admin/documents, /admin/general-documents and /admin/email-templates, and their form pages with a live preview:
 * the texts being typed filled with the sample case (the same fillPlaceholders the letters use; the API's
 * POST /{id}/preview answers the same for a stored template).
 */
type Search = ListSearch & { language?: string };
type Template = DocumentView | GeneralDocumentView | EmailTemplateView;

function useTexts(name: string) {
  const { t } = useTranslation();
  return {
    k: (key: string) => String(t(`resources.${name}.${key}` as never)),
    option: (field: string, value: string) => t(`resources.options.${field}.${value}` as never) as string,
  };
}

function TemplatesPage<
  D extends typeof DocumentResource | typeof GeneralDocumentResource | typeof EmailTemplateResource,
>({ descriptor, search, formRoute }: { descriptor: D; search: Search; formRoute: string }) {
  const { k, option } = useTexts(descriptor.name);
  return (
    <ResourceListPage
      descriptor={descriptor as typeof DocumentResource}
      search={search}
      extra={filtersOf(descriptor, search)}
      formRoute={formRoute}
      itemLabel={(d: Template) => `${d.name} (${d.language})`}
      toolbar={
        <FilterSelect
          name="language"
          label={k("filter")}
          value={search.language}
          allLabel={k("all")}
          options={TEMPLATE_LANGUAGES.map((v) => ({ value: v, label: option("language", v) }))}
        />
      }
      columns={[
        { id: "name", header: k("fields.name"), sortKey: "name", cell: (d) => d.name },
        { id: "template", header: k("fields.template"), sortKey: "template", cell: (d) => <code>{d.template}</code> },
        { id: "language", header: k("fields.language"), cell: (d) => option("language", d.language) },
      ]}
    />
  );
}

export const DocumentsPage = ({ search }: { search: Search }) => (
  <TemplatesPage descriptor={DocumentResource} search={search} formRoute="/admin/document" />
);
export const GeneralDocumentsPage = ({ search }: { search: Search }) => (
  <TemplatesPage descriptor={GeneralDocumentResource} search={search} formRoute="/admin/general-document" />
);
export const EmailTemplatesPage = ({ search }: { search: Search }) => (
  <TemplatesPage descriptor={EmailTemplateResource} search={search} formRoute="/admin/email-template" />
);

/** The texts filled with the sample case; a text naming an unknown placeholder says which instead. */
function TemplatePreview({ name, fields, values }: { name: string; fields: string[]; values: FormValues }) {
  const { t } = useTranslation();
  const { k } = useTexts(name);
  const lang = currentLanguage();
  const general = values.generalDocument?.trim();
  const generalDoc = useQuery({
    ...resourceItemQuery(GeneralDocumentResource, `${general}-${values.language || "no"}`),
    enabled: !!general,
  });
  const texts: [string, string][] = fields.map((f) => [k(`fields.${f}`), values[f] ?? ""]);
  if (generalDoc.data)
    texts.push([t("resources.template-preview.general", { name: generalDoc.data.name }), generalDoc.data.text]);
  return (
    <section
      aria-labelledby="template-preview"
      className="grid gap-3 rounded-md border border-neutral-300 bg-white p-4"
    >
      <h2 id="template-preview" className="text-lg font-semibold">
        {t("resources.template-preview.heading")}
      </h2>
      {texts.map(([label, text]) => {
        const unknown = unknownPlaceholders(text);
        return (
          <div key={label} className="grid gap-1">
            <h3 className="text-sm font-medium text-neutral-700">{label}</h3>
            {unknown.length ? (
              <p className="text-sm text-red-700">
                {t("resources.template-preview.unknown", { names: unknown.map((n) => `{{${n}}}`).join(", ") })}
              </p>
            ) : (
              <p className="whitespace-pre-wrap text-sm">{fillPlaceholders(text, SAMPLE_VALUES)}</p>
            )}
          </div>
        );
      })}
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t("resources.template-preview.placeholders")}</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {PLACEHOLDER_NAMES.map((n) => (
            <div key={n} className="contents">
              <dt>
                <code>{`{{${n}}}`}</code>
              </dt>
              <dd>{PLACEHOLDERS[n].description[lang]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

type FormRoute = { action: string; id?: string };
const label = (d: Template) => `${d.name} (${d.language})`;
const wide = { upperText: { kind: "textarea" as const }, lowerText: { kind: "textarea" as const } };

export const DocumentFormPage = (p: FormRoute) => (
  <ResourceFormPage
    descriptor={DocumentResource}
    {...p}
    listTo="/admin/documents"
    itemLabel={label}
    form={{ overrides: wide }}
    aside={(values) => (
      <TemplatePreview name="documents" fields={["title", "upperText", "lowerText"]} values={values} />
    )}
  />
);
export const GeneralDocumentFormPage = (p: FormRoute) => (
  <ResourceFormPage
    descriptor={GeneralDocumentResource}
    {...p}
    listTo="/admin/general-documents"
    itemLabel={label}
    aside={(values) => <TemplatePreview name="general-documents" fields={["text"]} values={values} />}
  />
);
export const EmailTemplateFormPage = (p: FormRoute) => (
  <ResourceFormPage
    descriptor={EmailTemplateResource}
    {...p}
    listTo="/admin/email-templates"
    itemLabel={label}
    aside={(values) => <TemplatePreview name="email-templates" fields={["subject", "body"]} values={values} />}
  />
);
