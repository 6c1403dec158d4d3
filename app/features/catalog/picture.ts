import type { Lang } from "~/utils/lang";

/**
 * The service gives picture paths like /goods/goods/picture?id=1&view=front;
 * the storefront serves them under its own /img path, so browsers never need
 * to reach the service.
 */
export function pictureSrc(servicePath: string | null | undefined, lang: Lang): string {
  if (!servicePath) return "/wine-placeholder.svg";
  const query = servicePath.split("?")[1] ?? "";
  const params = new URLSearchParams(query);
  const id = params.get("id") ?? "0";
  const view = params.get("view") === "label" ? "label" : "front";
  return `/img/goods/${id}/${view}.svg?lang=${lang}`;
}
