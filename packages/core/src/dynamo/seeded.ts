/**
 * A small global partition that seeds itself with published figures on first use (the late-payment interest rates,
 * the law's fee rows): read it; when empty, seed (a transaction that loses to a concurrent seeding or admin write
 * is fine) and read again, waiting briefly while another request's seeding transaction is still in flight.
 */
export async function readSeeded<T>(read: () => Promise<T[]>, seed: () => Promise<unknown>): Promise<T[]> {
  let items = await read();
  if (items.length > 0) return items;
  await seed();
  for (let attempt = 0; attempt < 5; attempt++) {
    items = await read();
    if (items.length > 0) return items;
    await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
  }
  return items;
}
