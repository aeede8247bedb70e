import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { loadCustomer, type FlagsView } from "./customer";
import type { PermissionTypeInput } from "./customer.schema";
import { checkGrant, FLAGS, type Flag, type Flags, type Rights } from "./rules";

/** A customer's custom permission types (SPEC 6): named sets of the nine flags, given to members. */

type PermissionItem = { permissionTypeId: string; name: string } & Partial<Flags>;
const toFlagsView = (p: PermissionItem): FlagsView =>
  ({ id: p.permissionTypeId, name: p.name, ...Object.fromEntries(FLAGS.map((f) => [f, p[f] === true])) }) as FlagsView;
const flagValues = (flags: Partial<Record<Flag, boolean | undefined>>) =>
  Object.fromEntries(FLAGS.map((f) => [f, flags[f] === true])) as Flags;

export async function permissionTypes(customerId: string): Promise<FlagsView[]> {
  const { data } = await db().entities.customerPermission.query.byCustomer({ customerId }).go({ pages: "all" });
  return data.map(toFlagsView);
}

const flagsOn = (flags: Partial<Record<Flag, boolean | undefined>>) => FLAGS.filter((f) => flags[f] === true);

/** Creates a custom type: its flags lie within what the caller may grant (F2, F12h). */
export async function createPermissionType(
  customerId: string,
  input: PermissionTypeInput,
  rights: Rights,
): Promise<FlagsView> {
  checkGrant(rights, flagsOn(input.flags), "flags");
  await loadCustomer(customerId);
  const permissionTypeId = ulid();
  const { data } = await db()
    .entities.customerPermission.create({ customerId, permissionTypeId, name: input.name, ...flagValues(input.flags) })
    .go();
  return toFlagsView(data);
}

export async function updatePermissionType(
  customerId: string,
  permissionTypeId: string,
  input: PermissionTypeInput,
  rights: Rights,
): Promise<FlagsView> {
  const { data: current } = await db()
    .entities.customerPermission.get({ customerId, permissionTypeId })
    .go({ consistent: true });
  if (!current) throw new AppError("NOT_FOUND", "errors.notFound");
  // Flags the type already has may stay (a rename by someone who lacks one of them); adding one is a grant, so a
  // type cannot be given (by a holder, or anyone else) a flag its editor lacks (F12h).
  checkGrant(
    rights,
    flagsOn(input.flags).filter((f) => current[f] !== true),
    "flags",
  );
  try {
    const { data } = await db()
      .entities.customerPermission.patch({ customerId, permissionTypeId })
      .set({ name: input.name, ...flagValues(input.flags) })
      .go({ response: "all_new" });
    return toFlagsView(data as PermissionItem);
  } catch {
    throw new AppError("NOT_FOUND", "errors.notFound");
  }
}

/** Deletes a custom type; refused (409) while a user of the customer holds it. */
export async function deletePermissionType(customerId: string, permissionTypeId: string): Promise<void> {
  const { data: existing } = await db().entities.customerPermission.get({ customerId, permissionTypeId }).go();
  if (!existing) throw new AppError("NOT_FOUND", "errors.notFound");
  const [{ data: memberships }, { data: invitations }] = await Promise.all([
    db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" }),
    db().entities.invitation.query.byCustomer({ customerId }).go({ pages: "all" }),
  ]);
  if ([...memberships, ...invitations].some((m) => m.permission === permissionTypeId))
    throw new AppError("CONFLICT", "customers.permissionInUse");
  await db().entities.customerPermission.delete({ customerId, permissionTypeId }).go();
}
