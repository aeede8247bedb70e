/**
 * Where an invoice's files are kept: records (storage/record-writer.ts, 5 years after the end of the issue year) under
 * the customer's prefix, which the functions' record grants cover (stacks/access.ts RECORD_PREFIXES).
 */
export const invoiceKeyOf = (number: number) => String(number).padStart(10, "0");
export const invoicePdfKey = (customerId: string, number: number) =>
  `customers/${customerId}/invoices/${invoiceKeyOf(number)}.pdf`;
export const invoiceEhfKey = (customerId: string, number: number) =>
  `customers/${customerId}/invoices/${invoiceKeyOf(number)}.xml`;

/** The global counter of our invoice numbers (dynamo/counters.ts `sequenceStep`, scope GLOBAL_SCOPE). */
export const INVOICE_SEQUENCE = "customer-invoices#number";
