import "../../i18n/imports"; // registers the texts of the keys named here
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readAmount, type AmountProblem } from "../../util/money";
import { decodeText } from "./delimited";
import { ImportFileError } from "./types";

/*
 * XML reading shared by the EHF and SAF-T parsers.
 *
 * Safety: a DOCTYPE is refused outright, so no entity (internal or external) is ever declared, expanded or
 * fetched; only the five XML entities and numeric character references are decoded. The text is checked for
 * well-formedness first, so a broken file is one error naming its line instead of a half-read tree.
 */

/** An element as fast-xml-parser gives it: children by tag name (an array when repeated), `@_attr`, `#text`. */
export interface XmlElement {
  [name: string]: XmlContent | undefined;
}
export type XmlContent = string | XmlElement | (string | XmlElement)[];
export type XmlNode = string | XmlElement;

export interface ReadXmlOptions {
  /** Record each element's offset in the text (`XMLParser.getMetaDataSymbol()`), to keep document order. */
  positions?: boolean;
  /** Elements (local names) whose content is not needed: kept as raw text instead of parsed, which saves time. */
  skip?: string[];
}

export function readXml(bytes: Uint8Array, options: ReadXmlOptions = {}): XmlElement {
  const text = decodeText(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new ImportFileError("imports.xml.doctype");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ImportFileError("imports.xml.malformed", { line: valid.err.line }, valid.err.line);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    captureMetaData: options.positions ?? false,
    stopNodes: (options.skip ?? []).map((name) => `..${name}`),
  });
  try {
    return parser.parse(text) as XmlElement;
  } catch {
    throw new ImportFileError("imports.unreadable");
  }
}

export const localName = (tag: string): string => tag.slice(tag.indexOf(":") + 1);
const prefixOf = (tag: string): string => (tag.includes(":") ? tag.slice(0, tag.indexOf(":")) : "");

/** The child elements named `name` (by local name, whatever the namespace prefix), in document order. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === "string") return [];
  let value = node[name];
  if (value === undefined) {
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@_") && localName(key) === name) {
        value = node[key];
        break;
      }
    }
  }
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => children(node, name)[0];

/** Follows a path of child names, taking the first of each. */
export function at(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let current = node;
  for (const name of names) current = child(current, name);
  return current;
}

/**
 * Numeric character references (`&#229;`, `&#xE5;`). The parser decodes them only together with all HTML entity
 * names, which makes it a third slower on a large SAF-T file, so the few values that have them are decoded here.
 * (A reference written as text, `&amp;#229;`, would be decoded too: a price worth paying.)
 */
function decodeCharacterReferences(text: string): string {
  if (!text.includes("&#")) return text;
  return text.replace(
    /&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g,
    (ref, hex: string | undefined, dec: string | undefined) => {
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
    },
  );
}

/** An element's trimmed text, or undefined when empty or absent. */
export function textOf(node: XmlNode | undefined): string | undefined {
  const value = typeof node === "string" ? node : node?.["#text"];
  const text = typeof value === "string" ? decodeCharacterReferences(value).trim() : "";
  return text || undefined;
}

export function attrOf(node: XmlNode | undefined, name: string): string | undefined {
  const value = typeof node === "object" ? node[`@_${name}`] : undefined;
  return typeof value === "string" ? decodeCharacterReferences(value).trim() || undefined : undefined;
}

/** The namespace declarations of an element added to those in scope. */
function scopeOf(scope: ReadonlyMap<string, string>, element: XmlElement): ReadonlyMap<string, string> {
  let next: Map<string, string> | undefined;
  for (const key of Object.keys(element)) {
    if (key === "@_xmlns" || key.startsWith("@_xmlns:")) {
      next ??= new Map(scope);
      next.set(key === "@_xmlns" ? "" : key.slice("@_xmlns:".length), String(element[key]));
    }
  }
  return next ?? scope;
}

/** The document element (the one top-level element of a well-formed file) with its namespace URI. */
export function rootOf(
  doc: XmlElement,
): { tag: string; element: XmlElement; namespace: string | undefined } | undefined {
  for (const [tag, value] of Object.entries(doc)) {
    if (tag.startsWith("@_") || tag === "#text" || typeof value !== "object" || Array.isArray(value)) continue;
    return { tag: localName(tag), element: value, namespace: scopeOf(new Map(), value).get(prefixOf(tag)) };
  }
  return undefined;
}

/** The elements of the whole tree whose namespace URI and local name match `accept`, not looking inside a match. */
export function findElements(
  root: XmlElement,
  accept: (namespace: string | undefined, local: string) => boolean,
): { tag: string; element: XmlElement; namespace: string }[] {
  const found: { tag: string; element: XmlElement; namespace: string }[] = [];
  const walk = (node: XmlElement, scope: ReadonlyMap<string, string>) => {
    for (const [tag, value] of Object.entries(node)) {
      if (tag.startsWith("@_") || tag === "#text" || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === "string") continue;
        const inner = scopeOf(scope, item);
        const namespace = inner.get(prefixOf(tag));
        if (accept(namespace, localName(tag)))
          found.push({ tag: localName(tag), element: item, namespace: namespace! });
        else walk(item, inner);
      }
    }
  };
  walk(root, new Map());
  return found;
}

/** An XML decimal (xs:decimal, "1250.00", "1250.000") → øre; more than two significant decimals → null. */
export function parseXmlAmount(value: string | undefined): number | null {
  const read = readXmlAmount(value);
  return "ore" in read ? read.ore : null;
}

/** `parseXmlAmount` with the reason an amount is refused: not a number, or beyond `MAX_AMOUNT_ORE`. */
export function readXmlAmount(value: string | undefined): { ore: number } | { problem: AmountProblem } {
  if (value === undefined || !/^[+-]?[0-9]+(\.[0-9]*)?$/.test(value)) return { problem: "validation.number" };
  const trimmed = value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
  return readAmount(trimmed.replace(/^\+/, ""));
}
