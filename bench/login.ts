/**
 * Logs a user into the storefront through its /login form (CSRF token, honeypot, captcha) and keeps
 * the cookies.
 */
import { captchaAnswer, PASSWORD } from "./api";

/** A minimal cookie jar: name → value, as the browser would send them back. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v = ""] = a.trim().split("=");
        return (
          (k.toLowerCase() === "max-age" && Number(v) <= 0) ||
          (k.toLowerCase() === "expires" && Date.parse(v) < Date.now())
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? decode(m[1]) : null;
}

/**
 * The fields a browser would send from the login form: hidden ones (csrf, honeypot, captchaId,
 * mode) and text boxes as rendered.
 */
export function formFields(html: string, testId = "login-form"): Map<string, string> {
  const form = html.match(new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</form>`));
  if (!form) throw new Error(`no form ${testId} in the page`);
  const fields = new Map<string, string>();
  for (const [tag] of form[1].matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (!name) continue;
    const type = attribute(tag, "type") ?? "text";
    if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|>|\/)/.test(tag)) continue;
    fields.set(name, attribute(tag, "value") ?? "");
  }
  return fields;
}

/** Logs `phone` in with its password; answers the cookie jar holding the storefront session. */
export async function storefrontLogin(base: string, phone: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const page = await fetch(`${base}/login?mode=password`, { headers: { accept: "text/html" } });
  jar.take(page);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`GET /login answered ${page.status}`);
  const fields = formFields(html);
  for (const name of ["csrf", "captchaId"])
    if (!fields.get(name)) throw new Error(`the login form has no ${name} value`);
  fields.set("phone", phone);
  fields.set("password", PASSWORD);
  fields.set("captchaCode", await captchaAnswer(base, fields.get("captchaId")!));
  fields.set("mode", "password");
  fields.set("intent", "login");

  const res = await fetch(`${base}/login?mode=password`, {
    method: "POST",
    redirect: "manual",
    headers: {
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      cookie: jar.header(),
    },
    body: new URLSearchParams([...fields]).toString(),
  });
  jar.take(res);
  if (res.status < 300 || res.status >= 400 || !jar.has("__session")) {
    const text = await res.text();
    throw new Error(
      `the login form answered ${res.status} without a session: ${text.replace(/\s+/g, " ").slice(0, 300)}`,
    );
  }
  // The welcome toast is a flash cookie: one visit consumes it, so the load does not carry it.
  jar.take(
    await fetch(new URL(res.headers.get("location") ?? "/", base), {
      redirect: "manual",
      headers: { accept: "text/html", cookie: jar.header() },
    }),
  );
  return jar;
}
