import "@innfri/core/i18n/law"; // registers the texts of the keys named here
import { FeeRowParam, FeeRowResource } from "@innfri/core/law/fee-row.schema";
import { feeTableStore } from "@innfri/core/law/fee-table";
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
import { mountResources, resourceRoutes } from "../../lib/resource-routes";
import { documentPreview, emailTemplatePreview } from "./template-preview";

/**
 * The collection configuration (issue 10; docs/procedures.md, docs/letters.md), served by the `collection` function:
 * procedures and their steps, claim types, letter and mail templates with their previews, and the dated fee table.
 * Admin resources like those of routes/admin, in a function of their own so neither grows past its cold-start budget.
 */
export const COLLECTION_RESOURCES = [
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

export const collectionResources = mountResources(COLLECTION_RESOURCES);
