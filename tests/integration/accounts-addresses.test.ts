/** The address book: add, edit, default, delete, limits, and nobody else's addresses. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Address } from "../../contract/accounts";
import { addresses } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const LIST = "/user/address/findAddressList";
const SAVE = "/user/address/saveAddress";
const DELETE = "/user/address/deleteAddress";
const DEFAULT = "/user/address/setDefaultAddress";

const home = {
  recipient: "李白",
  phone: "13800138000",
  areaCode: "310115",
  detail: "世纪大道100号",
  postalCode: "200120",
};
const office = {
  recipient: "杜甫",
  phone: "13900139000",
  areaCode: "440305",
  detail: "科技园南路1号",
};

describe.each(backends())("address book on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const save = (token: string, body: object, lang = "ch") =>
    api<Address>(svc, SAVE, { token, lang, body });
  const list = async (token: string) => (await api<Address[]>(svc, LIST, { token })).data;
  const rowsOf = (userId: number) =>
    db().select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id);
  const defaults = (userId: number) =>
    db()
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

  it("adds an address with the area's names; the first one is the default", async () => {
    const { token } = await createUser(db());
    expect(await list(token)).toEqual([]);
    const a = await save(token, home);
    expect(a).toMatchObject({ code: 0, message: "地址已保存" });
    expect(a.data).toEqual({
      id: expect.any(Number),
      ...home,
      province: "上海市",
      city: "上海市",
      district: "浦东新区",
      isDefault: true,
    });
    const b = await save(token, office, "en");
    expect(b).toMatchObject({
      code: 0,
      message: "address saved",
      data: {
        province: "广东省",
        city: "深圳市",
        district: "南山区",
        postalCode: null,
        isDefault: false,
      },
    });
    expect((await list(token)).map((x) => x.id)).toEqual([a.data.id, b.data.id]);
  });

  it("lists the default first, then the newest", async () => {
    const { token } = await createUser(db());
    const first = (await save(token, home)).data;
    const second = (await save(token, office)).data;
    const third = (await save(token, { ...office, detail: "第三个地址" })).data;
    expect((await list(token)).map((x) => x.id)).toEqual([first.id, third.id, second.id]);
  });

  it("edits one's own address and keeps it the default", async () => {
    const { user, token } = await createUser(db());
    const a = (await save(token, home)).data;
    const edited = await save(token, { ...office, id: a.id, isDefault: false });
    expect(edited.data).toMatchObject({
      id: a.id,
      recipient: "杜甫",
      district: "南山区",
      isDefault: true,
    });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("makes exactly one default, by saving with isDefault or by setDefaultAddress", async () => {
    const { user, token } = await createUser(db());
    const a = (await save(token, home)).data;
    const b = (await save(token, { ...office, isDefault: true })).data;
    expect(b.isDefault).toBe(true);
    expect((await defaults(user.id)).map((r) => r.id)).toEqual([b.id]);

    const c = (await save(token, { ...home, detail: "另一个" })).data;
    const set = await api<Address>(svc, DEFAULT, { token, body: { id: a.id } });
    expect(set).toMatchObject({
      code: 0,
      message: "已设为默认地址",
      data: { id: a.id, isDefault: true },
    });
    expect((await defaults(user.id)).map((r) => r.id)).toEqual([a.id]);
    expect((await save(token, { ...office, id: c.id, isDefault: true })).data.isDefault).toBe(true);
    expect((await defaults(user.id)).map((r) => r.id)).toEqual([c.id]);
    expect((await list(token))[0].id).toBe(c.id);
  });

  it("deleting the default makes the newest remaining one the default", async () => {
    const { user, token } = await createUser(db());
    const a = (await save(token, home)).data;
    const b = (await save(token, office)).data;
    const c = (await save(token, { ...office, detail: "最新" })).data;
    expect(await api(svc, DELETE, { token, body: { id: a.id } })).toMatchObject({
      code: 0,
      message: "地址已删除",
    });
    expect((await defaults(user.id)).map((r) => r.id)).toEqual([c.id]);
    await api(svc, DELETE, { token, body: { id: b.id } });
    expect((await defaults(user.id)).map((r) => r.id)).toEqual([c.id]);
    await api(svc, DELETE, { token, body: { id: c.id } });
    expect(await rowsOf(user.id)).toEqual([]);
    // The book is empty again: the next address is the default.
    expect((await save(token, home)).data.isDefault).toBe(true);
  });

  it("refuses another user's address with 404 and changes nothing", async () => {
    const owner = await createUser(db());
    const intruder = await createUser(db());
    const mine = (await save(owner.token, home)).data;
    await save(owner.token, office);
    await save(intruder.token, home);
    const before = { owner: await rowsOf(owner.user.id), intruder: await rowsOf(intruder.user.id) };

    const edit = await save(intruder.token, { ...office, id: mine.id }, "en");
    expect(edit).toMatchObject({ http: 200, code: 404, message: "no such address" });
    expect(await api(svc, DELETE, { token: intruder.token, body: { id: mine.id } })).toMatchObject({
      code: 404,
      message: "地址不存在",
    });
    expect((await api(svc, DEFAULT, { token: intruder.token, body: { id: mine.id } })).code).toBe(
      404,
    );
    expect(
      (await api(svc, DEFAULT, { token: intruder.token, body: { id: 2_000_000_000 } })).code,
    ).toBe(404);

    expect({
      owner: await rowsOf(owner.user.id),
      intruder: await rowsOf(intruder.user.id),
    }).toEqual(before);
  });

  it("keeps at most 20 addresses", async () => {
    const { user, token } = await createUser(db());
    for (let i = 0; i < 20; i++)
      expect((await save(token, { ...home, detail: `地址${i}` })).code).toBe(0);
    const refused = await save(token, home, "en");
    expect(refused).toMatchObject({ code: 409, message: "you can keep at most 20 addresses" });
    expect(await rowsOf(user.id)).toHaveLength(20);
    // Editing is still allowed at the limit.
    const [first] = await rowsOf(user.id);
    expect((await save(token, { ...office, id: first.id })).code).toBe(0);
  });

  it("refuses an area code that is not a real district", async () => {
    const { user, token } = await createUser(db());
    for (const areaCode of ["999999", "310000", "310100"]) {
      const a = await save(token, { ...home, areaCode }, "en");
      expect(a).toMatchObject({
        code: 422,
        message: "this area does not exist",
        data: { fieldErrors: { areaCode: ["area.invalid"] } },
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("concurrent saves with isDefault still leave exactly one default", async () => {
    const { user, token } = await createUser(db());
    await save(token, home);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => save(token, { ...office, detail: `并发${i}`, isDefault: true })),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(await defaults(user.id)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(5);
  });

  it("needs a login", async () => {
    expect((await api(svc, LIST)).http).toBe(401);
    expect((await api(svc, SAVE, { body: home })).http).toBe(401);
  });
});
