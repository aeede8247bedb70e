import type { TFunction } from "i18next";

/** Every text a resource page shows. */
export interface ResourceTexts<V> {
  title: string;
  intro?: string;
  newItem: string;
  search: string;
  empty?: string;
  edit: string;
  delete: string;
  editFor: (item: V) => string;
  deleteFor: (item: V) => string;
  createHeading: string;
  editHeading: (item: V) => string;
  formDescription?: string;
  save: string;
  label: (field: string) => string;
  help?: (field: string) => string | undefined;
  option?: (field: string, value: string) => string;
  deleteHeading: (item: V) => string;
  deleteText: (item: V) => string;
  saved: string;
  deleted: string;
}

/**
 * The texts of a resource page from the catalogue: `resources.<name>.*` (title, intro, new, createHeading,
 * fields.<field>, help.<field>, options.<field>.<value>) and the shared `resources.common.*`.
 */
export function resourceTexts<V>(t: TFunction, name: string, itemLabel: (item: V) => string): ResourceTexts<V> {
  const own = (key: string, params?: Record<string, string>) =>
    String(t(`resources.${name}.${key}` as never, params as never));
  const common = (key: string, params?: Record<string, string>) =>
    String(t(`resources.common.${key}` as never, params as never));
  const optional = (key: string) => {
    const full = `resources.${name}.${key}`;
    const text = String(t(full as never));
    return text === full ? undefined : text;
  };
  return {
    title: own("title"),
    intro: optional("intro"),
    newItem: own("new"),
    search: optional("search") ?? common("search"),
    empty: optional("empty"),
    edit: common("edit"),
    delete: common("delete"),
    editFor: (item) => common("editFor", { item: itemLabel(item) }),
    deleteFor: (item) => common("deleteFor", { item: itemLabel(item) }),
    createHeading: own("new"),
    editHeading: (item) => common("editHeading", { item: itemLabel(item) }),
    save: common("save"),
    label: (field) => own(`fields.${field}`),
    help: (field) => optional(`help.${field}`),
    // a resource's own label of a choice, else the shared one (`resources.options.<field>.<value>`: step kinds…)
    option: (field, value) =>
      optional(`options.${field}.${value}`) ?? String(t(`resources.options.${field}.${value}` as never)),
    deleteHeading: (item) => common("deleteHeading", { item: itemLabel(item) }),
    deleteText: () => common("deleteText"),
    saved: common("saved"),
    deleted: common("deleted"),
  };
}
