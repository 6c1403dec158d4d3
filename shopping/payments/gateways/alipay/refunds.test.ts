/**
 * Alipay refunds, offline: a fake gateway.do with its own Alipay key checks
 * the app's RSA2 signature on alipay.trade.refund and
 * alipay.trade.fastpay.refund.query and signs its answers (the raw
 * "..._response" text, slashes escaped, as Alipay writes it).
 */
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createAlipayGateway, type AlipayConfig } from "./index";
import { alipayConfigFor, APP_ID, fakeAlipay, pem, stranger } from "../testing/alipay-fake";
import { GatewayError, type RefundInput } from "../types";

interface FakeRefund {
  outTradeNo: string;
  amount: string;
  reason: string;
}

/** plays gateway.do for refunds of one paid trade ALIT1 of 123.45 */
function fakeRefunds() {
  const refunds = new Map<string, FakeRefund>();
  const refusal = { failWith: null as string | null, hideStatus: false };
  const TOTAL = 12345;
  const cents = (yuan: string) => Math.round(Number(yuan) * 100);

  const fake = fakeAlipay(
    (answer, method, biz) => {
      const failed = (sub_code: string) =>
        answer(method, { code: "40004", msg: "Business Failed", sub_code, sub_msg: "失败" });
      if (refusal.failWith) return failed(refusal.failWith);
      if (biz.out_trade_no !== "ALIT1") return failed("ACQ.TRADE_NOT_EXIST");
      const refunded = () => [...refunds.values()].reduce((sum, r) => sum + cents(r.amount), 0);
      if (method === "alipay.trade.refund") {
        const kept = refunds.get(biz.out_request_no);
        if (kept && kept.amount !== biz.refund_amount)
          return failed("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL");
        if (!kept) {
          if (refunded() + cents(biz.refund_amount) > TOTAL)
            return failed("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL");
          refunds.set(biz.out_request_no, {
            outTradeNo: biz.out_trade_no,
            amount: biz.refund_amount,
            reason: biz.refund_reason,
          });
        }
        return answer(method, {
          code: "10000",
          msg: "Success",
          trade_no: "2026112222001400000000000001",
          out_trade_no: biz.out_trade_no,
          buyer_logon_id: "159****5620",
          fund_change: kept ? "N" : "Y",
          refund_fee: (refunded() / 100).toFixed(2),
          gmt_refund_pay: "2026-11-22 12:10:00",
        });
      }
      if (method === "alipay.trade.fastpay.refund.query") {
        const refund = refunds.get(biz.out_request_no);
        const found = refund && !refusal.hideStatus;
        return answer(method, {
          code: "10000",
          msg: "Success",
          ...(found
            ? {
                trade_no: "2026112222001400000000000001",
                out_trade_no: biz.out_trade_no,
                out_request_no: biz.out_request_no,
                total_amount: "123.45",
                refund_amount: refund.amount,
                refund_status: "REFUND_SUCCESS",
                gmt_refund_pay: "2026-11-22 12:10:00",
              }
            : {}),
        });
      }
    },
    { memberFirst: true },
  );
  const reset = () => {
    fake.reset();
    refunds.clear();
    Object.assign(refusal, { failWith: null, hideStatus: false });
  };
  return { ...fake, refunds, refusal, reset };
}

