import { OpenAPIHono } from "@hono/zod-openapi";
import { AppError } from "@innfri/core/util/error";
import { fieldErrorsFrom } from "@innfri/core/util/field-errors";
import type { ZodError } from "zod";
import type { AppEnv } from "./context";

/**
 * A router whose request validation failures become the API's 422 (field messages in the caller's
 * language). Every route module is one of these, so their schemas end up in the OpenAPI document.
 */
export const router = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError(
          "VALIDATION",
          "validation.invalid",
          {},
          fieldErrorsFrom(result.error as unknown as ZodError),
        );
      }
    },
  });

export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
