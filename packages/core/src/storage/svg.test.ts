import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg";

const clean = (svg: string) => {
  const out = sanitizeSvg(new TextEncoder().encode(svg));
  return out && new TextDecoder().decode(out);
};

describe("SVG logos are sanitised before they are stored (F12f)", () => {
  it("keeps the drawing", () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path d="M0 0L10 10" fill="url(#g)"/><text x="1" y="2">Fjord &amp; Kaffe</text></svg>',
    )!;
    expect(out).toContain('<path d="M0 0L10 10" fill="url(#g)"');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain("Fjord &amp; Kaffe");
    expect(out).toContain('<stop offset="0" stop-color="#fff"');
  });

  it("drops scripts, event handlers, foreign objects, styles, images and external references", () => {
    const out =
      clean(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
      <script>alert(document.cookie)</script>
      <SCRIPT xlink:href="https://evil.example/x.js"/>
      <style>@import url(https://evil.example/x.css);</style>
      <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>
      <image href="https://evil.example/track.png" width="1" height="1"/>
      <a href="javascript:alert(1)"><rect width="5" height="5"/></a>
      <use xlink:href="https://evil.example/sprite.svg#x"/>
      <use href="#local"/>
      <rect id="local" width="1" height="1" onclick="alert(2)" fill="url(https://evil.example/f)" style="fill:url(https://evil.example/s)"/>
      <set attributeName="onmouseover" to="alert(3)"/>
      <animate attributeName="href" to="javascript:alert(4)"/>
    </svg>`)!;
    for (const bad of [
      "script",
      "onload",
      "onclick",
      "foreignObject",
      "iframe",
      "evil.example",
      "javascript",
      "<style",
      "<image",
      "<a ",
      "<set",
      "<animate",
    ])
      expect(out.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(out).toContain('<use href="#local"');
    expect(out).toContain('<rect id="local" width="1" height="1"');
  });

  it("refuses a DOCTYPE or entities, XML that does not parse, and a root that is not svg", () => {
    expect(clean('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')).toBeNull();
    expect(clean('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBeNull();
    expect(clean("<html><svg/></html>")).toBeNull();
  });
});
