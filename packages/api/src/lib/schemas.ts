import { z } from "@hono/zod-openapi";
import { USER_TYPES } from "@innfri/core/accounts/rules";
import { IntegrationSetting } from "@innfri/core/ledger/ledger-views.schema";

/** Response shapes, for the OpenAPI document. */
export const MessageResponse = z.object({ message: z.string() }).openapi("Message");
export const ErrorResponse = z.object({ message: z.string(), code: z.string() }).openapi("Error");
export const ValidationErrorResponse = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .openapi("ValidationError");

export const Customer = z
  .object({
    id: z.string(),
    name: z.string(),
    orgNumber: z.string(),
    email: z.string().nullable(),
    gdprTermsAccepted: z.boolean(),
    permission: z.string().nullable(),
  })
  .openapi("Customer");

export const LoginResult = z
  .object({
    user: z.object({
      type: z.enum(USER_TYPES),
      id: z.string(),
      accessToken: z.string(),
      tokenType: z.literal("Bearer"),
      refreshToken: z.string(),
      expiresIn: z.number().int(),
    }),
    customer: Customer.nullable(),
  })
  .openapi("LoginResult");

export const TwoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() })
  .openapi("TwoFactorChallenge");

export const CurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    language: z.enum(["no", "en"]),
    twoFactorEnabled: z.boolean(),
    customer: Customer.nullable(),
    customers: z.array(Customer),
  })
  .openapi("CurrentUser");

export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    secret: z.string().optional(),
    otpauthUrl: z.string().optional(),
    qrCode: z.string().optional(),
  })
  .openapi("TwoFactorStatus");

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });

/** The error answers every route may give, plus its own success answer. */
export const responses = <T>(ok: T, description = "OK", status: 200 | 201 | 202 = 200) => ({
  [status]: json(ok, description),
  400: json(ErrorResponse, "Unreadable request"),
  401: json(ErrorResponse, "Not signed in"),
  403: json(ErrorResponse, "Forbidden"),
  404: json(ErrorResponse, "Not found"),
  422: json(ValidationErrorResponse, "Invalid input"),
  429: json(ErrorResponse, "Too many requests"),
});

const contact = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export const CustomerUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    active: z.boolean(),
    status: z.enum(["active", "invited"]),
    pivot: z.object({ permission: z.string() }),
  })
  .openapi("CustomerUser");
export const Invitation = z
  .object({
    customerId: z.string(),
    customerName: z.string(),
    invitedBy: z.string(),
    permission: z.string(),
    expiresAt: z.number(),
  })
  .openapi("Invitation");
export const PermissionType = z
  .object({
    id: z.string(),
    name: z.string(),
    viewPlan: z.boolean(),
    editPlan: z.boolean(),
    editUser: z.boolean(),
    editAccount: z.boolean(),
    editCaseConfigurations: z.boolean(),
    accessNotificationSetting: z.boolean(),
    accessPrivilegeSetting: z.boolean(),
    deleteCustomerAccount: z.boolean(),
    deleteUserAccount: z.boolean(),
  })
  .openapi("PermissionType");
/** The customer's integration setting (issue 4): how its bookkeeping reaches the ledger. */
/** The ledger's integration setting: its shape is core's (ledger-views.schema.ts). */
export { IntegrationSetting };
export const CustomerDetail = Customer.extend({
  address: z.string(),
  coAddress: z.string(),
  postNumber: z.string(),
  city: z.string(),
  phone: z.string(),
  accountNumber: z.string(),
  type: z.string(),
  isRegisteredInVatRegister: z.boolean(),
  customerCurrencyAccounts: z.array(z.object({ currency: z.string(), iban: z.string(), bic: z.string().nullable() })),
  document: z.object({ title: z.string(), subtitle: z.string(), upperText: z.string(), lowerText: z.string() }),
  emailTemplate: z.object({ subject: z.string(), body: z.string() }),
  companyContact: contact,
  caseworkerContact: contact,
  logo: z.boolean(),
  isMainLogo: z.boolean(),
  deletionRequestedAt: z.number().nullable(),
  deletedAt: z.number().nullable(),
  createdAt: z.number(),
  users: z.array(CustomerUser).optional(),
  customerPermissions: z.array(PermissionType).optional(),
  customerPlan: z.null().optional(),
  integration: z.null().optional(),
  brregSynchronizationSetting: z.null().optional(),
  caseSetting: z.null().optional(),
  integrationSetting: IntegrationSetting.nullable().optional(),
  autoPilotSetting: z.null().optional(),
}).openapi("CustomerDetail");
export const UserView = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    active: z.boolean(),
    language: z.enum(["no", "en"]),
    twoFactorEnabled: z.boolean(),
    createdAt: z.number(),
    deletionRequestedAt: z.number().nullable(),
    deletedAt: z.number().nullable(),
    pendingEmail: z.string().nullable().optional(),
  })
  .openapi("User");
export const ActivityLog = z
  .object({
    id: z.string(),
    at: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    customerId: z.string().nullable(),
    method: z.string(),
    route: z.string(),
    status: z.number(),
    targetId: z.string().nullable(),
    summary: z.string(),
  })
  .openapi("ActivityLog");
export const ActivationInfo = z.object({ email: z.string(), needsPassword: z.boolean() }).openapi("ActivationInfo");
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });
