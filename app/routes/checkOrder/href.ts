/** The checkout's own links keep its state (source, key, points, address) and change one thing. */
export function hrefWith(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return `/checkOrder${query ? `?${query}` : ""}`;
}