describe("Alipay refunds", () => {
  const fake = fakeRefunds();
  const config = alipayConfigFor(fake);
  const gateway = (overrides: Partial<AlipayConfig> = {}) =>
    createAlipayGateway({ ...config(), ...overrides });
  const last = fake.last;
  const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
    outTradeNo: "ALIT1",
    outRefundNo: `R${randomBytes(6).toString("hex")}`,
    refundCents: 2345,
    totalCents: 12345,
    reason: "售后退款 after-sale refund",
    notifyUrl: null,
    ...overrides,
  });

  beforeEach(fake.reset);

  it("signs alipay.trade.refund with the documented parameters; fund_change Y is a success", async () => {
    const ask = input();
    expect(await gateway().refund(ask)).toEqual({
      state: "succeeded",
      refundCents: null,
      gatewayRefundNo: "2026112222001400000000000001",
      succeededAt: new Date("2026-11-22T04:10:00.000Z"),
      failure: null,
    });
    const { params, biz, signatureValid } = last();
    expect(signatureValid).toBe(true);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: "alipay.trade.refund",
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
    });
    expect(params.notify_url).toBeUndefined();
    expect(biz).toEqual({
      out_trade_no: "ALIT1",
      refund_amount: "23.45",
      out_request_no: ask.outRefundNo,
      refund_reason: "售后退款 after-sale refund",
    });
  });

  it("the same out_request_no again (fund_change N) is the same refund, confirmed by the query", async () => {
    const ask = input();
    await gateway().refund(ask);
    expect(await gateway().refund(ask)).toMatchObject({ state: "succeeded", refundCents: 2345 });
    expect(
      fake.seen.slice(-2).map((s) => [s.params.method, s.biz.out_request_no, s.signatureValid]),
    ).toEqual([
      ["alipay.trade.refund", ask.outRefundNo, true],
      ["alipay.trade.fastpay.refund.query", ask.outRefundNo, true],
    ]);
    expect(fake.refunds.size).toBe(1);
    // Without REFUND_SUCCESS in the query, the outcome is not known yet: pending.
    fake.refusal.hideStatus = true;
    expect(await gateway().refund(ask)).toMatchObject({ state: "pending" });
  });

  it("queries a refund: REFUND_SUCCESS with its amount, or null when Alipay has none", async () => {
    expect(
      await gateway().queryRefund({ outTradeNo: "ALIT1", outRefundNo: "RNEVERSENT" }),
    ).toBeNull();
    expect(last()).toMatchObject({
      params: { method: "alipay.trade.fastpay.refund.query" },
      biz: { out_trade_no: "ALIT1", out_request_no: "RNEVERSENT" },
      signatureValid: true,
    });
    expect(
      await gateway().queryRefund({ outTradeNo: "ALINOSUCH", outRefundNo: "RNEVERSENT" }),
    ).toBeNull();
    const ask = input({ refundCents: 5 });
    await gateway().refund(ask);
    expect(await gateway().queryRefund(ask)).toEqual({
      state: "succeeded",
      refundCents: 5,
      gatewayRefundNo: "2026112222001400000000000001",
      succeededAt: new Date("2026-11-22T04:10:00.000Z"),
      failure: null,
    });
  });

  it("answers failed to a final refusal, throws on one that may pass later", async () => {
    await gateway().refund(input({ refundCents: 12_000 }));
    expect(await gateway().refund(input({ refundCents: 1_000 }))).toMatchObject({
      state: "failed",
      failure: "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
    });
    expect(await gateway().refund(input({ outTradeNo: "ALINOSUCH" }))).toMatchObject({
      state: "failed",
      failure: "ACQ.TRADE_NOT_EXIST",
    });
    for (const code of ["ACQ.SYSTEM_ERROR", "ACQ.SELLER_BALANCE_NOT_ENOUGH"]) {
      fake.refusal.failWith = code;
      await expect(gateway().refund(input())).rejects.toThrow(GatewayError);
      await expect(gateway().refund(input())).rejects.toThrow(code);
    }
    fake.refusal.failWith = null;
    await expect(
      gateway({ privateKeyPem: pem(stranger.privateKey) }).refund(input()),
    ).rejects.toThrow(/isv.invalid-signature/);
  });

  it("refuses answers that are tampered with or signed by another key", async () => {
    fake.behaviour.tamper = true;
    await expect(gateway().refund(input())).rejects.toThrow(/bad signature/);
    fake.behaviour.tamper = false;
    fake.behaviour.signingKey = stranger.privateKey;
    await expect(gateway().refund(input())).rejects.toThrow(/bad signature/);
    await expect(gateway().queryRefund({ outTradeNo: "ALIT1", outRefundNo: "R1" })).rejects.toThrow(
      /bad signature/,
    );
  });

  it("sends no refund notification of its own: the query settles", () => {
    expect(gateway().verifyRefundNotification).toBeUndefined();
  });
});
