import * as Deletion from "@innfri/core/accounts/deletion";
import { isAdminType } from "@innfri/core/accounts/rules";
import { t } from "@innfri/core/i18n/messages";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { MessageResponse, responses } from "../../lib/schemas";
import { idParam, tags } from "./common";

/** Deleting a customer: requested by a member with deleteCustomerAccount (7 days), or for good by admin. */
export const deletionRoutes = router()
  .openapi(
    secured({
      method: "delete",
      path: "/{id}",
      tags,
      role: "customer:deleteCustomerAccount",
      summary: "Request deletion of the customer (deleteCustomerAccount); it takes effect after 7 days",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.requestCustomerDeletion(c.get("customerId"), c.get("actor").userId);
      return c.json({ message: t(c.get("lang"), "customers.deletionRequested") }, 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/restore",
      tags,
      // admin and superadmin pass the role whatever their flags, and may also restore a customer already deleted
      role: "customer:deleteCustomerAccount",
      summary: "Cancel a requested deletion (deleteCustomerAccount), or (admin) restore a deleted customer",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.restoreCustomer(c.get("customerId"), isAdminType(c.get("actor").type));
      return c.json({ message: t(c.get("lang"), "customers.restored") }, 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/force-delete/{id}",
      tags,
      role: "admin",
      summary: "Admin: remove a customer and its memberships for good",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Deletion.forceDeleteCustomer(c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "customers.forceDeleted") }, 200);
    },
  );
