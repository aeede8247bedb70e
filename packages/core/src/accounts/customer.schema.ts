import { z } from "zod";
import { accountNumber, email, iban, orgNumber, phone, postcode, required, singleLine } from "../util/validation";
import { FLAGS } from "./rules";

/**
 * Request bodies of the customer-account calls (API validation, OpenAPI and the web's forms). Messages are
 * keys of i18n/messages.ts.
 */
export const CUSTOMER_TYPES = ["AS", "ASA", "ENK", "NUF", "DA", "ANS", "SA", "other"] as const;

const optionalText = (max = 255) => z.string().trim().max(max, { error: "validation.tooLong" }).optional();

export const CurrencyAccountInput = z.object({
  currency: z
    .string({ error: "validation.required" })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{3}$/.test(v) && v !== "NOK", { error: "validation.currency" }),
  iban: iban(),
  bic: z
    .string()
    .trim()
    .max(11, { error: "validation.tooLong" })
    .optional()
    .transform((v) => v || undefined),
});

const customerFields = {
  name: required(200),
  orgNumber: orgNumber(),
  address: required(200),
  coAddress: singleLine(200),
  postNumber: postcode(),
  city: required(100),
  email: email(),
  phone: phone(),
  accountNumber: accountNumber(),
  type: z.enum(CUSTOMER_TYPES, { error: "validation.oneOf" }),
  isRegisteredInVatRegister: z.boolean({ error: "validation.required" }),
  customerCurrencyAccounts: z.array(CurrencyAccountInput).max(20, { error: "validation.tooLong" }).optional(),
};

export const CreateCustomerInput = z.object(customerFields);
export type CreateCustomerInput = z.infer<typeof CreateCustomerInput>;

/** The same fields, all optional (the account number goes through the account-number update). */
export const UpdateCustomerInput = z.object(customerFields).partial();
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerInput>;

const contact = z.object({ name: singleLine(200), email: singleLine(254), phone: singleLine(40) }).optional();

export const CustomerDocumentInput = z.object({
  title: singleLine(200),
  subtitle: singleLine(200),
  upperText: optionalText(5000),
  lowerText: optionalText(5000),
  // the subject goes into a mail header: no CR/LF (or any control character) survives
  emailTemplate: z.object({ subject: singleLine(200), body: optionalText(10000) }).optional(),
  companyContact: contact,
  caseworkerContact: contact,
});
export type CustomerDocumentInput = z.infer<typeof CustomerDocumentInput>;

export const SetCustomerInput = z.object({ customerId: required(64) });

export const AddCustomerUserInput = z.object({
  email: email(),
  firstName: required(100),
  lastName: required(100),
  phone: phone(),
  permission: required(64),
  allAccounts: z.boolean().optional(),
});
export type AddCustomerUserInput = z.infer<typeof AddCustomerUserInput>;

/** Only the membership: a user's name and phone change through PUT /users/{id} (other keys are ignored). */
export const UpdateCustomerUserInput = z.object({
  permission: required(64),
});
export type UpdateCustomerUserInput = z.infer<typeof UpdateCustomerUserInput>;

export const FlagsInput = z.object(
  Object.fromEntries(FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
    (typeof FLAGS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
export const PermissionTypeInput = z.object({ name: required(100), flags: FlagsInput });
export type PermissionTypeInput = z.infer<typeof PermissionTypeInput>;

export const AccountNumberUpdateInput = z.object({ customerId: required(64), accountNumber: accountNumber() });
export type AccountNumberUpdateInput = z.infer<typeof AccountNumberUpdateInput>;
