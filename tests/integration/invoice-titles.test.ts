/**
 * Invoice titles through the service: a general title (a person's, a company's), a special title
 * with its licence submitted for review, the operator's approval and rejection, one special title
 * per buyer (two at once too), taxpayer ids at their edges, licences that are not what they say,
 * another buyer's title never reached, and every move outside the transition table refused with
 * the row unchanged.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVOICE_TITLE_EVENTS,
  INVOICE_TITLE_KINDS,
  INVOICE_TITLE_STATUSES,
  titleTransition,
  type InvoiceTitle,
  type InvoiceTitleList,
} from "../../contract/invoices";
import { invoiceTitles } from "../../shopping/db/schema";
import { api } from "../helpers/accounts";
import { buyer, TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { PDF, PNG, uploadFile } from "../helpers/uploads";

const T = "/invoice/invoice-title";
const USCC = "91350100M000100Y43";

type Buyer = Awaited<ReturnType<typeof buyer>>;

describe.each(backends())("invoice titles on %s", (backend) => {
  let svc: RunningService;
  let dir: string;
  const saved = process.env.UPLOAD_DIR;
  const db = () => svc.database.db;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "shop-licences-"));
    process.env.UPLOAD_DIR = dir;
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
    if (saved === undefined) delete process.env.UPLOAD_DIR;
    else process.env.UPLOAD_DIR = saved;
    await rm(dir, { recursive: true, force: true });
  });

  const save = (b: Buyer, body: Record<string, unknown>, lang?: string) =>
    api<InvoiceTitle>(svc, `${T}/saveTitle`, { token: b.token, body, lang });
  const rowsOf = (b: Buyer) =>
    db().select().from(invoiceTitles).where(eq(invoiceTitles.userId, b.user.id));
  const licence = async (b: Buyer, bytes = PDF) => {
    const up = await uploadFile(svc, bytes, { token: b.token, purpose: "license" });
    expect(up.code, up.message).toBe(200);
    return up.data.fileName;
  };
  const special = async (b: Buyer, extra: Record<string, unknown> = {}) => ({
    kind: "special",
    name: "上海醇境酒业有限公司",
    taxNo: USCC,
    address: "上海市浦东新区世纪大道100号",
    phone: "021-68880000",
    bank: "招商银行上海分行",
    bankAccount: "6214 8301 2345 6789",
    licenceFile: await licence(b),
    ...extra,
  });

  it("saves a person's and a company's general title, usable at once", async () => {
    const b = await buyer(svc);
    const person = await save(b, {
      kind: "general",
      holder: "personal",
      name: "李白",
      submit: true,
    });
    expect(person.code, person.message).toBe(0);
    expect(person.message).toBe("保存成功");
    expect(person.data).toMatchObject({ kind: "general", holder: "personal", status: "approved" });
    // A person's title keeps no tax number, whatever was sent.
    const sneaky = await save(b, {
      kind: "general",
      holder: "personal",
      name: "杜甫",
      taxNo: USCC,
      submit: true,
    });
    expect(sneaky.data.taxNo).toBeNull();

    const noTaxNo = await save(b, {
      kind: "general",
      holder: "company",
      name: "某公司",
      submit: true,
    });
    expect(noTaxNo.code).toBe(422);
    expect(noTaxNo.message).toBe("请输入纳税人识别号");
    const company = await save(b, {
      kind: "general",
      holder: "company",
      name: "某公司",
      taxNo: USCC.toLowerCase(),
      // What a form's empty fields become on the storefront's side.
      address: null,
      phone: null,
      bank: "",
      submit: true,
    });
    expect(company.data).toMatchObject({ taxNo: USCC, status: "approved" });
    expect(await rowsOf(b)).toHaveLength(3);
  });

  it("checks taxpayer ids at their edges", async () => {
    const b = await buyer(svc);
    const title = (taxNo: string) =>
      save(b, { kind: "general", holder: "company", name: "某公司", taxNo, submit: true });
    for (const good of [USCC, "91110000600037341L", "110108123456789", "11010812345678901234"]) {
      const answer = await title(good);
      expect(answer.code, `${good}: ${answer.message}`).toBe(0);
    }
    const lastWrong = USCC.slice(0, 17) + (USCC[17] === "3" ? "4" : "3");
    const bad: [string, string][] = [
      [lastWrong, "统一社会信用代码校验位不正确，请核对"],
      ["91350100M000100Y4", "纳税人识别号为15、18或20位数字或大写字母"],
      ["91350100M000100Y433", "纳税人识别号为15、18或20位数字或大写字母"],
      ["11010812345678", "纳税人识别号为15、18或20位数字或大写字母"],
      ["1101081234567890123", "纳税人识别号为15、18或20位数字或大写字母"],
      ["110108123456789012345", "纳税人识别号为15、18或20位数字或大写字母"],
      // I, O, S, V and Z are not characters of a credit code.
      ["91350100M000100I43", "纳税人识别号为15、18或20位数字或大写字母"],
      ["9135010-M000100Y43", "纳税人识别号为15、18或20位数字或大写字母"],
    ];
    const before = (await rowsOf(b)).length;
    for (const [taxNo, message] of bad) {
      const answer = await title(taxNo);
      expect(answer.code, taxNo).toBe(422);
      expect(answer.message, taxNo).toBe(message);
      expect((answer.data as never as { fieldErrors: object }).fieldErrors, taxNo).toHaveProperty(
        "taxNo",
      );
    }
    const en = await save(
      b,
      { kind: "general", holder: "company", name: "x", taxNo: lastWrong, submit: true },
      "en",
    );
    expect(en.message).toBe(
      "The check character of this unified social credit code is wrong; please check it",
    );
    expect(await rowsOf(b)).toHaveLength(before);
  });

  it("keeps a special title as a draft, submits it with its licence, and the operator approves it", async () => {
    const b = await buyer(svc);
    const draft = await save(b, { kind: "special", name: "上海醇境酒业有限公司" });
    expect(draft.code, draft.message).toBe(0);
    expect(draft.message).toBe("已保存草稿");
    expect(draft.data).toMatchObject({ status: "draft", editable: true });

    const incomplete = await save(b, {
      id: draft.data.id,
      kind: "special",
      name: "上海醇境酒业有限公司",
      submit: true,
    });
    expect(incomplete.code).toBe(422);
    expect(
      Object.keys((incomplete.data as never as { fieldErrors: object }).fieldErrors).sort(),
    ).toEqual(["address", "bank", "bankAccount", "licenceFile", "phone", "taxNo"].sort());

    const submitted = await save(b, { id: draft.data.id, ...(await special(b)), submit: true });
    expect(submitted.message).toBe("已提交审核");
    expect(submitted.data).toMatchObject({
      status: "pending",
      editable: false,
      bankAccount: "6214830123456789",
      licenceMime: "application/pdf",
    });
    // The licence is its owner's: not on the public echo path, not to another buyer or a visitor.
    const licenceUrl = `${svc.base}/file/file/licence?fileName=${submitted.data.licenceFile}`;
    const own = await fetch(licenceUrl, { headers: { authorization: b.token } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    const other = await buyer(svc);
    expect((await fetch(licenceUrl, { headers: { authorization: other.token } })).status).toBe(404);
    expect((await fetch(licenceUrl)).status).toBe(401);
    const echo = await fetch(`${svc.base}/file/file/echo?fileName=${submitted.data.licenceFile}`);
    expect(echo.status).toBe(404);
    const byOperator = await fetch(`${svc.base}/ops/invoices/title-licence?id=${draft.data.id}`, {
      headers: { authorization: `Ops ${OPS_KEY}` },
    });
    expect(byOperator.status).toBe(200);
    expect(Buffer.from(await byOperator.arrayBuffer()).equals(PDF)).toBe(true);
    const byBuyer = await fetch(`${svc.base}/ops/invoices/title-licence?id=${draft.data.id}`, {
      headers: { authorization: b.token },
    });
    expect(byBuyer.status).toBe(401);

    const pending = await ops<{ list: { id: number; userPhone: string }[] }>(
      svc.base,
      "/ops/invoices/titles",
    );
    expect(pending.data.list.map((t) => t.id)).toContain(draft.data.id);
    const approved = await ops(svc.base, "/ops/invoices/approve-title", {
      body: { id: draft.data.id },
      operator: "alice",
    });
    expect(approved.code, approved.message).toBe(0);
    const [row] = await rowsOf(b);
    expect(row).toMatchObject({ status: "approved", reviewedBy: "operator:alice" });

    // Approved: no longer changed, may be the default.
    const edit = await save(b, { id: row.id, ...(await special(b)), submit: true });
    expect(edit.code).toBe(409);
    expect(edit.message).toBe("只有草稿或被驳回的抬头可以修改");
    const made = await api<InvoiceTitleList>(svc, `${T}/setDefaultTitle`, {
      token: b.token,
      body: { id: row.id },
    });
    expect(made.message).toBe("已设为默认发票抬头");
    expect(made.data.list[0]).toMatchObject({ id: row.id, isDefault: true });
  });

  it("lets a rejected title be changed and submitted again, with the reason shown", async () => {
    const b = await buyer(svc);
    const sent = await save(b, { ...(await special(b)), submit: true });
    const refused = await ops(svc.base, "/ops/invoices/reject-title", {
      body: { id: sent.data.id, reason: "营业执照不清晰" },
    });
    expect(refused.code, refused.message).toBe(0);
    const list = await api<InvoiceTitleList>(svc, `${T}/findTitles`, { token: b.token });
    expect(list.data.list[0]).toMatchObject({
      status: "rejected",
      rejectReason: "营业执照不清晰",
      editable: true,
    });
    const again = await save(b, { id: sent.data.id, ...(await special(b)), submit: true });
    expect(again.data).toMatchObject({ status: "pending", rejectReason: null });
    expect(
      (
        await ops(svc.base, "/ops/invoices/reject-title", {
          body: { id: sent.data.id, reason: " " },
        })
      ).code,
    ).toBe(422);
  });

  it("refuses a second special title, also when two are sent at once", async () => {
    const b = await buyer(svc);
    const first = await save(b, await special(b));
    expect(first.code).toBe(0);
    const second = await save(b, await special(b, { name: "另一家公司" }));
    expect(second.code).toBe(422);
    expect(second.message).toBe("您已有专用发票");
    const secondEn = await save(b, await special(b, { name: "Another" }), "en");
    expect(secondEn.message).toBe("You already have a special invoice");
    // A general draft cannot become a second special either.
    const general = await save(b, { kind: "general", holder: "company", name: "某公司" });
    const turned = await save(b, { id: general.data.id, ...(await special(b)) });
    expect(turned.message).toBe("您已有专用发票");
    expect((await rowsOf(b)).filter((r) => r.kind === "special")).toHaveLength(1);

    const c = await buyer(svc);
    const bodies = await Promise.all([special(c), special(c, { name: "同时提交的公司" })]);
    const answers = await Promise.all(bodies.map((body) => save(c, { ...body, submit: true })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 422]);
    expect(answers.some((a) => a.message === "您已有专用发票")).toBe(true);
    expect(await rowsOf(c)).toHaveLength(1);
  });

  it("takes a licence that is a JPEG, PNG or PDF by its bytes, at most 5 MB, and only the buyer's own", async () => {
    const b = await buyer(svc);
    const text = await uploadFile(svc, Buffer.from("just text, renamed\n"), {
      token: b.token,
      purpose: "license",
      name: "licence.pdf",
      type: "application/pdf",
    });
    expect(text.code).toBe(415);
    expect(text.message).toBe("营业执照只支持 JPEG、PNG 或 PDF 文件");
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadFile(svc, big, { token: b.token, purpose: "license" });
    expect(tooBig.http).toBe(413);
    // A PDF is a licence, never an avatar.
    const pdfAvatar = await uploadFile(svc, PDF, { token: b.token, purpose: "avatar" });
    expect(pdfAvatar.code).toBe(415);
    expect(pdfAvatar.message).toBe("只支持 JPEG、PNG 或 WebP 图片");
    const png = await uploadFile(svc, PNG, { token: b.token, purpose: "license" });
    expect(png.data.fileName).toMatch(/\.png$/);

    const other = await buyer(svc);
    const theirs = await licence(other);
    const stolen = await save(b, await special(b, { licenceFile: theirs }));
    expect(stolen.code).toBe(422);
    expect(stolen.message).toBe("营业执照文件无效，请重新上传");
    const avatar = await uploadFile(svc, PNG, { token: b.token, purpose: "avatar" });
    const notLicence = await save(b, await special(b, { licenceFile: avatar.data.fileName }));
    expect(notLicence.code).toBe(422);
    expect(await rowsOf(b)).toHaveLength(0);
  });

  it("never reaches another buyer's title: 404 and nothing changed", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    const theirs = await save(other, { kind: "general", holder: "personal", name: "王维" });
    const before = await rowsOf(other);
    for (const [path, body] of [
      ["saveTitle", { id: theirs.data.id, kind: "general", holder: "personal", name: "改" }],
      ["deleteTitle", { id: theirs.data.id }],
      ["setDefaultTitle", { id: theirs.data.id }],
    ] as const) {
      const answer = await api(svc, `${T}/${path}`, { token: b.token, body });
      expect(answer.code, path).toBe(404);
      expect(answer.message).toBe("发票抬头不存在");
    }
    expect(await rowsOf(other)).toEqual(before);
    expect(
      (await api<InvoiceTitleList>(svc, `${T}/findTitles`, { token: b.token })).data.list,
    ).toEqual([]);
  });

  it("refuses every move outside the transition table, and leaves the row as it was", async () => {
    const b = await buyer(svc);
    const lic = await licence(b);
    let checked = 0;
    for (const kind of INVOICE_TITLE_KINDS) {
      for (const status of INVOICE_TITLE_STATUSES) {
        for (const event of INVOICE_TITLE_EVENTS) {
          if (titleTransition(kind, status, event) !== null) continue;
          // A row put in that state directly (the states a buyer cannot reach still get asked).
          await db().delete(invoiceTitles).where(eq(invoiceTitles.userId, b.user.id));
          const [row] = await db()
            .insert(invoiceTitles)
            .values({
              userId: b.user.id,
              kind,
              holder: "company",
              name: "某公司",
              taxNo: USCC,
              address: "上海",
              phone: "021-68880000",
              bank: "银行",
              bankAccount: "12345678",
              licenceFile: lic,
              status,
              rejectReason: status === "rejected" ? "不清晰" : null,
            })
            .returning();
          const answer = await moveBy(b, row.id, event, kind, lic);
          expect(answer.code, `${kind} ${status} ${event}: ${answer.message}`).not.toBe(0);
          expect(answer.code).not.toBe(200);
          const [after] = await rowsOf(b);
          expect(after, `${kind} ${status} ${event}`).toEqual(row);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  /** The call that asks for `event` on a title: the buyer's endpoints or the operator's. */
  function moveBy(b: Buyer, id: number, event: string, kind: string, licenceFile: string) {
    const fields = {
      id,
      kind,
      holder: "company",
      name: "某公司",
      taxNo: USCC,
      address: "上海",
      phone: "021-68880000",
      bank: "银行",
      bankAccount: "12345678",
      licenceFile,
    };
    switch (event) {
      case "saveDraft":
        return save(b, fields);
      case "submit":
        return save(b, { ...fields, submit: true });
      case "delete":
        return api(svc, `${T}/deleteTitle`, { token: b.token, body: { id } });
      case "setDefault":
        return api(svc, `${T}/setDefaultTitle`, { token: b.token, body: { id } });
      case "approve":
        return ops(svc.base, "/ops/invoices/approve-title", { body: { id } });
      default:
        return ops(svc.base, "/ops/invoices/reject-title", { body: { id, reason: "不清晰" } });
    }
  }
});

