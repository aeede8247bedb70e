import { Entity } from "electrodb";
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import "../accounts/entities"; // registers the customer, the probe's fellow member of "customerAccount"
import { db, registerEntities } from "./db";
import { customerAccountKey, SERVICE } from "./keys";

const probeEntity = () =>
  new Entity({
    model: { entity: "registry-probe", version: "1", service: SERVICE },
    attributes: { customerId: { type: "string", required: true }, note: { type: "string" } },
    indexes: { byCustomer: customerAccountKey() },
  });

describe("registerEntities", () => {
  it("joins an entity registered after the service was built (a context loaded by import()), in its collection", async () => {
    const service = db();
    const probe = probeEntity();
    registerEntities({ registryProbe: probe });
    expect(db()).toBe(service);
    expect((db().entities as unknown as Record<string, unknown>).registryProbe).toBe(probe);
    // the late entity has the table and client, and the collection query returns its items by its name
    const customerId = ulid();
    await probe.put({ customerId, note: "late" }).go();
    const { data } = await db().collections.customerAccount({ customerId }).go({ consistent: true, pages: "all" });
    expect((data as unknown as Record<string, { note?: string }[]>).registryProbe).toEqual([
      expect.objectContaining({ customerId, note: "late" }),
    ]);
    expect(() => registerEntities({ registryProbe: probe })).not.toThrow();
    expect(() => registerEntities({ registryProbe: probeEntity() })).toThrow(/Two entities/);
  });
});
