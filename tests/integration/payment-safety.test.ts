/**
 * Nobody but the gateway marks an order paid: the sandbox's secret is no
 * constant of the source, the sandbox runs in production only when chosen,
 * and the QR code's origin never comes from a header a caller may write.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentView } from "../../contract/buying";
import { compileTrustProxy } from "../../shopping/http/client-ip";
import { signSandboxMessage } from "../../shopping/payments/gateways/sandbox/index";
import { api } from "../helpers/accounts";
import { orderRow, PATHS, unpaidOrder } from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

/** The secret that was written in the source before: it must sign nothing now. */
const OLD_SOURCE_SECRET = "vintry-sandbox-development-secret";

function signed(secret: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex");
  return {
    "content-type": "application/json",
    "x-sandbox-timestamp": timestamp,
    "x-sandbox-nonce": nonce,
    "x-sandbox-signature": signSandboxMessage(secret, timestamp, nonce, body),
  };
}

describe.each(backends())("payment safety on %s", (backend) => {
  describe("the sandbox chosen in production without a secret of its own", () => {
    let svc: RunningService;
    const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-secret-"));
    beforeAll(async () => {
      svc = await startService(backend, {
        env: {
          NODE_ENV: "production",
          PAYMENT_SANDBOX: "1",
          PAYMENT_SANDBOX_SECRET: "",
          DATA_DIR: dataDir,
        },
      });
    });
    afterAll(async () => {
      await svc?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("signs with a random secret kept in the data folder, so a forged SUCCESS or CLOSED changes nothing", async () => {
      const secret = readFileSync(path.join(dataDir, "sandbox-secret"), "utf8");
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(statSync(path.join(dataDir, "sandbox-secret")).mode & 0o077).toBe(0);
      const { token, order } = await unpaidOrder(svc);
      const payment = (
        await api<PaymentView>(svc, PATHS.pay, {
          token,
          body: { orderId: order.id, method: "alipay" },
        })
      ).data;
      for (const [state, guess] of [
        ["SUCCESS", OLD_SOURCE_SECRET],
        ["CLOSED", OLD_SOURCE_SECRET],
        ["SUCCESS", createHmac("sha256", "x").digest("hex")],
      ]) {
        const body = JSON.stringify({
          id: `EVT${randomBytes(6).toString("hex")}`,
          trade_no: "SBX0",
          out_trade_no: payment.outTradeNo,
          trade_state: state,
          amount: order.totalCents,
          success_time: new Date().toISOString(),
        });
        const res = await fetch(`${svc.base}/payment/notify/sandbox`, {
          method: "POST",
          headers: signed(guess, body),
          body,
        });
        expect(res.status).toBe(400);
      }
      expect((await orderRow(svc.database.db, order.id)).status).toBe("pending_payment");

      // The wallet's own Pay still reaches the shop (in process, signed with the kept secret).
      const wallet = new URL(new URL(payment.codeUrl!).pathname, new URL(svc.base).origin);
      const paid = await fetch(wallet, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "action=pay",
      });
      expect(paid.status).toBe(200);
      await expect
        .poll(async () => (await orderRow(svc.database.db, order.id)).status)
        .toBe("pending_delivery");
    });
  });

  describe("production without PAYMENT_SANDBOX=1 and without real gateways", () => {
    let svc: RunningService;
    beforeAll(async () => {
      svc = await startService(backend, {
        env: {
          NODE_ENV: "production",
          PAYMENT_SANDBOX_SECRET: "a-secret-that-must-not-matter-0123456789",
        },
      });
    });
    afterAll(async () => {
      await svc?.stop();
    });

    it("takes no payment and serves no wallet", async () => {
      const { token, order } = await unpaidOrder(svc);
      for (const [lang, text] of [
        ["ch", "支付渠道暂不可用，请稍后再试"],
        ["en", "this payment method is not available right now, please retry later"],
      ]) {
        const a = await api(svc, PATHS.pay, {
          token,
          lang,
          body: { orderId: order.id, method: "wechat" },
        });
        expect(a).toMatchObject({ code: 503, message: text });
      }
      expect(
        (await fetch(`${svc.base}/payment/sandbox/pay/SBX000000000000000000000000`)).status,
      ).toBe(404);
      expect((await orderRow(svc.database.db, order.id)).status).toBe("pending_payment");
    });
  });

  describe("the QR code's origin", () => {
    let direct: RunningService;
    let configured: RunningService;
    const env = {
      NODE_ENV: "test",
      PAYMENT_SANDBOX_SECRET: "origin-tests-sandbox-secret-0123456789",
    } as NodeJS.ProcessEnv;
    beforeAll(async () => {
      // Callers straight from the network: nobody's X-Forwarded-* is believed.
      direct = await startService(backend, { env, trustProxy: compileTrustProxy(undefined) });
      configured = await startService(backend, {
        env: { ...env, PUBLIC_URL: "https://shop.example.com" },
      });
    });
    afterAll(async () => {
      await direct?.stop();
      await configured?.stop();
    });

    async function codeUrlFrom(svc: RunningService, headers: Record<string, string>) {
      const { token, order } = await unpaidOrder(svc);
      const res = await fetch(`${svc.base}${PATHS.pay}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: token, ...headers },
        body: JSON.stringify({ orderId: order.id, method: "alipay" }),
      });
      const raw = await res.text();
      return (JSON.parse(raw.startsWith(")]}',\n") ? raw.slice(6) : raw) as { data: PaymentView })
        .data.codeUrl;
    }

    it("ignores X-Shop-Origin and an untrusted X-Forwarded-Host", async () => {
      const codeUrl = await codeUrlFrom(direct, {
        "x-shop-origin": "http://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      });
      expect(new URL(codeUrl!).origin).toBe(new URL(direct.base).origin);
    });

    it("takes PUBLIC_URL when it is configured, whatever the caller says", async () => {
      const codeUrl = await codeUrlFrom(configured, {
        "x-shop-origin": "http://evil.example",
        "x-forwarded-host": "evil.example",
      });
      expect(codeUrl).toMatch(
        /^https:\/\/shop\.example\.com\/shopping\/payment\/sandbox\/pay\/SBX[0-9A-F]{24}$/,
      );
    });
  });
});
