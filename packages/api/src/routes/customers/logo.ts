import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import * as Account from "@innfri/core/accounts/customer-account";
import { t } from "@innfri/core/i18n/messages";
import { LOGO_MAX_BYTES } from "@innfri/core/storage/documents";
import { fieldError } from "@innfri/core/util/error";
import type { AppEnv } from "../../lib/context";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { CustomerDetail, MessageResponse, responses } from "../../lib/schemas";
import { idParam, tags } from "./common";

/** Refuses a logo upload whose declared size is already over the limit, before the body is read. */
const logoSizeLimit = createMiddleware<AppEnv>(async (c, next) => {
  const length = Number(c.req.header("content-length") ?? 0);
  // The multipart envelope adds a few hundred bytes around the file.
  if (length > LOGO_MAX_BYTES + 64 * 1024) throw fieldError("logo", "validation.fileTooLarge");
  await next();
});

/** The customer's logo: read by anyone who may read the customer, changed with editAccount. */
export const logoRoutes = router()
  .openapi(
    secured({
      method: "get",
      path: "/{id}/logo",
      tags,
      role: "customer:read",
      summary: "The customer's logo (the image bytes), or 404",
      request: { params: idParam },
      responses: {
        200: { description: "The image", content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } } },
        404: responses(MessageResponse)[404],
      },
    }),
    async (c) => {
      const logo = await Account.readLogo(c.get("customerId"));
      return c.body(logo.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": logo.contentType,
        // An SVG could carry script: never let it run in the API's origin.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        "Cache-Control": "private, max-age=60",
      }) as never;
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/{id}/logo",
      tags,
      role: "customer:editAccount",
      use: logoSizeLimit,
      summary: "Upload the logo (editAccount): multipart field logo, PNG, JPG, GIF, WebP or SVG, at most 2 MB",
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ logo: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: responses(CustomerDetail),
    }),
    async (c) => {
      const file = (await c.req.parseBody()).logo;
      if (!(file instanceof File)) throw fieldError("logo", "validation.required");
      if (file.size > LOGO_MAX_BYTES) throw fieldError("logo", "validation.fileTooLarge");
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await Account.uploadLogo(c.get("customerId"), bytes, c.get("rights").permission), 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{id}/logo",
      tags,
      role: "customer:editAccount",
      summary: "Remove the logo (editAccount)",
      request: { params: idParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Account.deleteLogo(c.get("customerId"));
      return c.json({ message: t(c.get("lang"), "customers.logoDeleted") }, 200);
    },
  );
