import { z } from "zod";
import { email, phone, required } from "../util/validation";
import { USER_TYPES } from "./rules";

/** Request bodies of the user calls. */
export const CreateUserInput = z.object({
  email: email(),
  firstName: required(100),
  lastName: required(100),
  phone: phone(),
  type: z.enum(USER_TYPES, { error: "validation.oneOf" }),
});
export type CreateUserInput = z.infer<typeof CreateUserInput>;

export const UpdateUserInput = z.object({
  firstName: required(100),
  lastName: required(100),
  phone: phone(),
  email: email().optional(),
  type: z.enum(USER_TYPES, { error: "validation.oneOf" }).optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

export const VerifyEmailChangeInput = z.object({ token: required(512) });
