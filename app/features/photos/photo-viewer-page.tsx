/**
 * One picture of a set shown large, as a page of its own: where a thumbnail leads without
 * JavaScript (with it, the lightbox opens instead). The previous and next pictures are links, and
 * "back" returns to the page that showed the pictures (viewer-links.ts).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Chevron } from "./chevron";
import { photoSrc } from "./fields";
import { photoViewerHref } from "./viewer-links";

const PAGE_LINK =
  "inline-flex min-h-[44px] items-center gap-1 rounded-full px-4 text-white hover:bg-white/15";

export function PhotoViewerPage({
  title,
  names,
  n,
  viewerPath,
  back,
}: {
  /** the level-one heading: whose pictures these are */
  title: string;
  names: readonly string[];
  /** the picture shown, from 1 */
  n: number;
  viewerPath: string;
  back: string;
}) {
  const { t } = useTranslation();
  const count = names.length;
  const href = (to: number) => photoViewerHref(viewerPath, to, back);
  return (
    <div
      className="flex h-[100dvh] min-h-[26rem] flex-col bg-[#14110f] text-white pc:mx-auto pc:my-6 pc:h-[calc(100vh-64px-3rem)] pc:min-h-[32rem] pc:w-full pc:max-w-5xl pc:rounded-2xl [&_:focus-visible]:outline-white"
      data-testid="photo-viewer"
    >
      <div className="flex shrink-0 items-center gap-2 px-1 pt-[env(safe-area-inset-top)] pc:px-3 pc:pt-2">
        <Link to={back} className={`${PAGE_LINK} pl-2`} data-testid="photo-viewer-back">
          <Chevron pointing="left" />
          {t("photos.viewer.back")}
        </Link>
        <h1 className="line-clamp-2 min-w-0 flex-1 pr-4 text-right text-sm font-normal text-white/80">
          {title}
        </h1>
      </div>
      <div className="relative min-h-0 flex-1">
        {/* Its box, not the picture, sets its size: nothing moves while it loads. */}
        <img
          src={photoSrc(names[n - 1])}
          alt={t("photos.photo", { n })}
          className="absolute inset-0 h-full w-full object-contain"
          data-testid="photo-viewer-photo"
        />
      </div>
      <nav
        aria-label={t("photos.viewer.pages")}
        className="grid shrink-0 grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 pb-[calc(12px+env(safe-area-inset-bottom))] pt-3"
      >
        <div>
          {n > 1 ? (
            <Link
              to={href(n - 1)}
              className={`${PAGE_LINK} bg-white/10 pl-2`}
              data-testid="photo-viewer-previous"
            >
              <Chevron pointing="left" />
              {t("photos.viewer.previous")}
            </Link>
          ) : null}
        </div>
        <p className="text-center text-sm tabular-nums" data-testid="photo-viewer-counter">
          {t("photos.viewer.counter", { n, count })}
        </p>
        <div className="text-right">
          {n < count ? (
            <Link
              to={href(n + 1)}
              className={`${PAGE_LINK} bg-white/10 pr-2`}
              data-testid="photo-viewer-next"
            >
              {t("photos.viewer.next")}
              <Chevron pointing="right" />
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
