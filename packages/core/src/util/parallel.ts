/** Most calls `inParallel` keeps in flight unless told otherwise. */
const PARALLEL = 16;

/** `fn` over the items, at most `limit` at a time, the results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
  limit: number = PARALLEL,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return out;
}
