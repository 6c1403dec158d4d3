/**
 * Every folder of the service that has routes is an area the app lists (areas.ts), under its
 * folder's name; and no message key is defined twice.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "./areas";
import { allMessages } from "./http/messages";

const SHOPPING = path.resolve("shopping");
/** Folders with routes that are not areas: the service's own plumbing, and the tests' hooks. */
const NOT_AREAS = new Set(["http", "testing"]);

describe("service areas", () => {
  it("lists every folder with routes once, by its name", () => {
    const withRoutes = readdirSync(SHOPPING)
      .filter((name) => statSync(path.join(SHOPPING, name)).isDirectory())
      .filter((name) => !NOT_AREAS.has(name))
      .filter((name) =>
        readdirSync(path.join(SHOPPING, name)).some((file) => /(^|-)routes\.ts$/.test(file)),
      )
      .sort();
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(withRoutes);
  });

  it("defines each message once, in both languages", () => {
    const all = allMessages();
    expect(Object.keys(all).length).toBeGreaterThan(100);
    for (const [key, entry] of Object.entries(all)) {
      expect(entry.ch, key).toBeTruthy();
      expect(entry.en, key).toBeTruthy();
    }
  });
});
