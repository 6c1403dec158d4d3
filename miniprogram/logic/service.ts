/** The service's calls from the host: its envelope, and its refusals as messages to show. */
import { SERVICE_BASE } from "../config";
import type { Wx, WxFail } from "./wx";

/** The service's prefix against JSON hijacking (shopping/http/envelope.ts). */
const JSON_PREFIX = ")]}',\n";

/** A refusal of the service (its message, in the buyer's language) or of the network. */
export class ServiceRefusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

function envelopeOf(raw: unknown): Envelope | null {
  const text = typeof raw === "string" ? raw : JSON.stringify(raw);
  try {
    const json = JSON.parse(text.startsWith(JSON_PREFIX) ? text.slice(JSON_PREFIX.length) : text);
    return json && typeof json.code === "number" ? (json as Envelope) : null;
  } catch {
    return null;
  }
}

export const NETWORK_FAILED = "网络异常，请稍后再试";

/** POSTs to /shopping<path>; answers the envelope's data, or throws a ServiceRefusal. */
export function post<T>(
  wx: Wx,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const header: Record<string, string> = { "accept-language-id": "ch" };
  if (token) header.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) =>
    wx.request({
      url: SERVICE_BASE + path,
      method: "POST",
      data: body,
      header,
      // Read as text: the service's answers start with its prefix, which wx's JSON parsing refuses.
      dataType: "text",
      success: (res) => {
        const envelope = envelopeOf(res.data);
        if (!envelope) return reject(new ServiceRefusal(NETWORK_FAILED, res.statusCode));
        if (envelope.code === 200 || envelope.code === 0) return resolve(envelope.data as T);
        reject(new ServiceRefusal(envelope.message, envelope.code));
      },
      fail: (err: WxFail) => reject(new ServiceRefusal(`${NETWORK_FAILED} (${err.errMsg})`, 0)),
    }),
  );
}
