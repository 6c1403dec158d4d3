/**
 * A lazily loaded picture with the spec's rules: 3 attempts, then an error
 * placeholder. The browser's native lazy loading (which preloads ahead of
 * the viewport) works without JavaScript; retries need it.
 */
import { useEffect, useRef, useState } from "react";

export const IMAGE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
export const PLACEHOLDER_SRC = "/wine-placeholder.svg";

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  failedText?: string;
}

export function retrySrc(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes("?") ? "&" : "?"}attempt=${attempt}`;
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
  failedText,
}: Props) {
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const onError = () => {
    if (attempt >= IMAGE_ATTEMPTS) return setFailed(true);
    setTimeout(() => setAttempt((a) => a + 1), RETRY_DELAY_MS);
  };

  useEffect(() => {
    // An error before hydration has no React handler to hear it.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_SRC : retrySrc(src, attempt)}
      alt={failed && failedText ? failedText : alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className || undefined}
      data-failed={failed || undefined}
      onError={failed ? undefined : onError}
    />
  );
}
