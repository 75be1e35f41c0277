import { describe, expect, it } from "vitest";
import { readKeyed } from "../i18n/keyed";
import {
  creditApplicationToQbo,
  creditNoteToQbo,
  customerToQbo,
  invoiceToQbo,
  paymentNetCents,
  paymentToQbo,
  plainQuickbooksError,
  qboAmount,
  qboName,
  rateItemToQbo,
  rateKindOf,
} from "./quickbooks";

const customer = {
  displayName: "Reed, Dana",
  firstName: "Dana",
  lastName: "Reed",
  companyName: null,
  email: "dana@example.com",
  phone: "602-555-0100",
  mobilePhone: null,
  billingAddressLine: "12 Palm Way",
  billingCity: "Phoenix",
  billingRegion: "AZ",
  billingPostalCode: "85001",
  archived: false,
};

describe("money in QuickBooks' decimals", () => {
  it("turns integer cents into two-decimal amounts exactly", () => {
    expect(qboAmount(65_713)).toBe(657.13);
    expect(qboAmount(5)).toBe(0.05);
    expect(qboAmount(0)).toBe(0);
    expect(qboAmount(-1_050)).toBe(-10.5);
    expect(qboAmount(123_456_789)).toBe(1_234_567.89);
  });
});

describe("names", () => {
  it("drops colons (QuickBooks' sub-customer separator), squeezes spaces and caps the length", () => {
    expect(qboName("Pool: Main   Street ")).toBe("Pool- Main Street");
    expect(qboName("   ")).toBe("Unnamed");
    expect(qboName("x".repeat(200))).toHaveLength(100);
  });
});

describe("customer", () => {
  it("maps names, contact and billing address; leaves empty parts out", () => {
    expect(customerToQbo(customer)).toEqual({
      DisplayName: "Reed, Dana",
      GivenName: "Dana",
      FamilyName: "Reed",
      PrimaryEmailAddr: { Address: "dana@example.com" },
      PrimaryPhone: { FreeFormNumber: "602-555-0100" },
      BillAddr: { Line1: "12 Palm Way", City: "Phoenix", CountrySubDivisionCode: "AZ", PostalCode: "85001" },
      Active: true,
    });
  });

  it("an archived customer is inactive; no address gives no BillAddr", () => {
    const body = customerToQbo({
      ...customer,
      archived: true,
      billingAddressLine: null,
      billingCity: null,
      billingRegion: null,
      billingPostalCode: null,
    });
    expect(body.Active).toBe(false);
    expect(body).not.toHaveProperty("BillAddr");
  });
});

describe("invoice", () => {
  const facts = {
    label: "INV-318",
    issuedOn: "2026-11-02",
    dueOn: "2026-11-17",
    terms: "net 15",
    notes: "Thank you!",
    taxCents: 3_713,
    lines: [
      {
        kind: "stop",
        description: "Weekly service",
        serviceDate: "2026-10-28",
        quantity: 2,
        unitPriceCents: 8_500,
        amountCents: 17_000,
        taxable: false,
      },
      {
        kind: "purchase",
        description: "Pump motor",
        serviceDate: null,
        quantity: 1,
        unitPriceCents: 45_000,
        amountCents: 45_000,
        taxable: true,
      },
    ],
  };
  const refs = {
    customer: "58",
    items: { stop: "7", purchase: "9" },
    taxCode: "3",
    terms: { "net 15": "2" },
  };

  it("numbers it as ours, refers to the customer and each line's rate item, and carries our tax", () => {
    const body = invoiceToQbo(facts, refs);
    expect(body.CustomerRef).toEqual({ value: "58" });
    expect(body.DocNumber).toBe("INV-318");
    expect(body.TxnDate).toBe("2026-11-02");
    expect(body.DueDate).toBe("2026-11-17");
    expect(body.SalesTermRef).toEqual({ value: "2" });
    expect(body.CustomerMemo).toEqual({ value: "Thank you!" });
    expect(body.Line).toEqual([
      {
        LineNum: 1,
        DetailType: "SalesItemLineDetail",
        Amount: 170,
        Description: "Weekly service",
        SalesItemLineDetail: {
          ItemRef: { value: "7" },
          Qty: 2,
          UnitPrice: 85,
          ServiceDate: "2026-10-28",
          TaxCodeRef: { value: "NON" },
        },
      },
      {
        LineNum: 2,
        DetailType: "SalesItemLineDetail",
        Amount: 450,
        Description: "Pump motor",
        SalesItemLineDetail: {
          ItemRef: { value: "9" },
          Qty: 1,
          UnitPrice: 450,
          TaxCodeRef: { value: "TAX" },
        },
      },
    ]);
    expect(body.TxnTaxDetail).toEqual({ TxnTaxCodeRef: { value: "3" }, TotalTax: 37.13 });
  });

  it("leaves out unmapped terms and tax, and refuses a line whose item was not ensured", () => {
    const body = invoiceToQbo({ ...facts, taxCents: 0, terms: "net 60" }, { ...refs, taxCode: null });
    expect(body).not.toHaveProperty("SalesTermRef");
    expect(body).not.toHaveProperty("TxnTaxDetail");
    expect(() => invoiceToQbo(facts, { ...refs, items: { stop: "7" } })).toThrow(/purchase/);
  });

  it("bills an unknown line kind as other charges", () => {
    expect(rateKindOf("dose")).toBe("manual");
    expect(rateKindOf("chemical")).toBe("chemical");
  });
});

