// The forms of issue 3 validate with the API's own request schemas (packages/core/src/accounts/customer.schema.ts
// and user.schema.ts), so a rule, its check digits and its message are written once. Those files import only pure
// modules (util/validation, util/identifiers, accounts/rules), never storage, so they are fine in the browser.
import type { z } from "zod";
import {
  AccountNumberUpdateInput,
  AddCustomerUserInput,
  CreateCustomerInput,
  CustomerDocumentInput,
  CUSTOMER_TYPES,
  PermissionTypeInput,
  UpdateCustomerInput,
} from "@innfri/core/accounts/customer.schema";
import { CreateUserInput, UpdateUserInput } from "@innfri/core/accounts/user.schema";

export const COMPANY_TYPES = CUSTOMER_TYPES;

export const companySchema = CreateCustomerInput;
export type CompanyValues = z.input<typeof CreateCustomerInput>;
export type CompanyInput = z.output<typeof CreateCustomerInput>;

export const companyUpdateSchema = UpdateCustomerInput;

/** The form has only the number; the caller adds the customer's id. */
export const accountNumberUpdateSchema = AccountNumberUpdateInput.pick({ accountNumber: true });
export type AccountNumberUpdateValues = z.input<typeof accountNumberUpdateSchema>;

export const documentSchema = CustomerDocumentInput;
export type DocumentValues = z.input<typeof CustomerDocumentInput>;

export const inviteUserSchema = AddCustomerUserInput;
export type InviteUserValues = z.input<typeof AddCustomerUserInput>;

export const createUserSchema = CreateUserInput;
export const updateUserSchema = UpdateUserInput;
export type UserValues = z.input<typeof CreateUserInput>;

export const permissionTypeSchema = PermissionTypeInput;
