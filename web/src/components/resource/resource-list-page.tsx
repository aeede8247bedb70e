import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ParseKeys } from "i18next";
import type { ResourceDescriptor, ViewOf } from "@innfri/core/resource/define";
import { allowsType, isCustomerRole } from "@innfri/core/resource/roles";
import { DataTable, type Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { usePageTitle } from "@/lib/use-page-title";
import { CsvButtons } from "./csv-buttons";
import { ListPageFrame } from "./list-page";
import { ResourceFormDialog, type ResourceFormProps } from "./resource-form-dialog";
import { resourceTexts, type ResourceTexts } from "./resource-texts";
import { useFocusReturn } from "./use-focus-return";
import { idOf, resourceListQuery, useResourceMutation } from "./use-resource";

export interface ResourceListPageProps<D extends ResourceDescriptor> {
  descriptor: D;
  search: ListSearch;
  /** The data columns; the page adds Edit and Delete. */
  columns: Column<ViewOf<D>>[];
  /** The i18n key of the page title (default `resources.<name>.title`). */
  titleKey?: ParseKeys;
  /** Offer "New" (not where items come from elsewhere, as customers' feedback). */
  canCreate?: boolean;
  /** The texts; by default `resources.<name>.*` and `resources.common.*`. */
  texts?: ResourceTexts<ViewOf<D>>;
  /** How an item is named in buttons and headings ("0301 Oslo"); by default its id. */
  itemLabel?: (item: ViewOf<D>) => string;
  /** List filters (the descriptor's `filters`), sent with the list call. */
  extra?: Record<string, string | undefined>;
  /** Filters shown beside the search field. */
  toolbar?: ReactNode;
  /** Shown between the heading and the table (a warning about the data). */
  notice?: ReactNode;
  form?: Pick<ResourceFormProps<D>, "overrides" | "toForm">;
  /** The form is a page of its own (resource-form-page.tsx): New goes to `<formRoute>/create`, Edit to `/edit/<id>`. */
  formRoute?: string;
}

/**
 * The admin page of a resource: heading, "New", CSV export/import (descriptors with `csv`), the shared table with
 * the list state in the URL, Edit and Delete in each row, the create/update form in a dialog and the delete
 * confirmation, both giving the focus back to the button that opened them. Writing is offered to the user types
 * the descriptor's `access.write` lets in (the API checks it again).
 */
export function ResourceListPage<D extends ResourceDescriptor>({
  descriptor,
  search,
  columns,
  titleKey,
  canCreate = true,
  texts: given,
  itemLabel = (item) => idOf(descriptor, item),
  extra,
  toolbar,
  notice,
  form,
  formRoute,
}: ResourceListPageProps<D>) {
  const { t } = useTranslation();
  usePageTitle(titleKey ?? (`resources.${descriptor.name}.title` as ParseKeys));
  // Create, change and delete for the user types the descriptor's `access.write` lets in.
  const type = useSession()?.type;
  const write = descriptor.access.write;
  const canWrite = !!type && !isCustomerRole(write) && allowsType(write, type);
  const texts = given ?? resourceTexts<ViewOf<D>>(t, descriptor.name, itemLabel);
  const navigate = useListNavigate();
  const list = useQuery(resourceListQuery(descriptor, search, extra));
  const remove = useResourceMutation(descriptor, "remove");
  const [editing, setEditingInDialog] = useState<ViewOf<D> | "new" | null>(null);
  const go = useNavigate();
  const setEditing = (target: ViewOf<D> | "new" | null) => {
    if (!formRoute || target === null) return setEditingInDialog(target);
    const path =
      target === "new" ? `${formRoute}/create` : `${formRoute}/edit/${encodeURIComponent(idOf(descriptor, target))}`;
    void go({ to: path });
  };
  const [deleting, setDeleting] = useState<ViewOf<D> | null>(null);
  const focus = useFocusReturn();

  const actions: Column<ViewOf<D>> = {
    id: "actions",
    header: t("common.actions"),
    cell: (item) => (
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="outline"
          aria-label={texts.editFor(item)}
          onClick={(e) => {
            focus.remember(e);
            setEditing(item);
          }}
        >
          <Pencil aria-hidden="true" />
          {texts.edit}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={texts.deleteFor(item)}
          onClick={(e) => {
            focus.remember(e);
            setDeleting(item);
          }}
        >
          <Trash2 aria-hidden="true" />
          {texts.delete}
        </Button>
      </div>
    ),
  };

  return (
    <ListPageFrame
      heading={texts.title}
      intro={texts.intro}
      actions={
        <>
          {descriptor.csv ? <CsvButtons descriptor={descriptor} canImport={canWrite} /> : null}
          {canWrite && canCreate ? (
            <Button
              ref={focus.fallback}
              onClick={(e) => {
                focus.remember(e);
                setEditing("new");
              }}
            >
              <Plus aria-hidden="true" />
              {texts.newItem}
            </Button>
          ) : null}
        </>
      }
    >
      {notice}
      <DataTable
        caption={texts.title}
        columns={canWrite ? [...columns, actions] : columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={(item) => idOf(descriptor, item)}
        loading={list.isPending}
        search={search}
        onSearchChange={navigate}
        searchLabel={descriptor.list.search === "prefix" ? texts.search : undefined}
        toolbar={toolbar}
        empty={texts.empty}
        columnMenu
      />
      <ResourceFormDialog
        descriptor={descriptor}
        item={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onCloseAutoFocus={focus.returnFocus}
        title={editing && editing !== "new" ? texts.editHeading(editing) : texts.createHeading}
        description={texts.formDescription}
        submitLabel={texts.save}
        label={texts.label}
        help={texts.help}
        optionLabel={texts.option}
        overrides={form?.overrides}
        toForm={form?.toForm}
        onSaved={() => {
          toast.success(texts.saved, { id: `${descriptor.name}-saved` });
          setEditing(null);
        }}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent onCloseAutoFocus={focus.returnFocus}>
          <DialogTitle>{deleting ? texts.deleteHeading(deleting) : null}</DialogTitle>
          <DialogDescription>{deleting ? texts.deleteText(deleting) : null}</DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t("common.cancel")}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(idOf(descriptor, deleting), {
                  onSuccess: () => toast.success(texts.deleted, { id: `${descriptor.name}-deleted` }),
                  onSettled: () => setDeleting(null),
                })
              }
            >
              {remove.isPending ? <Spinner /> : null}
              {texts.delete}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </ListPageFrame>
  );
}
