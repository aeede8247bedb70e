// Staff's side of customers' plans (issue 19; docs/billing.md "Staff: customers' plans"): the plans to choose from,
// setting a customer's plan with a reason, the report. The list is ListPage's (GET /customer-plans).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import type { ChangePlanInput, PartnerAgreementInput } from "@innfri/core/billing/customer-plan-rules";
import { api, downloadFile } from "@/lib/api-client";

const PlanChoice = z.object({ id: z.string(), nameNo: z.string(), nameEn: z.string(), active: z.boolean() });
const Plans = z.object({ data: z.array(PlanChoice) });
const Message = z.object({ message: z.string() });

/** Every plan (staff may set any, not only a user group's), at most 100. */
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: ["admin", "plans", "choices"],
    queryFn: async ({ signal }) =>
      Plans.parse(await api.get<unknown>("/plans?page=1&rowsPerPage=100", { signal })).data,
  });

export const changeCustomerPlan = async (customerId: string, body: Partial<ChangePlanInput>) =>
  Message.parse(await api.put<unknown>(`/customers/${encodeURIComponent(customerId)}/plan`, body));

/** The report of the list as searched (all customers without a search). */
export const downloadCustomerPlansReport = (today: string, search?: string) =>
  downloadFile("POST", "/customer-plans/get-report", `customer-plans-${today}.csv`, search ? { search } : {});

/** The partner agreement (SPEC 9): its start date; the fee is the dated figure unless agreed otherwise (API only). */
export const setPartnerAgreement = async (customerId: string, body: Partial<PartnerAgreementInput>) =>
  Message.parse(await api.put<unknown>(`/customers/${encodeURIComponent(customerId)}/partner-agreement`, body));
