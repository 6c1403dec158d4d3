import { describe, expect, it } from "vitest";
import {
  assertTransition,
  buyerActions,
  ORDER_STATUSES,
  TRANSITIONS,
  TransitionRefused,
  type OrderAction,
} from "./status";

const ACTIONS: OrderAction[] = [
  "pay",
  "cancel",
  "cancelPointsOrder",
  "close",
  "ship",
  "receive",
  "evaluate",
  "refund",
  "refundDone",
  "refundPartDone",
  "refundRefused",
  "returnGoods",
  "returnDone",
  "returnPartDone",
  "returnPartDoneAfterReceipt",
  "returnPartDoneAfterCompletion",
  "returnRefused",
  "returnRefusedAfterReceipt",
  "returnRefusedAfterCompletion",
];
const ACTORS = ["buyer", "system", "gateway", "seller"] as const;

describe("order transitions", () => {
  it("allows exactly the moves in the table, by the actors it names, and refuses every other", () => {
    let allowed = 0;
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const action of ACTIONS) {
        for (const by of ACTORS) {
          const move = TRANSITIONS.find(
            (t) => t.from === from && t.action === action && t.by.includes(by),
          );
          if (move) {
            expect(assertTransition(from, action, by)).toBe(move.to);
            allowed++;
          } else {
            expect(() => assertTransition(from, action, by)).toThrow(TransitionRefused);
            refused++;
          }
        }
      }
    }
    expect(allowed).toBe(TRANSITIONS.reduce((n, t) => n + t.by.length, 0));
    expect(allowed + refused).toBe(ORDER_STATUSES.length * ACTIONS.length * ACTORS.length);
  });

  it("refuses an unknown status", () => {
    expect(() => assertTransition("shipped-to-mars", "pay", "gateway")).toThrow(TransitionRefused);
  });

  it("pays once: a paid order cannot be paid or cancelled again", () => {
    expect(assertTransition("pending_payment", "pay", "gateway")).toBe("pending_delivery");
    expect(() => assertTransition("pending_delivery", "pay", "gateway")).toThrow(TransitionRefused);
    expect(() => assertTransition("pending_delivery", "cancel", "buyer")).toThrow(
      TransitionRefused,
    );
    expect(() => assertTransition("cancelled", "pay", "gateway")).toThrow(TransitionRefused);
    expect(() => assertTransition("closed", "pay", "gateway")).toThrow(TransitionRefused);
  });

  it("gives the buyer the buttons of each status, and none once the order has ended or is in after-sale", () => {
    // A completed order may still be returned (its earned points are taken back).
    expect(buyerActions("completed")).toEqual(["returnGoods"]);
    expect(buyerActions("pending_payment")).toEqual(["pay", "cancel"]);
    expect(buyerActions("pending_delivery")).toEqual(["refund"]);
    // Paid with points alone: cancelled before shipping, never refunded through a gateway.
    expect(buyerActions("pending_delivery", true)).toEqual(["cancel"]);
    expect(buyerActions("pending_receipt", true)).toEqual(["receive", "returnGoods"]);
    expect(buyerActions("pending_receipt")).toEqual(["receive", "returnGoods"]);
    expect(buyerActions("pending_comment")).toEqual(["evaluate", "returnGoods"]);
    for (const status of ["cancelled", "closed", "refunding", "refunded", "returning", "returned"])
      expect(buyerActions(status)).toEqual([]);
  });

  it("reaches every status from pending payment", () => {
    const reached = new Set<string>(["pending_payment"]);
    for (let changed = true; changed;) {
      changed = false;
      for (const t of TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          changed = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