describe("items, payments and credit notes", () => {
  it("a rate is a service item booked to the chosen income account", () => {
    expect(rateItemToQbo("stop", "81")).toEqual({
      Name: "Pool service visit",
      Type: "Service",
      IncomeAccountRef: { value: "81" },
      Taxable: false,
    });
  });

  it("a payment is applied to its invoice and deposited where mapped", () => {
    const body = paymentToQbo(
      {
        amountCents: 65_713,
        refundedCents: 0,
        receivedOn: "2026-11-20",
        method: "check",
        reference: "1042",
        note: "",
        invoiceLabel: "INV-318",
      },
      { customer: "58", invoice: "130", depositAccount: "4" },
    );
    expect(body).toEqual({
      CustomerRef: { value: "58" },
      TotalAmt: 657.13,
      TxnDate: "2026-11-20",
      PaymentRefNum: "1042",
      DepositToAccountRef: { value: "4" },
      PrivateNote: "INV-318 · check",
      Line: [{ Amount: 657.13, LinkedTxn: [{ TxnId: "130", TxnType: "Invoice" }] }],
    });
    const unmapped = paymentToQbo(
      {
        amountCents: 100,
        refundedCents: 0,
        receivedOn: "2026-11-20",
        method: "cash",
        reference: "",
        note: "Left at door",
        invoiceLabel: "INV-1",
      },
      { customer: "1", invoice: "2", depositAccount: null },
    );
    expect(unmapped).not.toHaveProperty("DepositToAccountRef");
    expect(unmapped).not.toHaveProperty("PaymentRefNum");
    expect(unmapped.PrivateNote).toBe("INV-1 · cash — Left at door");
  });

  it("a refunded payment is sent at its net amount; one refunded in full is not sent", () => {
    const facts = {
      amountCents: 10_000,
      refundedCents: 2_550,
      receivedOn: "2026-11-20",
      method: "card",
      reference: "",
      note: "",
      invoiceLabel: "INV-7",
    };
    expect(paymentNetCents(facts)).toBe(7_450);
    const body = paymentToQbo(facts, { customer: "1", invoice: "2", depositAccount: null });
    expect(body.TotalAmt).toBe(74.5);
    expect(body.Line).toEqual([{ Amount: 74.5, LinkedTxn: [{ TxnId: "2", TxnType: "Invoice" }] }]);
    const full = { ...facts, refundedCents: 10_000 };
    expect(paymentNetCents(full)).toBe(0);
    expect(() => paymentToQbo(full, { customer: "1", invoice: "2", depositAccount: null })).toThrow();
  });

  it("a credit note is applied as a payment of 0 linking the invoice and the credit memo", () => {
    const body = creditApplicationToQbo(
      { creditNoteLabel: "CN-3", invoiceLabel: "INV-318", amountCents: 1_050, appliedOn: "2026-11-21" },
      { customer: "58", invoice: "130", creditMemo: "140" },
    );
    expect(body).toEqual({
      CustomerRef: { value: "58" },
      TotalAmt: 0,
      TxnDate: "2026-11-21",
      PrivateNote: "CN-3 applied to INV-318",
      Line: [
        { Amount: 10.5, LinkedTxn: [{ TxnId: "130", TxnType: "Invoice" }] },
        { Amount: 10.5, LinkedTxn: [{ TxnId: "140", TxnType: "CreditMemo" }] },
      ],
    });
  });

  it("a credit note is a credit memo numbered as ours, one line under the credits item", () => {
    const body = creditNoteToQbo(
      {
        label: "CN-3",
        amountCents: 1_000,
        reason: "Late visit",
        issuedOn: "2026-11-21",
        invoiceLabel: "INV-318",
      },
      { customer: "58", item: "12" },
    );
    expect(body.DocNumber).toBe("CN-3");
    expect(body.PrivateNote).toBe("INV-318: Late visit");
    expect(body.Line[0].Amount).toBe(10);
    expect(body.Line[0].SalesItemLineDetail.ItemRef).toEqual({ value: "12" });
  });
});

describe("QuickBooks' errors in plain words", () => {
  const word = (status: number, fault?: object) => readKeyed(plainQuickbooksError({ status, fault }));

  it("names the cause a person can act on", () => {
    expect(word(0)?.key).toBe("seller.qbo.error.unreachable");
    expect(word(401)?.key).toBe("seller.qbo.error.signIn");
    expect(word(400, { type: "AuthenticationFault", Error: [{ code: "3200" }] })?.key).toBe(
      "seller.qbo.error.signIn",
    );
    expect(word(403)?.key).toBe("seller.qbo.error.forbidden");
    expect(word(429)?.key).toBe("seller.qbo.error.throttled");
    expect(word(400, { Error: [{ code: "5010", Message: "Stale Object Error" }] })?.key).toBe(
      "seller.qbo.error.stale",
    );
    expect(word(503)).toEqual({ key: "seller.qbo.error.down", values: { status: 503 } });
  });

  it("carries QuickBooks' own detail for a refusal, short and on one line", () => {
    const duplicate = word(400, {
      type: "ValidationFault",
      Error: [
        {
          code: "6240",
          Message: "Duplicate Name Exists Error",
          Detail: "The name supplied already exists.\n : Another customer…",
        },
      ],
    });
    expect(duplicate).toEqual({
      key: "seller.qbo.error.duplicateName",
      values: { detail: "The name supplied already exists. : Another customer…" },
    });
    const refused = word(400, { Error: [{ code: "6000", Detail: "x".repeat(500) }] });
    expect(refused?.key).toBe("seller.qbo.error.refused");
    expect(String(refused?.values.detail)).toHaveLength(300);
    expect(word(400, { Error: [{ code: "610", Detail: "Object Not Found" }] })?.key).toBe(
      "seller.qbo.error.deleted",
    );
    expect(word(418)).toEqual({ key: "seller.qbo.error.other", values: { detail: "HTTP 418" } });
  });
});
