import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { BUILT_IN_PERMISSIONS, check, rightsFrom, type Flag, type Rights, type UserType } from "./rules";

interface ActorLike {
  userId: string;
  type: UserType;
}

/** The actor's rights on a customer, with the membership (and its custom type) read from the table. */
export async function rightsOf(actor: ActorLike, customerId: string): Promise<Rights> {
  const { data: membership } = await db().entities.membership.get({ customerId, userId: actor.userId }).go();
  const permission = membership?.permission ?? null;
  const custom =
    permission && !(BUILT_IN_PERMISSIONS as readonly string[]).includes(permission)
      ? (await db().entities.customerPermission.get({ customerId, permissionTypeId: permission }).go()).data
      : null;
  return rightsFrom(actor, permission, custom);
}

/**
 * Checks the actor may act on the customer (and, with a flag, may use that right). The actor of a request
 * carries the rights of its loaded customer (`loaded`), which are used instead of reading them again.
 */
export async function authorize(
  actor: ActorLike & { customerId?: string | null; rights?: Rights | null },
  customerId: string,
  flag?: Flag,
): Promise<Rights> {
  const rights = actor.customerId === customerId && actor.rights ? actor.rights : await rightsOf(actor, customerId);
  check(rights, flag);
  return rights;
}
