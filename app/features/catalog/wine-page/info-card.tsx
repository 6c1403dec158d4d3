/** A small card of the shop's promises under the wine: a title and a line of text. */
export function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 text-sm ring-1 ring-line">
      <h2 className="font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-ink-soft">{children}</p>
    </div>
  );
}
