import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

/**
 * The reference data legal steps address letters with (admin resources, issue 9). Each is one small global list:
 * pk a constant `listed`, sk its id; gsi1 orders it by its searchable name (lower case), so a list is a Query and
 * a search a `begins` on the name. Totals are counters (dynamo/counters.ts), kept in each change's transaction.
 */
const stamps = {
  createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
  updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  /** The user id of the last change, or "seed" for the sample `npm start` writes. */
  updatedBy: { type: "string", required: true },
} as const;

const listed = (value: string) => ({ type: "string", required: true, default: value, readOnly: true }) as const;

export const MunicipalityEntity = new Entity({
  model: { entity: "municipality-number", version: "1", service: SERVICE },
  attributes: {
    listed: listed("municipality-numbers"),
    number: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    nameKey: { type: "string", required: true },
    county: { type: "string", required: true },
    /** Postcodes and ranges ("0001-1299"): the debtor's postcode names its municipality (court-lookup.ts). */
    postcodes: { type: "list", items: { type: "string" } },
    ...stamps,
  },
  indexes: {
    byNumber: primaryKey(["listed"], ["number"]),
    /** By name; search is a prefix of the name */
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "number"]),
  },
});

export const PoliceStationEntity = new Entity({
  model: { entity: "police-station", version: "1", service: SERVICE },
  attributes: {
    listed: listed("police-stations"),
    id: { type: "string", required: true, readOnly: true },
    district: { type: "string", required: true },
    districtKey: { type: "string", required: true },
    name: { type: "string", required: true },
    nameKey: { type: "string", required: true },
    address: { type: "string", required: true },
    postcode: { type: "string", required: true },
    city: { type: "string", required: true },
    ...stamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    /** By name; search is a prefix of the name */
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
    /** By police district, then name */
    byDistrict: gsiKey("gsi2", ["listed"], ["districtKey", "nameKey", "id"]),
  },
});

export const PetitionCourtEntity = new Entity({
  model: { entity: "petition-court", version: "1", service: SERVICE },
  attributes: {
    listed: listed("petition-court-lists"),
    id: { type: "string", required: true, readOnly: true },
    courtName: { type: "string", required: true },
    nameKey: { type: "string", required: true },
    address: { type: "string", required: true },
    postcode: { type: "string", required: true },
    city: { type: "string", required: true },
    municipalityNumbers: { type: "list", items: { type: "string" }, required: true },
    ...stamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    /** By court name; search is a prefix of the name */
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
  },
});

export const ForceCollectionAddressEntity = new Entity({
  model: { entity: "force-collection-address", version: "1", service: SERVICE },
  attributes: {
    listed: listed("force-collection-address"),
    municipalityNumber: { type: "string", required: true, readOnly: true },
    officeName: { type: "string", required: true },
    nameKey: { type: "string", required: true },
    address: { type: "string", required: true },
    postcode: { type: "string", required: true },
    city: { type: "string", required: true },
    ...stamps,
  },
  indexes: {
    byNumber: primaryKey(["listed"], ["municipalityNumber"]),
    /** By office name; search is a prefix of the name */
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "municipalityNumber"]),
  },
});

/** Registered in `db()` under these names when this module loads (dynamo/db.ts `registerEntities`). */
export const referenceEntities = {
  municipalityNumber: MunicipalityEntity,
  policeStation: PoliceStationEntity,
  petitionCourt: PetitionCourtEntity,
  forceCollectionAddress: ForceCollectionAddressEntity,
};

registerEntities(referenceEntities);
