// The pages of the admin area: the resource descriptors' (`nav`, `access.read`) and the pages that are not (yet)
// descriptors. The sidebar and the pages sales keeps (permissions.ts) are derived from this one list.
import { InterestRateResource } from "@innfri/core/ledger/interest/interest-rate.schema";
import { FeeRowResource } from "@innfri/core/law/fee-row.schema";
import { ForceCollectionAddressResource } from "@innfri/core/reference/force-collection-address.schema";
import { MunicipalityNumberResource } from "@innfri/core/reference/municipality-number.schema";
import { PetitionCourtListResource } from "@innfri/core/reference/petition-court-list.schema";
import { PoliceStationResource } from "@innfri/core/reference/police-station.schema";
import type { NavGroup } from "@innfri/core/resource/define";
import { allowsType } from "@innfri/core/resource/roles";
import type { UserType } from "@innfri/core/accounts/rules";
import { CustomerFeedbackResource } from "@innfri/core/support/customer-feedback.schema";
import { GlobalMessageResource } from "@innfri/core/support/global-message.schema";
import { ClaimTypeResource } from "@innfri/core/procedures/claim-type.schema";
import {
  GlobalStepResource,
  ProcedureAfterGlobalStepResource,
  ProcedureResource,
  StepResource,
} from "@innfri/core/procedures/procedure.schema";
import { DocumentResource, EmailTemplateResource, GeneralDocumentResource } from "@innfri/core/letters/template.schema";
import { BillingScheduleResource } from "@innfri/core/billing/billing-schedule.schema";
import { CouponResource } from "@innfri/core/billing/coupon.schema";
import { PlanResource } from "@innfri/core/billing/plan.schema";
import { RewardResource } from "@innfri/core/billing/reward.schema";
import { CustomerStepCostResource } from "@innfri/core/billing/step-cost.schema";
import { UserGroupPlanResource, UserGroupResource } from "@innfri/core/billing/user-group.schema";

/** The resources with an admin page (`/admin/<name>`), in no particular order (the sidebar sorts by group). */
export const ADMIN_RESOURCES = [
  InterestRateResource,
  MunicipalityNumberResource,
  PoliceStationResource,
  PetitionCourtListResource,
  ForceCollectionAddressResource,
  GlobalMessageResource,
  CustomerFeedbackResource,
  // the collection configuration (issue 10)
  ProcedureResource,
  StepResource,
  GlobalStepResource,
  ProcedureAfterGlobalStepResource,
  ClaimTypeResource,
  DocumentResource,
  GeneralDocumentResource,
  EmailTemplateResource,
  FeeRowResource,
  // what Innfri sells and how it invoices (issue 19)
  PlanResource,
  UserGroupResource,
  UserGroupPlanResource,
  CouponResource,
  RewardResource,
  BillingScheduleResource,
  CustomerStepCostResource,
] as const;

/** The user-type roles an admin page can be read with (customer roles have no admin page). */
export type AdminRole = "staff" | "admin";

export interface AdminPage {
  /** The first segment under /admin. */
  page: string;
  /** Who may open it: `staff` includes sales, `admin` is admin and superadmin (SPEC 6). */
  role: AdminRole;
  /** Where the sidebar shows it, and its label; none for pages reached from another page, or still to come. */
  nav?: { group: NavGroup; label: string };
}

/** The admin pages that are not resource descriptors. */
const OTHER_PAGES: AdminPage[] = [
  { page: "customers", role: "staff", nav: { group: "customers", label: "nav.customers" } },
  { page: "users", role: "admin", nav: { group: "customers", label: "nav.adminUsers" } },
  { page: "deleted-customers", role: "staff", nav: { group: "customers", label: "nav.deletedCustomers" } },
  { page: "deleted-users", role: "admin", nav: { group: "customers", label: "nav.deletedUsers" } },
  { page: "activity-logs", role: "admin", nav: { group: "system", label: "nav.activityLogs" } },
  // the letters to post across customers and the print partner's daily batches (issue 10's print queue)
  { page: "case-documents", role: "staff", nav: { group: "documents", label: "nav.caseDocuments" } },
  // Reached from the customers and users lists (customer/create, customer/{id}, user/edit/{id?}).
  { page: "customer", role: "admin" },
  { page: "user", role: "admin" },
  // SPEC 6 gives sales these pages too: the form pages of plans and billing schedules and a schedule's customers
  // (reached from their lists), and manage-customer-plans (customers' plans, issue 19).
  { page: "plan", role: "staff" },
  { page: "billing-schedule", role: "staff" },
  { page: "billing-schedule-customers", role: "staff" },
  { page: "manage-customer-plans", role: "staff", nav: { group: "billing", label: "nav.manageCustomerPlans" } },
  // our invoices to customers and their payments, by hand or by the bank's OCR file (issue 19)
  { page: "customer-invoices", role: "admin", nav: { group: "billing", label: "nav.customerInvoices" } },
  // The form pages of the collection configuration (`<page>/{action}/{id?}`), reached from their lists.
  { page: "procedure", role: "admin" },
  { page: "step", role: "admin" },
  { page: "claim-type", role: "admin" },
  { page: "document", role: "admin" },
  { page: "general-document", role: "admin" },
  { page: "email-template", role: "admin" },
];

export const ADMIN_PAGES: readonly AdminPage[] = [
  ...OTHER_PAGES,
  ...ADMIN_RESOURCES.map((d): AdminPage => ({
    page: d.name,
    role: d.access.read as AdminRole,
    nav: d.nav && { ...d.nav },
  })),
];

/** May a user of this type open this admin page? */
export const mayOpen = (page: AdminPage, type: UserType) => allowsType(page.role, type);
