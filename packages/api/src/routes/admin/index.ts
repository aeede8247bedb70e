import "@innfri/core/i18n/interest"; // registers the texts of the keys named here
import "@innfri/core/i18n/law"; // registers the texts of the keys named here
import { InterestRateFromParam, InterestRateResource } from "@innfri/core/ledger/interest/interest-rate.schema";
import { FeeRowParam, FeeRowResource } from "@innfri/core/law/fee-row.schema";
import { feeTableStore } from "@innfri/core/law/fee-table";
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
import { ClaimTypeResource } from "@innfri/core/procedures/claim-type.schema";
import {
  GlobalStepResource,
  ProcedureAfterGlobalStepResource,
  ProcedureResource,
  StepResource,
} from "@innfri/core/procedures/procedure.schema";
import { claimTypes, globalSteps, procedures, proceduresAfterGlobalStep, steps } from "@innfri/core/procedures/stores";
import { DocumentResource, EmailTemplateResource, GeneralDocumentResource } from "@innfri/core/letters/template.schema";
import { documentTemplates, emailTemplates, generalDocuments } from "@innfri/core/letters/templates";
import { documentPreview, emailTemplatePreview } from "./template-preview";
import { router } from "../../lib/openapi";
import { resourceRoutes } from "../../lib/resource-routes";
import { interestCalculation } from "../interests";
import { feedbackSending } from "./customer-feedback";
import { currentGlobalMessages } from "./global-messages";

/**
 * The admin resources, one list: each is a descriptor (core `<context>/<aggregate>.schema.ts`), its store and, for
 * a few, routes of their own mounted before the generic ones (`/interests/calculate`, `/global-messages/current`).
 * app.ts mounts `adminResources` at /v1; the conformance test (resources.conformance.test.ts) loops over this list.
 */
export const ADMIN_RESOURCES = [
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
  // the collection configuration (issue 10; docs/procedures.md)
  { descriptor: ProcedureResource, routes: resourceRoutes(ProcedureResource, procedures) },
  { descriptor: StepResource, routes: resourceRoutes(StepResource, steps) },
  { descriptor: GlobalStepResource, routes: resourceRoutes(GlobalStepResource, globalSteps) },
  {
    descriptor: ProcedureAfterGlobalStepResource,
    routes: resourceRoutes(ProcedureAfterGlobalStepResource, proceduresAfterGlobalStep),
  },
  { descriptor: ClaimTypeResource, routes: resourceRoutes(ClaimTypeResource, claimTypes) },
  {
    descriptor: DocumentResource,
    routes: resourceRoutes(DocumentResource, documentTemplates),
    before: documentPreview,
  },
  { descriptor: GeneralDocumentResource, routes: resourceRoutes(GeneralDocumentResource, generalDocuments) },
  {
    descriptor: EmailTemplateResource,
    routes: resourceRoutes(EmailTemplateResource, emailTemplates),
    before: emailTemplatePreview,
  },
  {
    descriptor: FeeRowResource,
    routes: resourceRoutes(FeeRowResource, feeTableStore, { params: FeeRowParam, deleted: "fees.deleted" }),
  },
] as const;

export const adminResources = router();
// mounted through a plain shape: the union of every resource's route types is too deep for the compiler
type Mounted = { descriptor: { name: string }; routes: ReturnType<typeof router>; before?: ReturnType<typeof router> };
for (const r of ADMIN_RESOURCES as readonly unknown[] as readonly Mounted[]) {
  if (r.before) adminResources.route(`/${r.descriptor.name}`, r.before);
  adminResources.route(`/${r.descriptor.name}`, r.routes);
}
