import "./entities"; // registers the entities named here
import "../i18n/steps"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { petitionAddressee, type CourtMissing, type PetitionAddressee, type PetitionBody } from "./court-lookup";

/**
 * The addressee of a petition from the admin lists (court-lookup.ts decides; this reads). The lists are small
 * global ones (about 360 municipalities, their offices and 23 district courts), read only when a petition is
 * prepared. Nothing found is a 422 naming what an admin must enter (both languages).
 */
export async function findPetitionAddressee(
  body: PetitionBody,
  postcode: string | null | undefined,
): Promise<PetitionAddressee> {
  const e = db().entities;
  const [municipalities, offices, courts] = await Promise.all([
    e.municipalityNumber.query.byNumber({ listed: "municipality-numbers" }).go({ pages: "all" }),
    body === "district-court"
      ? { data: [] }
      : e.forceCollectionAddress.query.byNumber({ listed: "force-collection-address" }).go({ pages: "all" }),
    body === "district-court"
      ? e.petitionCourt.query.byId({ listed: "petition-court-lists" }).go({ pages: "all" })
      : { data: [] },
  ]);
  const found = petitionAddressee(body, postcode, {
    municipalities: municipalities.data,
    offices: offices.data,
    courts: courts.data,
  });
  if ("addressee" in found) return found.addressee;
  throw noAddressee(found);
}

/** The 422 of a petition without an addressee, on the field `stepId`: what is missing, in both languages. */
export function noAddressee(m: CourtMissing): AppError {
  const key =
    m.missing === "postcode"
      ? "steps.court.noPostcode"
      : m.missing === "municipality"
        ? "steps.court.noMunicipality"
        : m.missing === "enforcement-office"
          ? "steps.court.noOffice"
          : "steps.court.noCourt";
  const params: Record<string, string> =
    "postcode" in m ? { postcode: m.postcode } : "municipality" in m ? { municipality: m.municipality } : {};
  return new AppError("VALIDATION", key, params, { stepId: [key] }, { stepId: params });
}
