import { describe, expect, it } from "vitest";
import { sniffImageType } from "./documents";

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
describe("image type by content", () => {
  it.each([
    ["image/png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ["image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe0)],
    ["image/gif", new TextEncoder().encode("GIF89a......")],
    ["image/webp", new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ")],
    ["image/svg+xml", new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])("recognises %s", (type, b) => expect(sniffImageType(b)).toBe(type));
  it("refuses a PDF and text", () => {
    expect(sniffImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("hello"))).toBeNull();
  });
});
