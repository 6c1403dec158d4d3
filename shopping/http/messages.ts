/** The service's own messages, in the languages of Accept-Language-Id. */
export type ServiceLang = "ch" | "tc" | "en";

const messages: Record<string, { ch: string; en: string }> = {
  success: { ch: "成功", en: "success" },
  invalid_params: { ch: "请求参数有误：{fields}", en: "invalid parameters: {fields}" },
  goods_not_found: { ch: "商品不存在或已下架", en: "this wine does not exist or is no longer sold" },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
  not_found: { ch: "接口不存在", en: "no such endpoint" },
  please_login: { ch: "请先登录！", en: "please log in first!" },
  login_expired: { ch: "登录超时，请重新登录！", en: "login timed out, please log in again!" },
  server_error: { ch: "服务器开小差了，请稍后再试", en: "something went wrong on our side, please retry later" },
};

export function parseLang(header: string | undefined): ServiceLang {
  const v = (header ?? "").trim().toLowerCase();
  if (v === "en" || v === "3") return "en";
  if (v === "tc" || v === "2") return "tc";
  return "ch";
}

export function message(key: string, lang: ServiceLang, params: Record<string, string | number> = {}): string {
  const entry = messages[key] ?? messages.server_error;
  const text = lang === "en" ? entry.en : entry.ch;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
