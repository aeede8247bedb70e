import type { RouteGroup } from "../base";
import { collectionResources } from "../routes/collection";
import { printQueueRoutes } from "../routes/print-queue";
import { printQueueListRoutes } from "../routes/print-queue-list";

/**
 * The `collection` function: the collection configuration staff keep (procedures, steps, claim types, letter and
 * mail templates, fees; routes/collection) and the print queue of letters to post (`/case-documents`).
 */
export const collectionRoutes: RouteGroup[] = [
  // the print queue (under /case-documents; the cases function has its send and preview paths)
  ["/case-documents", printQueueRoutes],
  // the staff list of letters to post (the admin page /admin/case-documents)
  ["/case-documents", printQueueListRoutes],
  ["/", collectionResources],
];
