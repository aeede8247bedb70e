import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { customersOfUser, toCustomerView, type CustomerView } from "./customer";
import { isStaffType, type UserType } from "./rules";

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  type: UserType;
  language: "no" | "en";
  twoFactorEnabled: boolean;
  customer: CustomerView | null;
  customers: CustomerView[];
}

/** Staff may have a customer loaded that they are not a member of. */
async function staffCustomer(type: UserType, customerId: string | null): Promise<CustomerView | null> {
  if (!isStaffType(type) || !customerId) return null;
  const { data } = await db().entities.customer.get({ customerId }).go();
  return data && !data.deletedAt ? toCustomerView(data, null) : null;
}

/** The signed-in user with the customer loaded in this session and all the user's customers. */
export async function currentUser(userId: string, customerId: string | null): Promise<CurrentUser> {
  const [{ data: user }, customers] = await Promise.all([
    db().entities.user.get({ userId }).go(),
    customersOfUser(userId),
  ]);
  if (!user) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
  return {
    id: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    type: user.type,
    language: user.language,
    twoFactorEnabled: Boolean(user.twoFactorSecret),
    customer: customers.find((c) => c.id === customerId) ?? (await staffCustomer(user.type, customerId)),
    customers,
  };
}
