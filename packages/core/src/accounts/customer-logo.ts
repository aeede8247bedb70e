import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { deleteObject, getObject, LOGO_MAX_BYTES, logoKey, putObject, sniffImageType } from "../storage/documents";
import { AppError, fieldError } from "../util/error";
import { loadCustomer, toCustomerDetail, type CustomerDetail } from "./customer";

/** The customer's logo (letters and the customer area): one image in the documents bucket, its key on the customer. */

export async function uploadLogo(
  customerId: string,
  bytes: Uint8Array,
  permission: string | null,
): Promise<CustomerDetail> {
  await loadCustomer(customerId);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw fieldError("logo", "validation.fileTooLarge");
  const type = sniffImageType(bytes);
  if (!type) throw fieldError("logo", "validation.imageType");
  // an SVG is stored sanitised (no script, handlers, foreign objects or external references), never as sent
  const stored = type === "image/svg+xml" ? (await import("../storage/svg")).sanitizeSvg(bytes) : bytes;
  if (!stored) throw fieldError("logo", "validation.imageType");
  const key = logoKey(customerId);
  await putObject(key, stored, type);
  await db().entities.customer.patch({ customerId }).set({ logoKey: key, logoType: type, isMainLogo: true }).go();
  return toCustomerDetail(await loadCustomer(customerId), permission);
}

export async function readLogo(customerId: string): Promise<{ body: Uint8Array; contentType: string }> {
  const customer = await loadCustomer(customerId);
  const found = customer.logoKey ? await getObject(customer.logoKey) : null;
  if (!found) throw new AppError("NOT_FOUND", "errors.notFound");
  return { body: found.body, contentType: customer.logoType ?? found.contentType };
}

export async function deleteLogo(customerId: string): Promise<void> {
  const customer = await loadCustomer(customerId);
  if (customer.logoKey) await deleteObject(customer.logoKey);
  await db().entities.customer.patch({ customerId }).remove(["logoKey", "logoType"]).set({ isMainLogo: false }).go();
}
