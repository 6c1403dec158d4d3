/**
 * Pictures a buyer sent, as a row of thumbnails; each opens the pictures large. With JavaScript a
 * lightbox opens over the page; without it a thumbnail leads to the set's viewer page, which leads
 * back here. A set without a viewer page (pictures not sent yet) opens only with JavaScript.
 */
import { Link, useLocation } from "@remix-run/react";
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { photoSrc } from "./fields";
import { photoViewerHref } from "./viewer-links";

// The lightbox opens only on a click, so its code is fetched then (or while the page idles), never
// with the page's first JavaScript.
const loadLightbox = () => import("./lightbox");
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

export function PhotoStrip({
  names,
  label,
  anchor,
  viewerPath,
  testId = "photos",
  size = 64,
  pictureLinks = false,
}: {
  names: readonly string[];
  /** what the pictures are of, for screen readers */
  label: string;
  /** the id of the element on the page the pictures belong to: the way back lands there */
  anchor: string;
  /** the set's viewer page (photo-viewer-page.tsx) */
  viewerPath?: string;
  testId?: string;
  size?: 64 | 80;
  /**
   * without a viewer page, whether a thumbnail links to its picture while there is no JavaScript
   * (not on a form's answer step, whose state a link would leave behind)
   */
  pictureLinks?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const any = names.length > 0;
  useEffect(() => {
    if (!any) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => void loadLightbox().catch(() => {}));
  }, [any]);
  if (!any) return null;
  const box = `block ${size === 80 ? "h-20 w-20" : "h-16 w-16"} overflow-hidden rounded-lg bg-paper ring-1 ring-line`;
  const back = `${location.pathname}${location.search}#${anchor}`;
  const openAt = (i: number) => (event: MouseEvent<HTMLElement>) => {
    // A click meant for a new tab or window keeps the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(i);
  };
  const thumbnail = (i: number, picture: ReactNode) => {
    if (viewerPath)
      return (
        <Link
          to={photoViewerHref(viewerPath, i + 1, back)}
          onClick={openAt(i)}
          className={`${box} hover:ring-wine`}
          data-testid={`${testId}-open`}
        >
          {picture}
        </Link>
      );
    if (hydrated)
      return (
        <button
          type="button"
          onClick={openAt(i)}
          className={`${box} hover:ring-wine`}
          data-testid={`${testId}-open`}
        >
          {picture}
        </button>
      );
    if (pictureLinks)
      return (
        <a
          href={photoSrc(names[i])}
          className={`${box} hover:ring-wine`}
          data-testid={`${testId}-open`}
        >
          {picture}
        </a>
      );
    return <span className={box}>{picture}</span>;
  };
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={label} data-testid={testId}>
        {names.map((name, i) => (
          <li key={name}>
            {thumbnail(
              i,
              <img
                src={photoSrc(name)}
                alt={t("photos.photo", { n: i + 1 })}
                width={size}
                height={size}
                loading="lazy"
                className="h-full w-full object-cover"
              />,
            )}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            names={names}
            start={open}
            label={label}
            anchor={anchor}
            onClose={() => {
              setOpen(null);
              opener.current?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
