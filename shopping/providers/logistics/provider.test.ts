import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { LogisticsUnavailable, selectLogisticsProvider } from "./provider";

const db = {} as Db;

describe("selectLogisticsProvider", () => {
  it("is the local provider by default and when named", () => {
    expect(selectLogisticsProvider(db, {}).name).toBe("local");
    expect(selectLogisticsProvider(db, { LOGISTICS_PROVIDER: "local" }).name).toBe("local");
  });

  it("refuses a provider it does not know, naming the ones it knows", () => {
    expect(() => selectLogisticsProvider(db, { LOGISTICS_PROVIDER: "kuaidi100" })).toThrow(
      LogisticsUnavailable,
    );
    expect(() => selectLogisticsProvider(db, { LOGISTICS_PROVIDER: "kuaidi100" })).toThrow(
      'unknown LOGISTICS_PROVIDER "kuaidi100" (known: local)',
    );
  });
});
