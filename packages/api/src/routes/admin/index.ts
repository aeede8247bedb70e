import "@innfri/core/i18n/interest"; // registers the texts of the keys named here
import { InterestRateFromParam, InterestRateResource } from "@innfri/core/ledger/interest/interest-rate.schema";
import { interestRateStore } from "@innfri/core/ledger/interest/interest-rates";
import { ForceCollectionAddressResource } from "@innfri/core/reference/force-collection-address.schema";
import { forceCollectionAddresses } from "@innfri/core/reference/force-collection-addresses";
import { MunicipalityNumberResource } from "@innfri/core/reference/municipality-number.schema";
import { municipalityNumbers } from "@innfri/core/reference/municipality-numbers";
import { PetitionCourtListResource } from "@innfri/core/reference/petition-court-list.schema";
import { petitionCourtLists } from "@innfri/core/reference/petition-court-lists";
import { PoliceStationResource } from "@innfri/core/reference/police-station.schema";
import { policeStations } from "@innfri/core/reference/police-stations";
import { customerFeedback } from "@innfri/core/support/customer-feedback";
import { CustomerFeedbackResource } from "@innfri/core/support/customer-feedback.schema";
import { GlobalMessageResource } from "@innfri/core/support/global-message.schema";
import { globalMessages } from "@innfri/core/support/global-messages";
import { BillingScheduleResource } from "@innfri/core/billing/billing-schedule.schema";
import { CouponResource } from "@innfri/core/billing/coupon.schema";
import { PlanResource } from "@innfri/core/billing/plan.schema";
import {
  billingSchedules,
  coupons,
  customerStepCosts,
  plans,
  rewards,
  userGroupPlans,
  userGroups,
} from "@innfri/core/billing/plan-stores";
import { RewardResource } from "@innfri/core/billing/reward.schema";
import { CustomerStepCostResource } from "@innfri/core/billing/step-cost.schema";
import { UserGroupPlanResource, UserGroupResource } from "@innfri/core/billing/user-group.schema";
import { mountResources, resourceRoutes } from "../../lib/resource-routes";
import { billingScheduleCustomers } from "./billing-schedules";
import { interestCalculation } from "../interests";
import { feedbackSending } from "./customer-feedback";
import { currentGlobalMessages } from "./global-messages";

/**
 * The staff resources of the `admin` function: each is a descriptor (core `<context>/<aggregate>.schema.ts`), its
 * store and, for a few, routes of their own mounted before the generic ones (`/interests/calculate`,
 * `/global-messages/current`). The collection configuration is the `collection` function's (routes/collection);
 * `all.ts` joins both lists for the conformance test and the matrix.
 */
export const STAFF_RESOURCES = [
  {
    descriptor: InterestRateResource,
    routes: resourceRoutes(InterestRateResource, interestRateStore, {
      params: InterestRateFromParam,
      deleted: "interest.deleted",
    }),
    before: interestCalculation,
  },
  {
    descriptor: GlobalMessageResource,
    routes: resourceRoutes(GlobalMessageResource, globalMessages),
    before: currentGlobalMessages,
  },
  {
    descriptor: CustomerFeedbackResource,
    routes: resourceRoutes(CustomerFeedbackResource, customerFeedback, { noCreate: true }),
    before: feedbackSending,
  },
  { descriptor: MunicipalityNumberResource, routes: resourceRoutes(MunicipalityNumberResource, municipalityNumbers) },
  { descriptor: PoliceStationResource, routes: resourceRoutes(PoliceStationResource, policeStations) },
  { descriptor: PetitionCourtListResource, routes: resourceRoutes(PetitionCourtListResource, petitionCourtLists) },
  {
    descriptor: ForceCollectionAddressResource,
    routes: resourceRoutes(ForceCollectionAddressResource, forceCollectionAddresses),
  },
  // what Innfri sells and how it invoices (issue 19, staff side; core billing/, docs/billing.md)
  { descriptor: PlanResource, routes: resourceRoutes(PlanResource, plans) },
  { descriptor: UserGroupResource, routes: resourceRoutes(UserGroupResource, userGroups) },
  { descriptor: UserGroupPlanResource, routes: resourceRoutes(UserGroupPlanResource, userGroupPlans) },
  { descriptor: CouponResource, routes: resourceRoutes(CouponResource, coupons) },
  { descriptor: RewardResource, routes: resourceRoutes(RewardResource, rewards) },
  {
    descriptor: BillingScheduleResource,
    routes: resourceRoutes(BillingScheduleResource, billingSchedules),
    before: billingScheduleCustomers,
  },
  { descriptor: CustomerStepCostResource, routes: resourceRoutes(CustomerStepCostResource, customerStepCosts) },
] as const;

export const adminResources = mountResources(STAFF_RESOURCES);
