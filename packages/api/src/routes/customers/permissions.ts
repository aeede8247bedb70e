import { z } from "@hono/zod-openapi";
import { PermissionTypeInput } from "@innfri/core/accounts/customer.schema";
import * as Members from "@innfri/core/accounts/members";
import { t } from "@innfri/core/i18n/messages";
import { listResponse } from "../../lib/list";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, MessageResponse, PermissionType, responses } from "../../lib/schemas";
import { id, idParam, tags } from "./common";

const typeParams = z.object({ id, typeId: id });

/**
 * A customer's custom permission types: read by anyone who may read the customer, changed with
 * accessPrivilegeSetting; core keeps the flags added within the caller's own (`checkGrant`).
 */
export const permissionRoutes = router()
  .openapi(
    secured({
      method: "get",
      path: "/{id}/permissions",
      tags,
      role: "customer:read",
      summary: "The customer's custom permission types with their flags",
      request: { params: idParam },
      responses: responses(listOf(PermissionType)),
    }),
    async (c) => {
      const types = await Members.permissionTypes(c.get("customerId"));
      return c.json(listResponse(types, types.length), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/permissions",
      tags,
      role: "customer:accessPrivilegeSetting",
      summary: "Create a custom permission type (accessPrivilegeSetting; only flags the caller holds)",
      request: { params: idParam, body: jsonBody(PermissionTypeInput) },
      responses: responses(PermissionType, "Created", 201),
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await Members.createPermissionType(c.get("customerId"), body, c.get("rights")), 201);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{id}/permissions/{typeId}",
      tags,
      role: "customer:accessPrivilegeSetting",
      summary: "Change a custom permission type (accessPrivilegeSetting; flags added only within the caller's own)",
      request: { params: typeParams, body: jsonBody(PermissionTypeInput) },
      responses: responses(PermissionType),
    }),
    async (c) => {
      const { typeId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(await Members.updatePermissionType(c.get("customerId"), typeId, body, c.get("rights")), 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/permissions/{typeId}",
      tags,
      role: "customer:accessPrivilegeSetting",
      summary: "Delete a custom permission type (accessPrivilegeSetting); 409 while a user holds it",
      request: { params: typeParams },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Members.deletePermissionType(c.get("customerId"), c.req.valid("param").typeId);
      return c.json({ message: t(c.get("lang"), "customers.permissionDeleted") }, 200);
    },
  );
