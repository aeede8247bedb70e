/** Moved to dynamo/list.ts (`listPage`, `pageAt`); kept so existing imports work until they move. */
export { pageAt, type Run } from "./list";
