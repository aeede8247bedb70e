import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSharedReads, sharedRead, withSharedReads } from "./shared-reads";

afterEach(() => {
  vi.useRealTimers();
  clearSharedReads();
});

/** A read that counts how often it ran. */
function counted(value = "v") {
  const read = vi.fn(async () => value);
  return read;
}

describe("shared reads of a batch", () => {
  it("reads once per scope and key; outside a scope every time", async () => {
    const read = counted();
    await withSharedReads("b1", async () => {
      expect(await sharedRead("k", read)).toBe("v");
      expect(await sharedRead("k", read)).toBe("v");
    });
    // another run of the same batch (the next item) meets it
    await withSharedReads("b1", () => sharedRead("k", read));
    expect(read).toHaveBeenCalledTimes(1);
    // another batch reads for itself, and so does code outside any batch
    await withSharedReads("b2", () => sharedRead("k", read));
    await sharedRead("k", read);
    await sharedRead("k", read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("keeps no failed read", async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error("busy");
      return "ok";
    });
    await withSharedReads("b", async () => {
      await expect(sharedRead("k", read)).rejects.toThrow("busy");
      fail = false;
      expect(await sharedRead("k", read)).toBe("ok");
    });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again after a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const read = counted();
    await withSharedReads("b", () => sharedRead("k", read));
    vi.setSystemTime(Date.now() + 59_000);
    await withSharedReads("b", () => sharedRead("k", read));
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_000);
    await withSharedReads("b", () => sharedRead("k", read));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("is bounded: the least recently used batches and reads are dropped", async () => {
    const read = counted();
    await withSharedReads("first", () => sharedRead("k", read));
    for (let i = 0; i < 16; i++) await withSharedReads(`other-${i}`, async () => {});
    await withSharedReads("first", () => sharedRead("k", read));
    expect(read).toHaveBeenCalledTimes(2);

    const each = counted();
    await withSharedReads("many", async () => {
      for (let i = 0; i < 257; i++) await sharedRead(`k${i}`, each);
      await sharedRead("k256", each); // the newest is kept
      await sharedRead("k0", each); // the oldest was dropped
    });
    expect(each).toHaveBeenCalledTimes(258);
  });
});
