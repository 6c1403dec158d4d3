/**
 * The wine's pictures: a swipeable strip on phones, two side by side on desktops. Its uploaded
 * pictures when it has them (decision 045), else its drawn bottle and label.
 */
import { useTranslation } from "react-i18next";
import { LazyImage } from "~/components/lazy-image";
import type { Lang } from "~/utils/lang";
import { pictureSrc } from "../picture";

const PHOTO_PATH = "/goods/goods/photo?file=";

/** Where the shop serves a picture the service names: its uploaded ones under /img/photos. */
export const gallerySrc = (src: string, lang: Lang) =>
  src.startsWith(PHOTO_PATH)
    ? `/img/photos/${src.slice(PHOTO_PATH.length)}`
    : pictureSrc(src, lang);

export function Gallery({
  pictures,
  name,
  lang,
}: {
  pictures: string[];
  name: string;
  lang: Lang;
}) {
  const { t } = useTranslation("catalog");
  const shown = pictures.filter(Boolean);
  const photos = shown.some((src) => src.startsWith(PHOTO_PATH));
  return (
    // Focusable, so the pictures can be scrolled from a keyboard too.
    <div
      tabIndex={0}
      role="region"
      aria-label={t("detail.pictures")}
      className="flex snap-x snap-mandatory overflow-x-auto bg-white pc:grid pc:h-fit pc:grid-cols-2 pc:gap-3 pc:overflow-visible pc:rounded-2xl pc:p-3 pc:ring-1 pc:ring-line"
    >
      {shown.map((src, i) => (
        <div key={src} className="relative aspect-[3/4] w-full shrink-0 snap-center pc:w-auto">
          <LazyImage
            src={gallerySrc(src, lang)}
            alt={
              photos
                ? t("detail.photoAlt", { name, n: i + 1 })
                : t(i === 0 ? "detail.pictureAlt" : "detail.labelAlt", { name })
            }
            width={600}
            height={800}
            eager={i === 0}
            className="h-full w-full object-contain"
            failedText={t("detail.pictureFailed")}
          />
          {/* Each picture carries its own position, so it is right after a swipe without JavaScript. */}
          {shown.length > 1 ? (
            <span
              className="absolute bottom-3 right-3 rounded-full bg-ink/60 px-2.5 py-0.5 text-xs tabular-nums text-white pc:hidden"
              data-testid="picture-position"
            >
              {t("detail.picturePosition", { n: i + 1, total: shown.length })}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
