import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ParseKeys } from "i18next";
import type { ResourceDescriptor, ViewOf } from "@innfri/core/resource/define";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";
import type { FormValues } from "./form-fields";
import { ResourceFormBody, type ResourceFormProps } from "./resource-form-dialog";
import { resourceTexts } from "./resource-texts";
import { idOf, resourceItemQuery } from "./use-resource";

export interface ResourceFormPageProps<D extends ResourceDescriptor> {
  descriptor: D;
  /** The route's `{action}` and `{id?}`: "create" without an id, "edit" with one; anything else is the 404 page. */
  action: string;
  id?: string;
  /** The list page the form returns to (`/admin/<name>`). */
  listTo: string;
  itemLabel?: (item: ViewOf<D>) => string;
  form?: Pick<ResourceFormProps<D>, "overrides" | "toForm">;
  /** Beside the fields: what the values being typed give (a template's preview). */
  aside?: (values: FormValues) => ReactNode;
}

/**
 * The form of a resource on a page of its own, for forms too large for a dialog (procedures, steps, letter
 * templates): the same fields, validation and 422 handling as the dialog (ResourceFormBody), a link back to the
 * list, and back to the list when saved or cancelled. An unknown action or id shows the 404 page.
 */
export function ResourceFormPage<D extends ResourceDescriptor>({
  descriptor,
  action,
  id,
  listTo,
  itemLabel = (item) => idOf(descriptor, item),
  form,
  aside,
}: ResourceFormPageProps<D>) {
  const { t } = useTranslation();
  const texts = resourceTexts<ViewOf<D>>(t, descriptor.name, itemLabel);
  usePageTitle(`resources.${descriptor.name}.title` as ParseKeys);
  const navigate = useNavigate();
  const valid = (action === "create" && !id) || (action === "edit" && !!id);
  const editing = valid && action === "edit";
  const item = useQuery({ ...resourceItemQuery(descriptor, id ?? ""), enabled: editing });
  const back = () => void navigate({ to: listTo });

  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) return <Navigate to="/404" replace />;
  if (editing && !item.data) return <Spinner label={t("app.loading")} />;
  const heading = item.data ? texts.editHeading(item.data) : texts.createHeading;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <Link to={listTo} className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.title}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
      {texts.formDescription ? <p className="max-w-3xl text-sm text-neutral-700">{texts.formDescription}</p> : null}
      <ResourceFormBody
        key={item.data ? idOf(descriptor, item.data) : "new"}
        descriptor={descriptor}
        item={item.data}
        title={heading}
        submitLabel={texts.save}
        label={texts.label}
        help={texts.help}
        optionLabel={texts.option}
        overrides={form?.overrides}
        toForm={form?.toForm}
        aside={aside}
        onSaved={() => {
          toast.success(texts.saved, { id: `${descriptor.name}-saved` });
          back();
        }}
        onCancel={back}
      />
    </div>
  );
}
