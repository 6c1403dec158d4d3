/** How the tool shows money, times and tables. */

export const yuan = (cents) => `¥${(cents / 100).toFixed(2)}`;

/** Beijing time (UTC+8 all year), as the shop shows it. */
export const beijing = (iso) =>
  iso ? new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace("T", " ") : "";

/** Display width: CJK and full-width characters take two columns. */
const width = (text) =>
  [...text].reduce(
    (n, ch) =>
      n +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch,
      )
        ? 2
        : 1),
    0,
  );
const pad = (text, n) => text + " ".repeat(Math.max(0, n - width(text)));

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const line = (cells) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : pad(c, widths[i]))).join("  ");
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** Which items of a paged list a page showed ({ list, total, page, pageSize }), and the next page. */
export function pageLine(data, noun) {
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first - 1 + data.list.length;
  const more = data.total > last ? `; --page ${data.page + 1} for more` : "";
  return `${first}-${last} of ${data.total} ${noun}${more}`;
}
