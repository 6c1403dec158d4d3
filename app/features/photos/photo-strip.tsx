/** Pictures a buyer sent, as a row of thumbnails; each opens the whole picture. */
import { useTranslation } from "react-i18next";
import { photoSrc } from "./fields";

export function PhotoStrip({
  names,
  label,
  testId = "photos",
  size = 64,
}: {
  names: readonly string[];
  /** what the pictures are of, for screen readers */
  label: string;
  testId?: string;
  size?: 64 | 80;
}) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  const box = size === 80 ? "h-20 w-20" : "h-16 w-16";
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label} data-testid={testId}>
      {names.map((name, i) => (
        <li key={name}>
          <a
            href={photoSrc(name)}
            className={`block ${box} overflow-hidden rounded-lg bg-paper ring-1 ring-line hover:ring-wine`}
          >
            <img
              src={photoSrc(name)}
              alt={t("photos.photo", { n: i + 1 })}
              width={size}
              height={size}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
