/**
 * The mini-program host's login (shopping/miniprogram): a wx.login code, the phone bound once with
 * an SMS code, and the one-time ticket the shop's web-view exchanges for the buyer's session.
 */
import { z } from "zod";
import { registerSchema } from "./accounts";

/**
 * The sandbox's wx.login codes, made by the tests' fake wx and by a development host without an
 * AppID: `sandbox-<user>-<nonce>`, user 1 to 32 letters, digits or _, nonce 6 to 32 letters or digits.
 */
export const SANDBOX_CODE = /^sandbox-(\w{1,32})-([A-Za-z\d]{6,32})$/;

const ticket = () => z.string().trim().min(20).max(200);

export const miniProgramLoginSchema = z.object({ code: z.string().trim().min(1).max(128) });

/** The phone, its SMS code (purpose bindMiniProgram), and registration's two confirmations. */
export const miniProgramBindSchema = registerSchema
  .pick({ phone: true, smsCode: true, agreed: true, adult: true })
  .extend({ bindToken: ticket() });

export const miniProgramEnterSchema = z.object({ ticket: ticket() });

export const miniProgramSignedInSchema = z.strictObject({
  status: z.literal("signedIn"),
  ticket: z.string().describe("one use, 2 minutes: the web-view's /mp/enter?ticket="),
  token: z.string().describe("the host's own login token (Bearer), e.g. for its pay page"),
});

export const miniProgramLoginResultSchema = z.discriminatedUnion("status", [
  miniProgramSignedInSchema,
  z.strictObject({
    status: z.literal("phoneNeeded"),
    bindToken: z.string().describe("one use, 10 minutes: /miniprogram/bind's bindToken"),
  }),
]);

export type MiniProgramLoginResult = z.infer<typeof miniProgramLoginResultSchema>;
export type MiniProgramSignedIn = z.infer<typeof miniProgramSignedInSchema>;

export const sandboxHostSchema = z.strictObject({
  available: z.boolean().describe("the sandbox's wx.login codes are taken here"),
});
