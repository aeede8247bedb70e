import { COLLECTION_RESOURCES } from "../collection";
import { STAFF_RESOURCES } from ".";

/**
 * Every admin resource, of both functions that serve them (`admin` and `collection`): the list the conformance test
 * (resources.conformance.test.ts) and the role matrix loop over. Tests only: each function imports its own list.
 */
export const ADMIN_RESOURCES = [...STAFF_RESOURCES, ...COLLECTION_RESOURCES] as const;
