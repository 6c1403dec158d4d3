/** The resale item's one transition table: every move in it is allowed, every other refused. */
import { describe, expect, it } from "vitest";
import {
  assertResaleMove,
  registrationOf,
  RESALE_ACTIONS,
  RESALE_ACTORS,
  RESALE_STATUSES,
  RESALE_TRANSITIONS,
  ResaleMoveRefused,
} from "./status";

describe("the resale transition table", () => {
  it("allows exactly its moves, by exactly their actors, from every status", () => {
    let allowed = 0;
    for (const from of [...RESALE_STATUSES, "unknown"])
      for (const action of RESALE_ACTIONS)
        for (const by of RESALE_ACTORS) {
          const move = RESALE_TRANSITIONS.find(
            (t) => t.from === from && t.action === action && t.by.includes(by),
          );
          if (move) {
            expect(assertResaleMove(from, action, by)).toBe(move.to);
            allowed++;
          } else expect(() => assertResaleMove(from, action, by)).toThrow(ResaleMoveRefused);
        }
    expect(allowed).toBe(8);
  });

  it("follows spec §4: initial, system audit, shop audit, then on or off the shelf", () => {
    expect(assertResaleMove("initial", "systemAudit", "system")).toBe("system_audit_passed");
    expect(assertResaleMove("system_audit_passed", "receive", "operator")).toBe(
      "shop_audit_passed",
    );
    expect(assertResaleMove("shop_audit_passed", "shelve", "seller")).toBe("on_shelf");
    expect(assertResaleMove("on_shelf", "unshelve", "seller")).toBe("off_shelf");
    expect(assertResaleMove("off_shelf", "shelve", "seller")).toBe("on_shelf");
    expect(() => assertResaleMove("rejected", "shelve", "seller")).toThrow(ResaleMoveRefused);
    expect(() => assertResaleMove("on_shelf", "expire", "seller")).toThrow(ResaleMoveRefused);
  });

  it("every status is reached by a move, and the ends lead nowhere", () => {
    const reached = new Set(["initial", ...RESALE_TRANSITIONS.map((t) => t.to)]);
    expect([...reached].sort()).toEqual([...RESALE_STATUSES].sort());
    for (const end of ["rejected", "withdrawn"])
      expect(RESALE_TRANSITIONS.filter((t) => t.from === end)).toEqual([]);
  });

  it("registers exactly the statuses in which the shop holds the bottles", () => {
    expect(RESALE_STATUSES.filter((s) => registrationOf(s) === "registered")).toEqual([
      "shop_audit_passed",
      "on_shelf",
      "off_shelf",
    ]);
  });
});
