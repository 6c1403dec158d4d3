/**
 * The service's messages, in the languages of Accept-Language-Id: its own here, each area's in its
 * folder (shopping/<area>/messages.ts), found through the areas' list.
 */
import { AREAS } from "../areas";

export type ServiceLang = "ch" | "tc" | "en";

export type Messages = Record<string, { ch: string; en: string }>;

/** A message's parameter: a value said alike in both languages, or a word said in each. */
export type MessageParam = string | number | { ch: string; en: string };

/** The service's own messages; each area's live in its folder (shopping/<area>/messages.ts). */
const serviceMessages: Messages = {
  success: { ch: "成功", en: "success" },
  invalid_params: { ch: "请求参数有误：{fields}", en: "invalid parameters: {fields}" },
  not_found: { ch: "接口不存在", en: "no such endpoint" },
  please_login: { ch: "请先登录！", en: "please log in first!" },
  login_expired: { ch: "登录超时，请重新登录！", en: "login timed out, please log in again!" },
  server_error: {
    ch: "服务器开小差了，请稍后再试",
    en: "something went wrong on our side, please retry later",
  },
  body_too_large: { ch: "提交的内容过大", en: "what was sent is too large" },
  body_too_deep: {
    ch: "提交的内容层级过深（最多 {n} 层）",
    en: "what was sent is nested too deeply (at most {n} levels)",
  },
  unsupported_body: {
    ch: "不支持的提交格式或编码",
    en: "this format or encoding of the request is not supported",
  },
  // Spec §8: 网络繁忙，请稍候 / network busy, please wait.
  too_many_requests: {
    ch: "网络繁忙，请稍候（{n} 秒后再试）",
    en: "Network busy, please wait ({n} seconds)",
  },
};

let merged: Messages | null = null;

/** Every message by its key; a key two areas both define is a mistake the first call reports. */
export function allMessages(): Messages {
  if (merged) return merged;
  const all: Messages = { ...serviceMessages };
  for (const area of AREAS)
    for (const [key, entry] of Object.entries<Messages[string]>(area.messages ?? {})) {
      if (key in all) throw new Error(`message ${key} is defined twice (area ${area.name})`);
      all[key] = entry;
    }
  return (merged = all);
}

export function parseLang(header: string | undefined): ServiceLang {
  const v = (header ?? "").trim().toLowerCase();
  if (v === "en" || v === "3") return "en";
  if (v === "tc" || v === "2") return "tc";
  return "ch";
}

export function message(
  key: string,
  lang: ServiceLang,
  params: Record<string, MessageParam> = {},
): string {
  const all = allMessages();
  const entry = all[key] ?? all.server_error;
  const text = lang === "en" ? entry.en : entry.ch;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? "";
    return typeof value === "object" ? (lang === "en" ? value.en : value.ch) : String(value);
  });
}
