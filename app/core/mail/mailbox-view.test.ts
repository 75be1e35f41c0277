import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkParts, pageOf, searchMails } from "./mailbox-view";

const mails = [
  { to: "pat@poolowner.demo", subject: "Reset your Drip Drop password" },
  { to: "maya@bluewave.demo", subject: "Blue Wave invites you to join their team" },
  { to: "PAT@example.com", subject: "Invoice INV-7 from Blue Wave" },
];

describe("searchMails", () => {
  it("matches recipient or subject, case-insensitively, every word", () => {
    expect(searchMails(mails, "pat").map((m) => m.subject)).toEqual([mails[0].subject, mails[2].subject]);
    expect(searchMails(mails, "blue wave invoice")).toEqual([mails[2]]);
    expect(searchMails(mails, "RESET")).toEqual([mails[0]]);
    expect(searchMails(mails, "nobody")).toEqual([]);
  });

  it("returns everything for an empty query", () => {
    expect(searchMails(mails, "  ")).toEqual(mails);
  });
});

describe("pageOf", () => {
  it("slices a page and counts", () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 1, 20)).toMatchObject({ page: 1, pageCount: 3, total: 45 });
    expect(pageOf(items, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
  });

  it("clamps a page out of range or not a number", () => {
    expect(pageOf([1, 2, 3], 9, 2)).toMatchObject({ page: 2, items: [3] });
    expect(pageOf([1, 2, 3], Number.NaN, 2)).toMatchObject({ page: 1, items: [1, 2] });
    expect(pageOf([], 1, 20)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("every item lands on exactly one page", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (items, size) => {
        const { pageCount } = pageOf(items, 1, size);
        const all = Array.from({ length: pageCount }, (_, i) => pageOf(items, i + 1, size).items).flat();
        expect(all).toEqual(items);
      }),
    );
  });
});

describe("linkParts", () => {
  it("makes links of URLs and leaves closing punctuation out", () => {
    expect(linkParts("Open http://localhost:3000/resetPassword?token=a%2Fb.\nThanks")).toEqual([
      { text: "Open " },
      {
        text: "http://localhost:3000/resetPassword?token=a%2Fb",
        href: "http://localhost:3000/resetPassword?token=a%2Fb",
      },
      { text: ".\nThanks" },
    ]);
    expect(linkParts("no links")).toEqual([{ text: "no links" }]);
  });

  it("keeps every character of the text, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.webUrl())), (chunks) => {
        const text = chunks.join(" ");
        expect(
          linkParts(text)
            .map((p) => p.text)
            .join(""),
        ).toBe(text);
      }),
    );
  });
});
