import { describe, expect, it } from "vitest";
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUSES,
  AFTER_SALE_TRANSITIONS,
  AfterSaleRefused,
  assertAfterSaleTransition,
  OPEN_AFTER_SALE_STATUSES,
  type AfterSaleAction,
} from "./status";

const ACTIONS: AfterSaleAction[] = ["approve", "shipBack", "receive", "settle", "resend", "reject"];
const AMOUNTS = [0, 1500];

describe("after-sale transitions", () => {
  it("allows exactly the moves in the table and refuses every other", () => {
    let allowed = 0;
    let refused = 0;
    for (const kind of AFTER_SALE_KINDS) {
      for (const from of AFTER_SALE_STATUSES) {
        for (const action of ACTIONS) {
          for (const amount of AMOUNTS) {
            const move = AFTER_SALE_TRANSITIONS.find(
              (t) =>
                t.kind === kind &&
                t.from === from &&
                t.action === action &&
                (t.withMoney === undefined || t.withMoney === amount > 0),
            );
            if (move) {
              expect(assertAfterSaleTransition(kind, from, action, amount)).toBe(move.to);
              allowed++;
            } else {
              expect(() => assertAfterSaleTransition(kind, from, action, amount)).toThrow(
                AfterSaleRefused,
              );
              refused++;
            }
          }
        }
      }
    }
    const expected = AFTER_SALE_TRANSITIONS.reduce(
      (n, t) => n + (t.withMoney === undefined ? 2 : 1),
      0,
    );
    expect(allowed).toBe(expected);
    expect(allowed + refused).toBe(
      AFTER_SALE_KINDS.length * AFTER_SALE_STATUSES.length * ACTIONS.length * AMOUNTS.length,
    );
  });

  it("follows the refund and the return paths", () => {
    expect(assertAfterSaleTransition("refund", "requested", "approve", 100)).toBe("refunding");
    expect(assertAfterSaleTransition("refund", "requested", "approve", 0)).toBe("succeeded");
    expect(assertAfterSaleTransition("refund", "refunding", "settle", 100)).toBe("succeeded");
    expect(assertAfterSaleTransition("return", "requested", "approve", 100)).toBe("approved");
    expect(assertAfterSaleTransition("return", "approved", "shipBack", 100)).toBe("goods_sent");
    expect(assertAfterSaleTransition("return", "goods_sent", "receive", 100)).toBe("refunding");
    expect(assertAfterSaleTransition("return", "goods_sent", "receive", 0)).toBe("succeeded");
    expect(assertAfterSaleTransition("return", "refunding", "settle", 100)).toBe("succeeded");
  });

  it("refuses: a refund has no return shipment, an approved return cannot be rejected, ended requests do not move", () => {
    expect(() => assertAfterSaleTransition("refund", "requested", "shipBack", 100)).toThrow(
      AfterSaleRefused,
    );
    expect(() => assertAfterSaleTransition("refund", "refunding", "reject", 100)).toThrow(
      AfterSaleRefused,
    );
    expect(() => assertAfterSaleTransition("return", "approved", "reject", 100)).toThrow(
      AfterSaleRefused,
    );
    expect(() => assertAfterSaleTransition("return", "requested", "receive", 100)).toThrow(
      AfterSaleRefused,
    );
    for (const from of ["succeeded", "rejected"])
      for (const action of ACTIONS)
        expect(() => assertAfterSaleTransition("return", from, action, 100)).toThrow(
          AfterSaleRefused,
        );
    expect(() => assertAfterSaleTransition("exchange", "requested", "approve", 100)).toThrow(
      AfterSaleRefused,
    );
  });

  it("ends every path in succeeded or rejected, and only those are closed", () => {
    expect([...OPEN_AFTER_SALE_STATUSES].sort()).toEqual(
      AFTER_SALE_STATUSES.filter((s) => s !== "succeeded" && s !== "rejected").sort(),
    );
    for (const t of AFTER_SALE_TRANSITIONS) expect(OPEN_AFTER_SALE_STATUSES).toContain(t.from);
  });
});
