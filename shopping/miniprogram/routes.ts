/** The mini-program host's login, bind and the web-view's ticket exchange. */
import type { LoginResult } from "../../contract/accounts";
import { loginResultSchema } from "../../contract/accounts-answers";
import {
  miniProgramBindSchema,
  miniProgramEnterSchema,
  miniProgramLoginResultSchema,
  miniProgramLoginSchema,
  miniProgramSignedInSchema,
  sandboxHostSchema,
  type MiniProgramLoginResult,
  type MiniProgramSignedIn,
} from "../../contract/miniprogram";
import { defineEndpoint } from "../http/endpoint";
import type { CodeExchange } from "./jscode2session";
import { bindPhone, enterWithTicket, loginWithCode } from "./login";

const TAG = "miniprogram";

export function miniProgramEndpoints(exchange: CodeExchange | null, sandboxHost: boolean) {
  return [
    defineEndpoint({
      method: "get",
      path: "/miniprogram/sandboxHost",
      summary:
        "Whether the sandbox's mini-program host may run in a browser: the service takes the sandbox's wx.login codes",
      tag: TAG,
      auth: "none",
      response: sandboxHostSchema,
      handler: async () => ({ available: sandboxHost }),
    }),
    defineEndpoint({
      method: "post",
      path: "/miniprogram/login",
      summary:
        "The host's wx.login code: signedIn (a web-view ticket and a token) when the WeChat user is bound, else phoneNeeded (a bindToken)",
      tag: TAG,
      body: miniProgramLoginSchema,
      response: miniProgramLoginResultSchema,
      handler: ({ db, body }): Promise<MiniProgramLoginResult> =>
        loginWithCode(db, exchange, body.code),
    }),
    defineEndpoint({
      method: "post",
      path: "/miniprogram/bind",
      summary:
        "Binds the bindToken's WeChat user to a phone (SMS code of purpose bindMiniProgram): its account, or a new one",
      tag: TAG,
      body: miniProgramBindSchema,
      response: miniProgramSignedInSchema,
      handler: ({ db, body }): Promise<MiniProgramSignedIn> => bindPhone(db, exchange, body),
    }),
    defineEndpoint({
      method: "post",
      path: "/miniprogram/enter",
      summary: "The storefront exchanges a web-view ticket, once, for the buyer's login token",
      tag: TAG,
      body: miniProgramEnterSchema,
      response: loginResultSchema,
      handler: ({ db, body }): Promise<LoginResult> => enterWithTicket(db, body.ticket),
    }),
  ];
}
