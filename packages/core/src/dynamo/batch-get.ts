/**
 * A BatchGet until DynamoDB has answered every key. DynamoDB may leave keys unprocessed (throttled, or over 16 MB an
 * answer) and ElectroDB hands them back in `unprocessed` without asking again; a caller that reads only `data` takes
 * them for items that do not exist (a step batch would refuse a customer's own case as "not found"). The keys left
 * are asked again, after a short pause that grows, a few times; still left: an error (a 500 the client may send
 * again), never a missing item.
 */
export async function getEvery<K, T>(
  get: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
  keys: K[],
  opts: { attempts?: number; pauseMs?: number } = {},
): Promise<T[]> {
  const attempts = opts.attempts ?? 4;
  const pauseMs = opts.pauseMs ?? 25;
  const found: T[] = [];
  let left = keys;
  for (let attempt = 0; left.length > 0; attempt++) {
    if (attempt === attempts)
      throw new Error(`BatchGet: ${left.length} key(s) left unprocessed after ${attempts} tries`);
    if (attempt > 0) await new Promise((r) => setTimeout(r, pauseMs * 2 ** (attempt - 1)));
    const { data, unprocessed } = await get(left);
    found.push(...data);
    left = unprocessed;
  }
  return found;
}
