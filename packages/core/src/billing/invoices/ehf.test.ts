import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadPublicHolidays } from "../../law/sending-window";
import { toEhfXml, xmlText } from "./ehf";
import { COMPANY_BUYER, PERSON_BUYER, sampleInvoice } from "./sample-invoice";
import { compiledSchematron, ehfFailures } from "./schematron/validate";

/**
 * Our EHF against the OFFICIAL Peppol BIS Billing 3.0 schematrons (CEN-EN16931-UBL and PEPPOL-EN16931-UBL), offline.
 * Both load their kept SEF (schematron/compiled); a changed .sch compiles first: hence the long beforeAll.
 */

const officialExample = readFileSync(fileURLToPath(new URL("./schematron/base-example.xml", import.meta.url)), "utf8");
const ids = (xml: string) => ehfFailures(xml).map((f) => `${f.id} (${f.flag}): ${f.text}`);

beforeAll(async () => {
  await loadPublicHolidays();
  compiledSchematron("cen");
  compiledSchematron("peppol");
}, 600_000);

// each check runs two large stylesheets: seconds on a loaded machine
vi.setConfig({ testTimeout: 60_000 });

describe("the schematron harness", () => {
  it("passes the official Peppol base example and fails it with a broken payable amount [BR-CO-16]", () => {
    expect(ids(officialExample)).toEqual([]);
    const broken = officialExample.replace(
      /<cbc:PayableAmount currencyID="EUR">1656.25<\/cbc:PayableAmount>/,
      '<cbc:PayableAmount currencyID="EUR">1.00</cbc:PayableAmount>',
    );
    expect(broken).not.toBe(officialExample);
    expect(ehfFailures(broken).map((f) => f.id)).toContain("BR-CO-16");
  });
});

describe("toEhfXml", () => {
  it("gives 0 failed asserts for a company buyer with several lines, a discount, a half quantity and «&» in its name", () => {
    const xml = toEhfXml(sampleInvoice());
    expect(xml).toContain("<cbc:RegistrationName>Rørlegger Hansen &amp; Sønn AS</cbc:RegistrationName>");
    expect(xml).toContain("<cbc:AdditionalStreetName>c/o &lt;Regnskap&gt; &quot;Bergen&quot;</cbc:AdditionalStreetName>");
    expect(xml).toContain('<cbc:EndpointID schemeID="0192">930112232</cbc:EndpointID>');
    expect(xml).toContain("<cbc:CompanyID>NO925123455MVA</cbc:CompanyID>");
    expect(xml).toContain("<cbc:CompanyID>Foretaksregisteret</cbc:CompanyID>");
    expect(xml).toMatch(/<cbc:PaymentMeansCode>30<\/cbc:PaymentMeansCode><cbc:PaymentID>0000010421<\/cbc:PaymentID>/);
    expect(ids(xml)).toEqual([]);
  });

  it("gives 0 failed asserts for a person buyer (no org number: our own address, an archive copy) in English", () => {
    const xml = toEhfXml(sampleInvoice({ buyer: PERSON_BUYER, language: "en" }));
    const buyer = xml.slice(xml.indexOf("<cac:AccountingCustomerParty>"), xml.indexOf("</cac:AccountingCustomerParty>"));
    expect(buyer).toContain('<cbc:EndpointID schemeID="0192">925123455</cbc:EndpointID>');
    expect(buyer).not.toContain("<cbc:CompanyID");
    expect(buyer).toContain("<cbc:ElectronicMail>kari@example.com</cbc:ElectronicMail>");
    expect(xml).toContain("<cbc:Name>Letters by post (half a send)</cbc:Name>");
    expect(ids(xml)).toEqual([]);
  });

  it("fails the official rules with their ids when a total or the VAT is wrong", () => {
    const xml = toEhfXml(sampleInvoice({ buyer: { ...COMPANY_BUYER, name: "A & B <AS>" } }));
    expect(ids(xml)).toEqual([]);
    const inclusive = /<cbc:TaxInclusiveAmount currencyID="NOK">([\d.]+)<\/cbc:TaxInclusiveAmount>/.exec(xml)![1]!;
    const brokenTotal = xml.replace(
      `<cbc:TaxInclusiveAmount currencyID="NOK">${inclusive}</cbc:TaxInclusiveAmount>`,
      `<cbc:TaxInclusiveAmount currencyID="NOK">${(Number(inclusive) + 1).toFixed(2)}</cbc:TaxInclusiveAmount>`,
    );
    expect(ehfFailures(brokenTotal).map((f) => f.id)).toContain("BR-CO-15");
    // the VAT of the breakdown at 15 % instead of 25 % of its taxable amount
    const inv = sampleInvoice();
    const wrongVat = toEhfXml({ ...inv, vat: inv.vat.map((v) => ({ ...v, vatOre: Math.round(v.taxableOre * 0.15) })) });
    expect(ehfFailures(wrongVat).map((f) => f.id)).toEqual(expect.arrayContaining(["BR-S-09", "BR-CO-14"]));
  });
});

describe("xmlText", () => {
  it("escapes the five XML characters and drops what XML 1.0 cannot carry", () => {
    expect(xmlText(`A & B <C> "d" 'e'\u0001`)).toBe("A &amp; B &lt;C&gt; &quot;d&quot; &apos;e&apos;");
  });
});
