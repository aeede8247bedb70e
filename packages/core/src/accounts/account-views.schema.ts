import { z } from "zod";
import { AutoPilotSettings, CaseSettings } from "../cases/settings.schema";
import { BrregSyncSetting } from "../company-register/sync.schema";
import { IntegrationSetting } from "../ledger/integration-setting-view.schema";
import { USER_TYPES } from "./rules";

/**
 * What the accounts API answers (plain zod, no AWS): the API declares its responses with these (the OpenAPI
 * components are named by `meta({ id })`), and the web infers its types from them (`z.infer`), so the shapes are
 * written once.
 */

const LANGUAGES = ["no", "en"] as const;

export const Customer = z
  .object({
    id: z.string(),
    name: z.string(),
    orgNumber: z.string(),
    email: z.string().nullable(),
    gdprTermsAccepted: z.boolean(),
    permission: z.string().nullable(),
  })
  .meta({ id: "Customer" });

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
  .meta({ id: "LoginResult" });

export const TwoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() })
  .meta({ id: "TwoFactorChallenge" });

export const CurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    language: z.enum(LANGUAGES),
    twoFactorEnabled: z.boolean(),
    customer: Customer.nullable(),
    customers: z.array(Customer),
  })
  .meta({ id: "CurrentUser" });

export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    secret: z.string().optional(),
    otpauthUrl: z.string().optional(),
    qrCode: z.string().optional(),
  })
  .meta({ id: "TwoFactorStatus" });

const Contact = z.object({ name: z.string(), email: z.string(), phone: z.string() });

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
  .meta({ id: "CustomerUser" });

export const Invitation = z
  .object({
    customerId: z.string(),
    customerName: z.string(),
    invitedBy: z.string(),
    permission: z.string(),
    expiresAt: z.number(),
  })
  .meta({ id: "Invitation" });

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
  .meta({ id: "PermissionType" });

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
  companyContact: Contact,
  caseworkerContact: Contact,
  logo: z.boolean(),
  isMainLogo: z.boolean(),
  deletionRequestedAt: z.number().nullable(),
  deletedAt: z.number().nullable(),
  createdAt: z.number(),
  users: z.array(CustomerUser).optional(),
  customerPermissions: z.array(PermissionType).optional(),
  customerPlan: z.null().optional(),
  integration: z.null().optional(),
  brregSynchronizationSetting: BrregSyncSetting.optional(),
  caseSetting: CaseSettings.optional(),
  integrationSetting: IntegrationSetting.nullable().optional(),
  autoPilotSetting: AutoPilotSettings.optional(),
}).meta({ id: "CustomerDetail" });

/** A user as the admin lists and forms see it (GET /users/{id}). */
export const UserView = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    type: z.enum(USER_TYPES),
    active: z.boolean(),
    language: z.enum(LANGUAGES),
    twoFactorEnabled: z.boolean(),
    createdAt: z.number(),
    deletionRequestedAt: z.number().nullable(),
    deletedAt: z.number().nullable(),
    pendingEmail: z.string().nullable().optional(),
  })
  .meta({ id: "User" });

export const ActivationInfo = z
  .object({ email: z.string(), needsPassword: z.boolean() })
  .meta({ id: "ActivationInfo" });

export type CustomerView = z.infer<typeof Customer>;
export type LoginResultView = z.infer<typeof LoginResult>;
export type TwoFactorChallengeView = z.infer<typeof TwoFactorChallenge>;
export type CurrentUserView = z.infer<typeof CurrentUser>;
export type TwoFactorStatusView = z.infer<typeof TwoFactorStatus>;
export type CustomerUserView = z.infer<typeof CustomerUser>;
export type InvitationView = z.infer<typeof Invitation>;
export type PermissionTypeView = z.infer<typeof PermissionType>;
export type CustomerDetailView = z.infer<typeof CustomerDetail>;
export type AdminUserView = z.infer<typeof UserView>;
export type ActivationInfoView = z.infer<typeof ActivationInfo>;
