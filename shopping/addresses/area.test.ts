import { describe, expect, it } from "vitest";
import { lookupArea } from "./area";

describe("lookupArea", () => {
  it("names the province, city and district of a district code", () => {
    expect(lookupArea("110101")).toEqual({
      province: "北京市",
      city: "北京市",
      district: "东城区",
    });
    expect(lookupArea("310115")).toEqual({
      province: "上海市",
      city: "上海市",
      district: "浦东新区",
    });
    expect(lookupArea("440305")).toEqual({
      province: "广东省",
      city: "深圳市",
      district: "南山区",
    });
  });

  it("refuses provinces, cities, unknown codes and anything not 6 digits", () => {
    for (const code of ["110000", "440300", "999999", "000000", "11010", "1101011", "abcdef", ""]) {
      expect(lookupArea(code), code).toBeNull();
    }
  });
});
