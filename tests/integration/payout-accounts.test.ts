/**
 * Payout accounts: every kind stored whole and answered masked, each refusal in both languages with
 * nothing written, the default's rules, nobody else's accounts, and the database's own guards,
 * raced on PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayoutAccount, PayoutAccountList } from "../../contract/payouts";
import { VALIDATION_MESSAGES, type ValidationKey } from "../../contract/validation";
import { payoutAccounts } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const LIST = "/user/payout-account/findAccounts";
const SAVE = "/user/payout-account/saveAccount";
const DELETE = "/user/payout-account/deleteAccount";
const DEFAULT = "/user/payout-account/setDefaultAccount";

const alipayPhone = { kind: "alipay", account: "13800138000", realName: "张三明" };
const alipayEmail = { kind: "alipay", account: " Alice.Wang@QQ.com ", realName: "Alice Wang" };
const wechat = { kind: "wechat", account: "wine_lover88", realName: "买买提 • 艾力" };
const card = {
  kind: "bank",
  account: "6222 0202 0011 2341 234",
  realName: "李明",
  bankName: "中国工商银行上海分行",
};

describe.each(backends())("payout accounts on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const save = (token: string, body: object, lang = "ch") =>
    api<PayoutAccount>(svc, SAVE, { token, lang, body });
  const list = async (token: string) => (await api<PayoutAccountList>(svc, LIST, { token })).data;
  const rowsOf = (userId: number) =>
    db()
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .orderBy(payoutAccounts.id);
  const defaults = async (userId: number) =>
    (
      await db()
        .select({ id: payoutAccounts.id })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    ).map((r) => r.id);

  it("stores every kind whole and answers it masked; the first added is the default", async () => {
    const { user, token } = await createUser(db());
    expect(await list(token)).toEqual({ list: [], max: 10 });

    const a = await save(token, alipayPhone);
    expect(a).toMatchObject({ code: 0, message: "收款账户已添加" });
    expect(a.data).toEqual({
      id: expect.any(Number),
      kind: "alipay",
      accountMasked: "138****8000",
      realNameMasked: "张*明",
      bankName: null,
      isDefault: true,
      createdAt: expect.any(String),
    });
    const b = await save(token, alipayEmail, "en");
    expect(b).toMatchObject({
      code: 0,
      message: "payout account added",
      data: { accountMasked: "a***@qq.com", realNameMasked: "A**** W***", isDefault: false },
    });
    const c = await save(token, wechat);
    expect(c.data).toMatchObject({
      kind: "wechat",
      accountMasked: "wi****88",
      realNameMasked: "买**·*力",
    });
    const d = await save(token, card);
    expect(d.data).toMatchObject({
      kind: "bank",
      accountMasked: "6222 **** **** 1234",
      realNameMasked: "*明",
      bankName: "中国工商银行上海分行",
      isDefault: false,
    });

    // Whole, normalised, in the database; never whole in any answer.
    expect(
      (await rowsOf(user.id)).map(({ kind, account, realName, bankName, isDefault }) => ({
        kind,
        account,
        realName,
        bankName,
        isDefault,
      })),
    ).toEqual([
      { ...alipayPhone, bankName: null, isDefault: true },
      {
        kind: "alipay",
        account: "alice.wang@qq.com",
        realName: "Alice Wang",
        bankName: null,
        isDefault: false,
      },
      {
        kind: "wechat",
        account: "wine_lover88",
        realName: "买买提·艾力",
        bankName: null,
        isDefault: false,
      },
      { ...card, account: "6222020200112341234", isDefault: false },
    ]);
    const answered = await api(svc, LIST, { token });
    for (const whole of [
      "13800138000",
      "alice.wang",
      "wine_lover88",
      "6222020200112341234",
      "张三明",
      "艾力",
      "李明",
    ])
      expect(answered.raw).not.toContain(whole);
    expect(answered.data.list.map((x: PayoutAccount) => x.id)).toEqual([
      a.data.id,
      b.data.id,
      c.data.id,
      d.data.id,
    ]);
  });

  const refusals: [string, object, string, ValidationKey][] = [
    [
      "a phone that is not a mobile number",
      { ...alipayPhone, account: "12800138000" },
      "account",
      "payout.alipay.invalid",
    ],
    [
      "an e-mail without its domain",
      { ...alipayPhone, account: "alice@qq" },
      "account",
      "payout.alipay.invalid",
    ],
    ["no Alipay account", { ...alipayPhone, account: "" }, "account", "payout.alipay.required"],
    [
      "a WeChat ID starting with a digit",
      { ...wechat, account: "8wine_lover" },
      "account",
      "payout.wechat.invalid",
    ],
    [
      "a card of 11 digits",
      { ...card, account: "6222 0202 001" },
      "account",
      "payout.card.invalid",
    ],
    [
      "a card of 20 digits",
      { ...card, account: "62220202001123412345" },
      "account",
      "payout.card.invalid",
    ],
    [
      "a card with letters",
      { ...card, account: "6222 0202 0011 234X" },
      "account",
      "payout.card.invalid",
    ],
    ["a card without its bank", { ...card, bankName: " " }, "bankName", "payout.bankName.required"],
    ["an empty name", { ...alipayPhone, realName: "  " }, "realName", "payout.realName.required"],
    ["an empty cardholder", { ...card, realName: "" }, "realName", "payout.holder.required"],
    ["an emoji in the name", { ...wechat, realName: "李明😀" }, "realName", "payout.emoji"],
    ["a flag for a name", { ...alipayPhone, realName: "🇨🇳" }, "realName", "payout.emoji"],
    [
      "an emoji in the bank's name",
      { ...card, bankName: "招商银行💳" },
      "bankName",
      "payout.emoji",
    ],
    [
      "digits in the name",
      { ...alipayPhone, realName: "李明2" },
      "realName",
      "payout.name.invalid",
    ],
    [
      "a name of two scripts",
      { ...alipayPhone, realName: "李Ming" },
      "realName",
      "payout.name.invalid",
    ],
    ["an unknown kind", { ...alipayPhone, kind: "paypal" }, "kind", "payout.kind.invalid"],
  ];

  it.each(refusals)(
    "refuses %s, in both languages, and writes nothing",
    async (_, body, field, key) => {
      const { user, token } = await createUser(db());
      for (const lang of ["ch", "en"] as const) {
        const refused = await save(token, body, lang);
        expect(refused).toMatchObject({
          http: 200,
          code: 422,
          message: VALIDATION_MESSAGES[key][lang],
          data: { fieldErrors: { [field]: [key] } },
        });
      }
      expect(await rowsOf(user.id)).toEqual([]);
    },
  );

  it("refuses the same account twice, however it is typed; another kind or buyer may have it", async () => {
    const { user, token } = await createUser(db());
    await save(token, alipayEmail);
    await save(token, card);
    for (const [again, lang] of [
      [{ ...alipayEmail, account: "alice.wang@qq.com", realName: "王爱丽" }, "ch"],
      [{ ...card, account: "6222020200112341234", bankName: "工商银行" }, "en"],
    ] as const) {
      const refused = await save(token, again, lang);
      expect(refused).toMatchObject({
        code: 422,
        message: VALIDATION_MESSAGES["payout.account.exists"][lang],
        data: { fieldErrors: { account: ["payout.account.exists"] } },
      });
    }
    expect(await rowsOf(user.id)).toHaveLength(2);
    // A phone that is both an Alipay account and the WeChat one is two accounts.
    expect((await save(token, alipayPhone)).code).toBe(0);
    expect((await save(token, { ...wechat, account: alipayPhone.account })).code).toBe(0);
    const other = await createUser(db());
    expect((await save(other.token, card)).code).toBe(0);
  });

  it("keeps at most 10 accounts, and says so in both languages", async () => {
    const { user, token } = await createUser(db());
    for (let i = 0; i < 10; i++)
      expect((await save(token, { ...card, account: `62220202001100${i}` })).code).toBe(0);
    const before = await rowsOf(user.id);
    expect(await save(token, alipayPhone)).toMatchObject({
      code: 409,
      message: "最多保存10个收款账户，请先删除不用的账户",
    });
    expect(await save(token, alipayPhone, "en")).toMatchObject({
      code: 409,
      message: "you can keep at most 10 payout accounts: delete one you no longer use first",
    });
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it("deleting the default makes the oldest remaining one the default; the next after none is it", async () => {
    const { user, token } = await createUser(db());
    const a = (await save(token, alipayPhone)).data;
    const b = (await save(token, wechat)).data;
    const c = (await save(token, card)).data;
    const deleted = await api<PayoutAccountList>(svc, DELETE, { token, body: { id: b.id } });
    expect(deleted).toMatchObject({ code: 0, message: "收款账户已删除" });
    expect(deleted.data.list.map((x) => [x.id, x.isDefault])).toEqual([
      [a.id, true],
      [c.id, false],
    ]);
    await api(svc, DEFAULT, { token, body: { id: c.id } });
    const d = (await save(token, alipayEmail)).data;
    expect(await defaults(user.id)).toEqual([c.id]);

    expect((await api(svc, DELETE, { token, lang: "en", body: { id: c.id } })).message).toBe(
      "payout account deleted",
    );
    expect(await defaults(user.id)).toEqual([a.id]);
    await api(svc, DELETE, { token, body: { id: a.id } });
    expect(await defaults(user.id)).toEqual([d.id]);
    await api(svc, DELETE, { token, body: { id: d.id } });
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await save(token, card)).data.isDefault).toBe(true);
  });

  it("sets exactly one default, and setting it again changes nothing", async () => {
    const { user, token } = await createUser(db());
    const a = (await save(token, alipayPhone)).data;
    const b = (await save(token, card)).data;
    const set = await api<PayoutAccountList>(svc, DEFAULT, { token, body: { id: b.id } });
    expect(set).toMatchObject({ code: 0, message: "已设为默认收款账户" });
    expect(set.data.list.map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const again = await api(svc, DEFAULT, { token, lang: "en", body: { id: b.id } });
    expect(again).toMatchObject({ code: 0, message: "set as your default payout account" });
    expect(await defaults(user.id)).toEqual([b.id]);
  });

  it("answers another buyer's account 404, in both languages, and changes nothing", async () => {
    const owner = await createUser(db());
    const intruder = await createUser(db());
    const mine = (await save(owner.token, alipayPhone)).data;
    const second = (await save(owner.token, card)).data;
    await save(intruder.token, wechat);
    const before = { owner: await rowsOf(owner.user.id), intruder: await rowsOf(intruder.user.id) };

    expect(await api(svc, DELETE, { token: intruder.token, body: { id: mine.id } })).toMatchObject({
      http: 200,
      code: 404,
      message: "收款账户不存在或已删除",
    });
    expect(
      await api(svc, DEFAULT, { token: intruder.token, lang: "en", body: { id: second.id } }),
    ).toMatchObject({ code: 404, message: "no such payout account (it may have been deleted)" });
    expect(
      (await api(svc, DELETE, { token: intruder.token, body: { id: 2_000_000_000 } })).code,
    ).toBe(404);
    expect((await list(intruder.token)).list).toHaveLength(1);

    expect({
      owner: await rowsOf(owner.user.id),
      intruder: await rowsOf(intruder.user.id),
    }).toEqual(before);
    expect((await api(svc, LIST)).http).toBe(401);
  });

  it("the database itself refuses a second default, a card without its bank and an unknown kind", async () => {
    const { user, token } = await createUser(db());
    await save(token, alipayPhone);
    const row = { userId: user.id, realName: "李明" };
    await expect(
      db()
        .insert(payoutAccounts)
        .values({ ...row, kind: "wechat", account: "wine_lover88", isDefault: true }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(payoutAccounts)
        .values({ ...row, kind: "bank", account: "6222020200112341234" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(payoutAccounts)
        .values({ ...row, kind: "bank", account: "62220202", bankName: "工行" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(payoutAccounts)
        .values({ ...row, kind: "paypal", account: "li@example.com" }),
    ).rejects.toThrow();
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  // On PGlite the calls run one at a time anyway; on PostgreSQL they truly race.
  it("set-default calls at once leave exactly one default; adds at once stop at 10", async () => {
    const { user, token } = await createUser(db());
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await save(token, { ...card, account: `62220202001200${i}` })).data.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(svc, DEFAULT, { token, body: { id: ids[i % ids.length] } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(0));
    expect(await defaults(user.id)).toHaveLength(1);

    const other = await createUser(db());
    const adds = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        save(other.token, { ...card, account: `62220202001300${i}` }),
      ),
    );
    expect(adds.filter((a) => a.code === 0)).toHaveLength(10);
    expect(adds.filter((a) => a.code === 409)).toHaveLength(3);
    expect(await rowsOf(other.user.id)).toHaveLength(10);
    expect(await defaults(other.user.id)).toHaveLength(1);
  });
});
