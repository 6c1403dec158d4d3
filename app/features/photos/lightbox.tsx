/**
 * A set of pictures shown large over the page, with JavaScript (without it, thumbnails lead to the
 * viewer page, photo-viewer-page.tsx). A modal dialog: it takes the focus and the thumbnail gets it
 * back; Escape, its close button and the browser's Back close it (it adds a history entry, so the
 * mini-program's back does too); the arrow keys, a swipe and its buttons go to the previous or
 * next picture. The page under it neither scrolls nor moves.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { takeHistoryMoves } from "~/utils/overlay-history";
import { Chevron } from "./chevron";
import { photoSrc } from "./fields";

/** How far a finger travels sideways before a swipe counts. */
const SWIPE_PX = 48;

const ROUND_BUTTON =
  "flex h-12 w-12 items-center justify-center rounded-full text-white hover:bg-white/15 aria-disabled:opacity-30 aria-disabled:hover:bg-transparent";

export function Lightbox({
  names,
  start,
  label,
  anchor,
  onClose,
}: {
  names: readonly string[];
  /** the picture shown first, from 0 */
  start: number;
  /** what the pictures are of: the dialog's name */
  label: string;
  /** the id of the element on the page the pictures belong to (the history entry's anchor) */
  anchor: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = names.length;
  const go = useCallback(
    (step: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + step))),
    [count],
  );
  const close = useBackCloses(anchor, onClose);
  useScrollLock();
  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    // On the document, so that the keys work wherever the focus is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      else if (event.key === "ArrowLeft") go(-1);
      else if (event.key === "ArrowRight") go(1);
      else if (event.key === "Tab") keepFocusIn(dialog.current, event.shiftKey);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [close, go]);
  useEffect(() => {
    // The next picture is most often the one wanted next: ask for it now.
    if (index + 1 < count) new Image().src = photoSrc(names[index + 1]);
  }, [index, count, names]);

  const moveBy = (dx: number | null) => {
    const img = picture.current;
    if (!img) return;
    img.style.transition = dx === null ? "" : "none";
    img.style.transform = dx === null ? "" : `translateX(${dx}px)`;
  };
  const cancelDrag = () => {
    drag.current = null;
    moveBy(null);
  };
  const endDrag = (x: number, y: number) => {
    const from = drag.current;
    cancelDrag();
    if (!from) return;
    const dx = x - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(y - from.y)) go(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      ref={dialog}
      // Focusable itself, so that a tap on the picture leaves the focus in the dialog.
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col overscroll-contain bg-[#14110f] text-white [&_:focus-visible]:outline-white"
      data-testid="lightbox"
    >
      <div className="flex shrink-0 items-center gap-2 pl-4 pt-[env(safe-area-inset-top)]">
        <p className="min-w-0 flex-1 truncate text-sm text-white/80">{label}</p>
        <button
          ref={closeButton}
          type="button"
          onClick={close}
          className={`${ROUND_BUTTON} m-2`}
          aria-label={t("photos.viewer.close")}
          data-testid="lightbox-close"
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div
        className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none"
        onPointerDown={(event) => {
          // A second finger is a pinch, not a swipe; a zoomed page pans rather than swipes.
          const zoomed = (window.visualViewport?.scale ?? 1) > 1.01;
          if (!event.isPrimary || event.button !== 0 || zoomed) return cancelDrag();
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        }}
        onPointerMove={(event) => {
          if (drag.current?.id === event.pointerId) moveBy(event.clientX - drag.current.x);
        }}
        onPointerUp={(event) => endDrag(event.clientX, event.clientY)}
        onPointerCancel={cancelDrag}
        data-testid="lightbox-stage"
      >
        {/* Its box, not the picture, sets its size: nothing moves while it loads. */}
        <img
          key={names[index]}
          ref={picture}
          src={photoSrc(names[index])}
          alt={t("photos.photo", { n: index + 1 })}
          draggable={false}
          className="absolute inset-0 h-full w-full object-contain motion-safe:transition-transform"
          data-testid="lightbox-photo"
        />
      </div>
      <div className="flex shrink-0 items-center justify-center gap-6 px-4 pb-[calc(12px+env(safe-area-inset-bottom))] pt-3">
        <button
          type="button"
          onClick={() => go(-1)}
          className={`${ROUND_BUTTON} bg-white/10`}
          aria-label={t("photos.viewer.previous")}
          aria-disabled={index === 0}
          data-testid="lightbox-previous"
        >
          <Chevron pointing="left" />
        </button>
        <p className="min-w-[5rem] text-center tabular-nums" aria-live="polite">
          <span aria-hidden="true" data-testid="lightbox-counter">
            {index + 1} / {count}
          </span>
          <span className="sr-only">{t("photos.viewer.counter", { n: index + 1, count })}</span>
        </p>
        <button
          type="button"
          onClick={() => go(1)}
          className={`${ROUND_BUTTON} bg-white/10`}
          aria-label={t("photos.viewer.next")}
          aria-disabled={index === count - 1}
          data-testid="lightbox-next"
        >
          <Chevron pointing="right" />
        </button>
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab go round the dialog's own buttons. */
function keepFocusIn(dialog: HTMLElement | null, backwards: boolean) {
  const buttons = [...(dialog?.querySelectorAll("button") ?? [])];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = backwards ? -1 : 1;
  const next = at === -1 ? (backwards ? buttons.length - 1 : 0) : at + step;
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

/**
 * The dialog as a history entry of its own (a copy of the page's, kept from React Router:
 * utils/overlay-history.ts): Back closes it, and closing it any other way goes back past its
 * entry, so the history keeps no trace of it.
 */
function useBackCloses(anchor: string, onClosed: () => void): () => void {
  const closed = useRef(onClosed);
  closed.current = onClosed;
  useEffect(() => {
    const history = window.history;
    // Already pushed when React runs the effect twice (development's strict mode).
    if (!isEntryOf(history.state, anchor))
      history.pushState({ ...history.state, lightbox: anchor }, "", `#${anchor}-viewer`);
    const page = (history.state as { idx?: number } | null)?.idx;
    return takeHistoryMoves(() => {
      closed.current();
      // Back onto the page is the dialog's; a quick second Back, further, is the router's.
      return (history.state as { idx?: number } | null)?.idx === page;
    });
  }, [anchor]);
  return useCallback(() => {
    if (isEntryOf(window.history.state, anchor)) window.history.back();
    else closed.current();
  }, [anchor]);
}

const isEntryOf = (state: unknown, anchor: string) =>
  (state as { lightbox?: string } | null)?.lightbox === anchor;

/**
 * The page under the dialog keeps its place: it does not scroll, and the scroll bar it gives up is
 * made up for, so nothing moves sideways.
 */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const body = document.body;
    const scrollBar = window.innerWidth - root.clientWidth;
    const before = { overflow: root.style.overflow, paddingRight: body.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`;
    return () => {
      root.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, []);
}
