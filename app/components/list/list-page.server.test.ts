import { describe, expect, it } from "vitest";
import { MAX_PAGES, servicePage, shownPages } from "./list-page.server";

const at = (search: string) => new URL(`http://shop.test/admin/invoices${search}`);

describe("a list the service pages by number", () => {
  it("asks for pages 1..N at once, or page N alone after infinite scroll", () => {
    expect(servicePage(at(""), 20).query).toEqual({ page: 1, pageSize: 20 });
    expect(servicePage(at("?page=3"), 20).query).toEqual({ page: 1, pageSize: 60 });
    expect(servicePage(at("?page=3&single=1"), 20).query).toEqual({ page: 3, pageSize: 20 });
    // Without JavaScript the pages at once stop at MAX_PAGES; nonsense is page 1.
    expect(servicePage(at("?page=99"), 20).query).toEqual({ page: 1, pageSize: 20 * MAX_PAGES });
    expect(servicePage(at("?page=二"), 20).query).toEqual({ page: 1, pageSize: 20 });
  });

  it("offers more while the service has items past those shown", () => {
    const url = at("?page=2&status=due");
    const { request } = servicePage(url, 2);
    const more = shownPages(url, request, 2, ["a", "b", "c", "d"], 5);
    expect(more.items).toEqual(["a", "b", "c", "d"]);
    expect(more.moreHref).toBe("/admin/invoices?status=due&page=3#page-3");
    expect(more.nextHref).toBe("/admin/invoices?status=due&page=3&single=1&index=");
    expect(shownPages(url, request, 2, ["a", "b", "c", "d"], 4).moreHref).toBeNull();
    // Page 3 alone holds the fifth item, the last.
    const single = at("?page=3&single=1&status=due");
    const last = shownPages(single, servicePage(single, 2).request, 2, ["e"], 5);
    expect(last).toMatchObject({ items: ["e"], page: 3, moreHref: null, nextHref: null });
  });
});
