import type { Db } from "../../../db/client";

/** What the sandbox works with: its books, its signing secret and how it reaches the shop. */
export interface SandboxDeps {
  db: Db;
  /** shared by the sandbox and the shop to sign notifications */
  secret: string;
  merchant: string;
  fetchImpl?: typeof fetch;
  /**
   * When set, notifications go straight to the shop's receiver in this
   * process (signed all the same) instead of over HTTP to notify_url: the
   * sandbox then makes no request to any host, whatever notify_url says.
   */
  deliver?: (headers: Record<string, string>, body: string) => Promise<boolean>;
  /** the same for refund notifications, handed to the shop's refund receiver */
  deliverRefund?: (headers: Record<string, string>, body: string) => Promise<boolean>;
}
