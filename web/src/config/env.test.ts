import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("takes the deployed URLs and leaves unset ones undefined (npm start: the page's own origin)", () => {
    expect(parseEnv({ VITE_API_URL: "https://api.example.no", VITE_REALTIME_URL: "wss://rt.example.no" })).toEqual({
      VITE_API_URL: "https://api.example.no",
      VITE_REALTIME_URL: "wss://rt.example.no",
    });
    expect(parseEnv({ VITE_API_URL: "", MODE: "test" })).toEqual({
      VITE_API_URL: undefined,
      VITE_REALTIME_URL: undefined,
    });
  });

  it("refuses a value that is not an absolute URL of the right kind, naming it", () => {
    expect(() => parseEnv({ VITE_API_URL: "api.example.no" })).toThrow("VITE_API_URL: not an absolute URL");
    expect(() => parseEnv({ VITE_REALTIME_URL: "https://rt.example.no" })).toThrow("VITE_REALTIME_URL");
  });
});
