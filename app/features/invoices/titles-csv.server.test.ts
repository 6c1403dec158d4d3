import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { InvoiceTitle } from "#contract/invoices";
import { titlesCsv, titlesCsvNames } from "./titles-csv.server";

const title = (extra: Partial<InvoiceTitle>): InvoiceTitle => ({
  id: 1,
  kind: "general",
  holder: "personal",
  name: "李白",
  taxNo: null,
  address: null,
  phone: null,
  bank: null,
  bankAccount: null,
  licenceFile: null,
  licenceMime: null,
  status: "approved",
  rejectReason: null,
  isDefault: false,
  editable: false,
  createdAt: "2026-11-26T16:30:05.000Z",
  updatedAt: "2026-11-26T16:30:05.000Z",
  ...extra,
});

const special = title({
  id: 2,
  kind: "special",
  holder: "company",
  name: "上海醇境酒业有限公司",
  taxNo: "91350100M000100Y43",
  address: "上海市浦东新区世纪大道100号",
  phone: "021-68880000",
  bank: "招商银行上海分行",
  bankAccount: "62148301234567890123",
  status: "rejected",
  rejectReason: "营业执照不清晰",
  isDefault: false,
});

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(1)).data;

describe("the invoice titles' CSV", () => {
  it("keeps the taxpayer id, the phone and the bank account as text; a reviewed status as the screen says it", () => {
    const csv = titlesCsv([title({ isDefault: true }), special], "ch");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(rowsOf(csv)).toEqual([
      [
        "发票类型",
        "抬头类型",
        "名称",
        "纳税人识别号",
        "注册地址",
        "注册电话",
        "开户银行",
        "银行账号",
        "状态",
        "驳回原因",
        "默认",
        "创建时间",
      ],
      [
        "增值税普通发票",
        "个人",
        "李白",
        "",
        "",
        "",
        "",
        "",
        "可使用",
        "",
        "是",
        "2026-11-27 00:30:05",
      ],
      [
        "增值税专用发票",
        "单位",
        "上海醇境酒业有限公司",
        '="91350100M000100Y43"',
        "上海市浦东新区世纪大道100号",
        '="021-68880000"',
        "招商银行上海分行",
        '="62148301234567890123"',
        "已驳回",
        "营业执照不清晰",
        "否",
        "2026-11-27 00:30:05",
      ],
    ]);
  });

  it("neutralises a name that begins like a formula, and speaks English to an English reader", () => {
    const rows = rowsOf(titlesCsv([title({ name: "=1+1", status: "draft" })], "en"));
    expect(rows[0][0]).toBe("Invoice type");
    expect(rows[1].slice(0, 3)).toEqual(["VAT general invoice", "Person", '="=1+1"']);
    expect(rows[1][8]).toBe("Draft");
    expect(rows[1][10]).toBe("No");
  });

  it("names the file in ASCII and in the language", () => {
    const at = new Date("2026-11-26T16:30:00Z");
    expect(titlesCsvNames("ch", at)).toEqual({
      ascii: "invoice-titles-20261127.csv",
      local: "发票抬头-20261127.csv",
    });
    expect(titlesCsvNames("en", at).local).toBe("invoice-titles-20261127.csv");
  });
});
