/** The invoice request's one transition table: every move in it is allowed, every other refused. */
import { describe, expect, it } from "vitest";
import {
  assertInvoiceMove,
  INVOICE_ACTIONS,
  INVOICE_ACTORS,
  INVOICE_REQUEST_STATUSES,
  INVOICE_TRANSITIONS,
  InvoiceMoveRefused,
} from "./request-status";

describe("the invoice request transition table", () => {
  it("allows exactly its moves, by exactly their actors, from every status", () => {
    let allowed = 0;
    for (const from of [...INVOICE_REQUEST_STATUSES, "unknown"])
      for (const action of INVOICE_ACTIONS)
        for (const by of INVOICE_ACTORS) {
          const move = INVOICE_TRANSITIONS.find(
            (t) => t.from === from && t.action === action && t.by === by,
          );
          if (move) {
            expect(assertInvoiceMove(from, action, by)).toBe(move.to);
            allowed++;
          } else expect(() => assertInvoiceMove(from, action, by)).toThrow(InvoiceMoveRefused);
        }
    expect(allowed).toBe(7);
  });

  it("issues once, corrects only what a refund left to correct, and ends at cancelled or reversed", () => {
    expect(assertInvoiceMove("requested", "issue", "operator")).toBe("issued");
    expect(() => assertInvoiceMove("issued", "issue", "operator")).toThrow(InvoiceMoveRefused);
    expect(() => assertInvoiceMove("requested", "issue", "system")).toThrow(InvoiceMoveRefused);
    expect(assertInvoiceMove("issued", "refund", "system")).toBe("to_correct");
    expect(() => assertInvoiceMove("issued", "correct", "operator")).toThrow(InvoiceMoveRefused);
    expect(assertInvoiceMove("to_correct", "correct", "operator")).toBe("issued");
    expect(assertInvoiceMove("to_correct", "reverse", "operator")).toBe("reversed");
    for (const end of ["cancelled", "reversed"])
      for (const action of INVOICE_ACTIONS)
        for (const by of INVOICE_ACTORS)
          expect(() => assertInvoiceMove(end, action, by)).toThrow(InvoiceMoveRefused);
  });
});
