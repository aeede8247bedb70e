import "./entities"; // registers the entities named here
import "../i18n/resources"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import type { SendChannel } from "../law/vocabulary";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore, type CrudActor } from "../dynamo/crud";
import { db } from "../dynamo/db";
import { searchKey } from "../resource/fields";
import { ClaimTypeResource, type ClaimTypeView, type CreateClaimTypeInput } from "./claim-type.schema";
import type {
  ClaimTypeEntity,
  GlobalStepEntity,
  ProcedureAfterGlobalStepEntity,
  ProcedureEntity,
  StepEntity,
} from "./entities";
import {
  GlobalStepResource,
  ProcedureAfterGlobalStepResource,
  ProcedureResource,
  StepResource,
  type CreateGlobalStepInput,
  type CreateProcedureInput,
  type CreateStepInput,
  type GlobalStepView,
  type ProcedureAfterGlobalStepInput,
  type ProcedureAfterGlobalStepView,
  type ProcedureView,
  type StepView,
  type UpdateStepInput,
} from "./procedure.schema";

/**
 * The stores of the collection configuration (crudStore, dynamo/crud.ts): each list by its name key (search a
 * prefix of the Norwegian name); steps also by procedure and order. An id the admin gives (a seeded "person") is
 * kept; without one a ULID is minted. A taken id is a 422 on `id`.
 */
type Loose = any;
const order = (desc: boolean) => (desc ? ("desc" as const) : ("asc" as const));
const stamped = (i: { createdAt: number; updatedAt: number; updatedBy: string }) => ({
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
  updatedBy: i.updatedBy,
});
const by = (actor: CrudActor) => ({ updatedBy: actor.userId });
const taken = { field: "id", message: "validation.alreadyExists" } as const;
const go = (o: { cursor: string | null; limit: number; attributes?: string[] | undefined }, desc: boolean) => ({
  ...o,
  order: order(desc),
  attributes: o.attributes as ["id"] | undefined,
});

type ProcedureItem = EntityItem<typeof ProcedureEntity>;
type ProcedureInput = CreateProcedureInput;
export const procedures = crudStore<
  "procedure",
  ProcedureItem,
  ProcedureView,
  ProcedureInput,
  Omit<ProcedureInput, "id">
>("procedure", {
  keyOf: (id) => ({ listed: ProcedureResource.name, id }),
  taken,
  toView: (i) => ({ id: i.id, nameNo: i.nameNo, nameEn: i.nameEn, appliesTo: i.appliesTo, ...stamped(i) }),
  toItem: (input, actor) =>
    ({ ...input, listed: ProcedureResource.name, nameKey: searchKey(input.nameNo), ...by(actor) }) as ProcedureItem,
  toPatch: (input, actor) => ({ ...input, nameKey: searchKey(input.nameNo), ...by(actor) }),
  keyAttributes: ["listed", "id", "nameKey"],
  counter: { scope: GLOBAL_SCOPE, name: ProcedureResource.name },
  list: ({ sort, search, filters }) => {
    const q = db().entities.procedure.query.byName({ listed: ProcedureResource.name });
    const appliesTo = filters?.appliesTo as ProcedureItem["appliesTo"] | undefined;
    return {
      run: (o) => {
        const base = search ? q.begins({ nameKey: searchKey(search) }) : q;
        return (appliesTo ? base.where((a, { eq }) => eq(a.appliesTo, appliesTo)) : base).go(go(o, sort.desc)) as never;
      },
    };
  },
});

const orderKey = (n: number) => String(n).padStart(4, "0");
const stepPatch = <T extends UpdateStepInput>(input: T) => {
  const { letterTemplate, emailTemplate, ...rest } = input;
  return {
    ...rest,
    orderKey: orderKey(input.order),
    nameKey: searchKey(input.nameNo),
    letterTemplate: letterTemplate ?? null,
    emailTemplate: emailTemplate ?? null,
  };
};
const stepView = (i: EntityItem<typeof StepEntity> | EntityItem<typeof GlobalStepEntity>) => ({
  id: i.id,
  order: i.order,
  kind: i.kind,
  nameNo: i.nameNo,
  nameEn: i.nameEn,
  deadlineDays: i.deadlineDays,
  waitDays: i.waitDays,
  channels: i.channels as SendChannel[],
  letterTemplate: i.letterTemplate ?? null,
  emailTemplate: i.emailTemplate ?? null,
  autopilot: i.autopilot,
  ...stamped(i),
});
/** An item to create: null fields left out (the entity has no null), the id given or minted. */
const stepItem = <T extends UpdateStepInput & { id?: string | null | undefined }>(input: T, actor: CrudActor) => {
  const fields = Object.fromEntries(Object.entries(stepPatch(input)).filter(([, v]) => v !== null));
  return { ...fields, id: input.id ?? ulid(), ...by(actor) };
};

