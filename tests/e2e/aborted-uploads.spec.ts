/**
 * Uploads a logged-in buyer abandons halfway (a closed tab, a phone that lost its network), to every
 * multipart receiver of the storefront: the avatar form, the avatar and picture endpoints, the
 * business licence and the refund form with its pictures. 50 of them leave the shop's process with
 * the descriptors it had and no partial file (read through the service's test hook, for the one
 * process that runs both), and a whole upload right after still works.
 */
import { expect, test } from "./fixtures";
import { abortedUpload, photoBytes } from "../helpers/aborted-upload";
import { payInSandbox } from "./journey-helpers";
import { userWithOrders } from "./orders";

interface Descriptors {
  open: number;
  intoUploads: number;
  partialUploads: number;
}

test("50 uploads abandoned halfway leave the shop's descriptors and upload folder as they were", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const buyer = await userWithOrders(page, 1);
  await payInSandbox(page.request, buyer.token, buyer.orders[0].id);
  const descriptors = async () =>
    (await (await page.request.get("/shopping/test/test/descriptors")).json()) as Descriptors;

  await page.goto("/user/info");
  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const photo = photoBytes(1_500_000);
  // The shop at rest: pages served, the browser's connections idle.
  await page.waitForTimeout(500);
  const before = await descriptors();
  expect(before).toMatchObject({ intoUploads: 0, partialUploads: 0 });

  const receivers: [string, Record<string, string>, string][] = [
    ["/user/info", { csrf }, "file"],
    ["/user/avatar", { csrf }, "file"],
    ["/user/photo", { csrf, purpose: "aftersale" }, "file"],
    ["/user/myInvoiceHeader/licence", { csrf }, "file"],
    [`/user/order/${buyer.orders[0].id}/refund`, { csrf, reasonCode: "changedMind" }, "photoFiles"],
  ];
  for (const [path, fields, fileField] of receivers) {
    for (let i = 0; i < 10; i += 1) {
      await abortedUpload({
        url: new URL(path, baseURL),
        headers: { cookie, origin: new URL(baseURL!).origin },
        fields,
        fileField,
        file: photo,
        sendBytes: 400_000,
      });
    }
  }

  await expect
    .poll(
      async () => {
        const now = await descriptors();
        return now.open <= before.open && now.intoUploads === 0 && now.partialUploads === 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // A form whose body ends before its last boundary is refused with the words for it, not a 500.
  const broken = await page.request.post("/user/info", {
    headers: {
      "content-type": "multipart/form-data; boundary=XX",
      origin: new URL(baseURL!).origin,
    },
    data: '--XX\r\nContent-Disposition: form-data; name="csrf"\r\n\r\nno end',
  });
  expect(broken.status()).toBe(400);
  expect(await broken.text()).toContain("表单内容无法读取，请刷新页面后重试");

  // A whole upload right after: the avatar is saved and shown.
  await page.goto("/user/info");
  await page.getByTestId("avatar-file").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByTestId("avatar-submit").click();
  await expect(page.getByTestId("avatar")).toHaveAttribute("src", /\/avatar\/[0-9a-f]{32}\.jpg/);
});
