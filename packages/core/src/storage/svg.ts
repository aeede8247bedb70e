import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * SVG logos are sanitised before they are stored (docs/decisions.md), so no letter, PDF or page can ever embed
 * active SVG: the file is parsed and rebuilt from an allow-list of drawing elements and presentation attributes.
 * Dropped: scripts, event handlers (`on*`), foreignObject, style sheets, animation, images, and every reference
 * that leaves the file (an `href` or `url(...)` other than `#fragment`). A DOCTYPE or entity declaration, or XML
 * that does not parse, refuses the file (null).
 */
const ELEMENTS = new Set(
  [
    "svg",
    "g",
    "defs",
    "title",
    "desc",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "lineargradient",
    "radialgradient",
    "stop",
    "clippath",
    "mask",
    "pattern",
    "symbol",
    "use",
  ].map((e) => e.toLowerCase()),
);

const ATTRIBUTES = new Set(
  [
    "xmlns",
    "xmlns:xlink",
    "version",
    "id",
    "class",
    "viewbox",
    "preserveaspectratio",
    "width",
    "height",
    "x",
    "y",
    "x1",
    "x2",
    "y1",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "d",
    "points",
    "transform",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "color",
    "clip-path",
    "clip-rule",
    "mask",
    "offset",
    "stop-color",
    "stop-opacity",
    "gradientunits",
    "gradienttransform",
    "spreadmethod",
    "patternunits",
    "patterntransform",
    "patterncontentunits",
    "clippathunits",
    "maskunits",
    "maskcontentunits",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "letter-spacing",
    "dx",
    "dy",
    "visibility",
    "display",
    "href",
    "xlink:href",
    "style",
  ].map((a) => a.toLowerCase()),
);

const PREFIX = "@_";
type Node = Record<string, unknown> & { ":@"?: Record<string, string> };

/** A value that references nothing outside the file: no url() but `url(#id)`, no script or import. */
function safeValue(value: string): boolean {
  const v = value.replace(/[\s\u0000-\u001F]/g, "").toLowerCase();
  if (/javascript:|vbscript:|data:|@import|expression\(|behavior:|-moz-binding/.test(v)) return false;
  for (const m of v.matchAll(/url\(([^)]*)\)/g)) if (!/^['"]?#/.test(m[1]!)) return false;
  return true;
}

function cleanAttributes(attrs: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!attrs) return undefined;
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(attrs)) {
    const name = key.slice(PREFIX.length).toLowerCase();
    const value = String(raw);
    if (!ATTRIBUTES.has(name) || name.startsWith("on")) continue;
    if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
    if (!safeValue(value)) continue;
    out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

function cleanNodes(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((k) => k !== ":@")!;
    if (name === "#text") {
      out.push(node);
      continue;
    }
    if (name.startsWith("?") || name.startsWith("#") || !ELEMENTS.has(name.toLowerCase())) continue;
    const clean: Node = { [name]: cleanNodes((node[name] as Node[]) ?? []) };
    const attrs = cleanAttributes(node[":@"]);
    if (attrs) clean[":@"] = attrs;
    out.push(clean);
  }
  return out;
}

/** The sanitised SVG, or null when the file is not well-formed SVG or declares a DOCTYPE or entities. */
export function sanitizeSvg(bytes: Uint8Array): Uint8Array | null {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  if (XMLValidator.validate(text) !== true) return null;
  const options = {
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: PREFIX,
    processEntities: false,
    htmlEntities: false,
    commentPropName: "#comment",
    cdataPropName: "#cdata",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  } as const;
  let tree: Node[];
  try {
    tree = new XMLParser(options).parse(text) as Node[];
  } catch {
    return null;
  }
  const roots = cleanNodes(tree).filter((n) => !("#text" in n));
  if (roots.length !== 1 || !("svg" in roots[0]!)) return null;
  const xml = new XMLBuilder({ ...options, suppressEmptyNode: true }).build(roots) as string;
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}