type StepItem = EntityItem<typeof StepEntity>;
export const steps = crudStore<"step", StepItem, StepView, CreateStepInput, UpdateStepInput>("step", {
  keyOf: (id) => ({ listed: StepResource.name, id }),
  taken,
  toView: (i) => ({ ...stepView(i), procedureId: i.procedureId }),
  toItem: (input, actor) =>
    ({ ...stepItem(input, actor), listed: StepResource.name, procedureId: input.procedureId }) as StepItem,
  // the procedure is kept; given again so the order index (procedure, order) can be rewritten
  toPatch: (input, actor, before) => ({ ...stepPatch(input), procedureId: before.procedureId, ...by(actor) }),
  keyAttributes: ["listed", "id", "nameKey", "procedureId", "orderKey"],
  counter: { scope: GLOBAL_SCOPE, name: StepResource.name },
  list: ({ sort, search, filters }) => {
    const q = db().entities.step.query;
    const listed = StepResource.name;
    const procedureId = filters?.procedureId as string | undefined;
    const kind = filters?.kind as StepItem["kind"] | undefined;
    return {
      run: (o) => {
        const base = search
          ? q.byName({ listed }).begins({ nameKey: searchKey(search) })
          : procedureId
            ? q.byProcedure({ listed, procedureId })
            : sort.field === "nameNo"
              ? q.byName({ listed })
              : q.byProcedure({ listed });
        const bySearch = procedureId && search;
        if (!bySearch && !kind) return base.go(go(o, sort.desc)) as never;
        // ElectroDB's query types differ per index; the filter is the same on each
        return (base as Loose)
          .where((a: Loose, { eq }: Loose) =>
            [bySearch ? eq(a.procedureId, procedureId) : null, kind ? eq(a.kind, kind) : null]
              .filter(Boolean)
              .join(" AND "),
          )
          .go(go(o, sort.desc)) as never;
      },
    };
  },
});

type GlobalStepItem = EntityItem<typeof GlobalStepEntity>;
export const globalSteps = crudStore<
  "globalStep",
  GlobalStepItem,
  GlobalStepView,
  CreateGlobalStepInput,
  UpdateStepInput
>("globalStep", {
  keyOf: (id) => ({ listed: GlobalStepResource.name, id }),
  taken,
  toView: stepView,
  toItem: (input, actor) => ({ ...stepItem(input, actor), listed: GlobalStepResource.name }) as GlobalStepItem,
  toPatch: (input, actor) => ({ ...stepPatch(input), ...by(actor) }),
  keyAttributes: ["listed", "id", "nameKey"],
  counter: { scope: GLOBAL_SCOPE, name: GlobalStepResource.name },
  list: ({ sort, search, filters }) => {
    const q = db().entities.globalStep.query.byName({ listed: GlobalStepResource.name });
    const kind = filters?.kind as GlobalStepItem["kind"] | undefined;
    return {
      run: (o) => {
        const base = search ? q.begins({ nameKey: searchKey(search) }) : q;
        return (kind ? base.where((a, { eq }) => eq(a.kind, kind)) : base).go(go(o, sort.desc)) as never;
      },
    };
  },
});

type AfterItem = EntityItem<typeof ProcedureAfterGlobalStepEntity>;
type AfterInput = ProcedureAfterGlobalStepInput;
export const proceduresAfterGlobalStep = crudStore<
  "procedureAfterGlobalStep",
  AfterItem,
  ProcedureAfterGlobalStepView,
  AfterInput,
  Omit<AfterInput, "id">
>("procedureAfterGlobalStep", {
  keyOf: (id) => ({ listed: ProcedureAfterGlobalStepResource.name, id }),
  taken,
  toView: (i) => ({
    id: i.id,
    globalStepId: i.globalStepId,
    appliesTo: i.appliesTo,
    procedureId: i.procedureId,
    stepId: i.stepId ?? null,
    ...stamped(i),
  }),
  toItem: (input, actor) => {
    const { stepId, id, ...rest } = input;
    const listed = ProcedureAfterGlobalStepResource.name;
    return { ...rest, ...(stepId ? { stepId } : {}), listed, id: id ?? ulid(), ...by(actor) } as AfterItem;
  },
  toPatch: (input, actor) => ({ ...input, stepId: input.stepId ?? null, ...by(actor) }),
  keyAttributes: ["listed", "id", "globalStepId", "appliesTo"],
  counter: { scope: GLOBAL_SCOPE, name: ProcedureAfterGlobalStepResource.name },
  list: ({ sort, filters }) => {
    const q = db().entities.procedureAfterGlobalStep.query.byGlobalStep({
      listed: ProcedureAfterGlobalStepResource.name,
    });
    const appliesTo = filters?.appliesTo as AfterItem["appliesTo"] | undefined;
    return {
      run: (o) => (appliesTo ? q.where((a, { eq }) => eq(a.appliesTo, appliesTo)) : q).go(go(o, sort.desc)) as never,
    };
  },
});

type ClaimTypeItem = EntityItem<typeof ClaimTypeEntity>;
export const claimTypes = crudStore<
  "claimType",
  ClaimTypeItem,
  ClaimTypeView,
  CreateClaimTypeInput,
  Omit<CreateClaimTypeInput, "id">
>("claimType", {
  keyOf: (id) => ({ listed: ClaimTypeResource.name, id }),
  taken,
  toView: (i) => ({
    id: i.id,
    nameNo: i.nameNo,
    nameEn: i.nameEn,
    voucherType: i.voucherType,
    invoiceType: i.invoiceType ?? null,
    ...stamped(i),
  }),
  toItem: (input, actor) => {
    const { invoiceType, id, ...rest } = input;
    return {
      ...rest,
      ...(invoiceType ? { invoiceType } : {}),
      nameKey: searchKey(input.nameNo),
      listed: ClaimTypeResource.name,
      id: id ?? ulid(),
      ...by(actor),
    } as ClaimTypeItem;
  },
  toPatch: (input, actor) => ({
    ...input,
    invoiceType: input.invoiceType ?? null,
    nameKey: searchKey(input.nameNo),
    ...by(actor),
  }),
  keyAttributes: ["listed", "id", "nameKey"],
  counter: { scope: GLOBAL_SCOPE, name: ClaimTypeResource.name },
  list: ({ sort, search }) => {
    const q = db().entities.claimType.query.byName({ listed: ClaimTypeResource.name });
    return { run: (o) => (search ? q.begins({ nameKey: searchKey(search) }) : q).go(go(o, sort.desc)) as never };
  },
});