describe("npm run ops -- titles | approve-title | reject-title", () => {
  let svc: RunningService;
  let env: Record<string, string>;

  beforeAll(async () => {
    svc = await startService(backends()[0], {
      env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv,
    });
    env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("lists the titles waiting with their licence, approves one and rejects another", async () => {
    const titled = async () => {
      const b = await buyer(svc);
      const up = await uploadFile(svc, PNG, { token: b.token, purpose: "license" });
      const saved = await api<InvoiceTitle>(svc, `${T}/saveTitle`, {
        token: b.token,
        body: {
          kind: "special",
          name: `公司${b.user.id}`,
          taxNo: USCC,
          address: "上海市浦东新区",
          phone: "021-68880000",
          bank: "招商银行",
          bankAccount: "6214830123456789",
          licenceFile: up.data.fileName,
          submit: true,
        },
      });
      return saved.data;
    };
    const [a, b] = [await titled(), await titled()];
    const listed = await runOps(["titles"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/ID\s+PHONE\s+NAME\s+TAXPAYER ID\s+SUBMITTED/);
    expect(listed.stdout).toContain(a.name);
    expect(listed.stdout).toContain(b.name);
    expect(listed.stdout).toContain(
      `licence: npm run ops -- title-licence ${a.id} --out licence-${a.id}.png`,
    );
    const out = path.join(
      await mkdtemp(path.join(tmpdir(), "ops-licence-")),
      `licence-${a.id}.png`,
    );
    const saved = await runOps(["title-licence", String(a.id), "--out", out], env);
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toContain(`written to ${out}`);
    expect((await readFile(out)).equals(PNG)).toBe(true);
    const twice = await runOps(["title-licence", String(a.id), "--out", out], env);
    expect(twice.code).toBe(64);
    expect(twice.stderr).toContain("EEXIST");
    const none = await runOps(["title-licence", "999999", "--out", `${out}.x`], env);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("title 999999 has no licence");

    const ok = await runOps(["approve-title", String(a.id), "--as", "小李"], env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`title approved: title ${a.id}`);
    expect(ok.stdout).toContain("is approved");
    const no = await runOps(["reject-title", String(b.id), "--reason", "执照模糊"], env);
    expect(no.stdout).toContain("is rejected: 执照模糊");
    expect((await runOps(["reject-title", String(b.id)], env)).code).toBe(64);
    const again = await runOps(["approve-title", String(a.id)], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("only a special title under review can be approved");
    expect((await runOps(["titles"], env)).stdout).not.toContain(a.name);
  });
});
