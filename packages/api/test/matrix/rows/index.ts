import type { Row } from "../row";
import { ADMIN_ROWS } from "./admin";
import { CASE_ROWS } from "./cases";
import { CASE_PAUSE_ROWS, CASE_PLAN_ROWS } from "./case-pause";
import { CASE_NOTE_ROWS, PRINT_QUEUE_LIST_ROWS } from "./case-notes";
import { CASE_MERGE_ROWS } from "./case-merge";
import { MAIL_STATUS_ROWS } from "./mail-status";
import { adminResourceRows } from "./admin-resources";
import { CUSTOMER_INVOICE_ROWS } from "./customer-invoices";
import { CUSTOMER_ROWS } from "./customers";
import { CREDIT_CHECK_ROWS } from "./credit-checks";
import { PURCHASE_ROWS } from "./purchases";
import { CUSTOMER_PLAN_ROWS } from "./customer-plans";
import { REFERRAL_ROWS } from "./referrals";
import { IMPORT_ROWS } from "./imports";
import { LEDGER_ROWS } from "./ledger";
import { INTEGRATION_ROWS } from "./integrations";
import { REMINDER_PROCESS_ROWS } from "./reminder-processes";
import { SELF_ROWS } from "./user";
import { USER_ROWS } from "./users";

/** Every row of the matrix, by resource. */
export const ROWS: Row[] = [
  ...SELF_ROWS,
  ...CUSTOMER_ROWS,
  ...USER_ROWS,
  ...ADMIN_ROWS,
  ...adminResourceRows(),
  ...LEDGER_ROWS,
  ...INTEGRATION_ROWS,
  ...REMINDER_PROCESS_ROWS,
  ...IMPORT_ROWS,
  ...CASE_ROWS,
  ...CASE_PAUSE_ROWS,
  ...CASE_PLAN_ROWS,
  ...CASE_NOTE_ROWS,
  ...PRINT_QUEUE_LIST_ROWS,
  ...CASE_MERGE_ROWS,
  ...MAIL_STATUS_ROWS,
  ...CUSTOMER_INVOICE_ROWS,
  ...PURCHASE_ROWS,
  ...CUSTOMER_PLAN_ROWS,
  ...REFERRAL_ROWS,
  ...CREDIT_CHECK_ROWS,
];
