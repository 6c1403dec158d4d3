/** The wines' pictures come from the service through the storefront's private hop to it. */
import { expect, test } from "./fixtures";

test("a wine's picture is served as an image, in both languages", async ({ request }) => {
  for (const lang of ["ch", "en"]) {
    const res = await request.get(`/img/goods/1/front.svg?lang=${lang}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
    expect((await res.text()).startsWith("<svg")).toBe(true);
  }
});
