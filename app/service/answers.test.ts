/**
 * The storefront's check of the service's answers: a shape its schema refuses
 * fails loudly, with the path and the zod issues, in development and tests;
 * production only casts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerMismatch, checkAnswer } from "#contract/answers";
import type { Cart } from "#contract/buying";
import { callShopping, checksAnswers } from "./client.server";
import { ANTI_HIJACK_PREFIX } from "./outcome";

const CART = "/shoppingCart/shoppingCart/findShoppingCart";

const cart: Cart = {
  lines: [
    {
      id: 7,
      goodsId: 3,
      spuName: "玛歌酒庄",
      spuNameTc: "瑪歌酒莊",
      spuNameEn: "Château Margaux",
      vintage: 2015,
      capacityMl: 750,
      picture: "/goods/goods/picture?id=3&view=front",
      priceCents: 480000,
      marketPriceCents: 520000,
      discount: 92,
      resale: null,
      quantity: 2,
      lineCents: 960000,
      selected: true,
      stock: 10,
      availability: "ok",
    },
  ],
  productTotalItem: 2,
  selectedQuantity: 2,
  selectedCents: 960000,
  freightCents: 0,
  freeFreightFromCents: 29900,
  allSelected: true,
};

function refusal(path: string, data: unknown): AnswerMismatch {
  try {
    checkAnswer(path, data);
  } catch (error) {
    if (error instanceof AnswerMismatch) return error;
    throw error;
  }
  throw new Error(`${path}: the check took ${JSON.stringify(data)}`);
}

describe("checkAnswer", () => {
  it("takes an answer of the declared shape", () => {
    expect(() => checkAnswer(CART, cart)).not.toThrow();
    expect(() => checkAnswer("/user/user/logout", null)).not.toThrow();
  });

  it("refuses a wrong shape, naming the path and each field", () => {
    const wrong = {
      ...cart,
      lines: [{ ...cart.lines[0], quantity: "2", availability: "maybe" }],
      allSelected: undefined,
    };
    const error = refusal(CART, wrong);
    expect(error.path).toBe(CART);
    expect(error.issues.map((i) => i.path.join("."))).toEqual([
      "lines.0.quantity",
      "lines.0.availability",
      "allSelected",
    ]);
    expect(error.message).toContain(`/shopping${CART}`);
    expect(error.message).toContain("lines.0.quantity: Expected number, received string");
  });

  it("refuses a field the contract does not declare (a leak, or a drift)", () => {
    const error = refusal("/user/user/getUserInfo", {
      id: 1,
      phoneMasked: "139****0000",
      nickname: "醇友0000",
      gender: 0,
      avatar: null,
      status: "normal",
      createdAt: "2026-01-01T00:00:00.000Z",
      hasPassword: true,
      points: 0,
      passwordHash: "$scrypt$...",
    });
    expect(error.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["passwordHash"] });
  });

  it("refuses an answer of a path that declares none", () => {
    expect(refusal("/goods/goods/somethingNew", {}).message).toContain("no answer schema");
  });
});

describe("checksAnswers", () => {
  it("on in development and tests, off in production unless SHOPPING_CHECK_ANSWERS=1", () => {
    expect(checksAnswers({ NODE_ENV: "test" })).toBe(true);
    expect(checksAnswers({})).toBe(true);
    expect(checksAnswers({ NODE_ENV: "production" })).toBe(false);
    expect(checksAnswers({ NODE_ENV: "production", SHOPPING_CHECK_ANSWERS: "1" })).toBe(true);
  });
});

describe("callShopping checks what the service answers", () => {
  let server: Server;
  let answer: unknown;
  let previousUrl: string | undefined;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.end(ANTI_HIJACK_PREFIX + JSON.stringify(answer));
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    previousUrl = process.env.SHOPPING_API_URL;
    process.env.SHOPPING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shopping`;
  });
  afterAll(async () => {
    if (previousUrl === undefined) delete process.env.SHOPPING_API_URL;
    else process.env.SHOPPING_API_URL = previousUrl;
    await new Promise((resolve) => server.close(resolve));
  });

  it("passes an answer of the declared shape", async () => {
    answer = { code: 200, message: "ok", status: 200, data: cart };
    expect(await callShopping(CART, { lang: "ch" })).toEqual({
      ok: true,
      data: cart,
      message: null,
    });
  });

  it("throws on a wrong one, never turning it into a failure the page would show", async () => {
    answer = { code: 200, message: "ok", status: 200, data: { ...cart, lines: "none" } };
    await expect(callShopping(CART, { lang: "ch" })).rejects.toThrow(AnswerMismatch);
    await expect(callShopping(CART, { lang: "ch" })).rejects.toThrow(
      /findShoppingCart.*lines: Expected array, received string/,
    );
  });

  it("a code-0 answer is checked too; a business warning's data is not an answer", async () => {
    answer = { code: 0, message: "done", status: 200, data: { productTotalItem: "3" } };
    await expect(
      callShopping("/shoppingCart/shoppingCart/addShoppingCartItem", { lang: "ch" }),
    ).rejects.toThrow(/productTotalItem/);
    answer = { code: 409, message: "only 2 left", status: 409, data: { stock: 2 } };
    expect(
      await callShopping("/shoppingCart/shoppingCart/addShoppingCartItem", { lang: "ch" }),
    ).toMatchObject({ ok: false, kind: "warning", status: 409 });
  });
});
