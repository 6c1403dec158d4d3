/**
 * The image verification code: the picture, its id, and the box. "Another
 * one" is a link that reloads the page (no JavaScript) or just the code.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/field-errors";

export interface PageCaptcha {
  captchaId: string;
  /** a data: URL of the SVG */
  src: string;
}

/** Why a form has no image code: the words of the refusal (too many asked for, the shop down). */
export interface MissingCaptcha {
  missing: string;
}

export function CaptchaField({
  captcha: given,
  meta,
}: {
  captcha: PageCaptcha | MissingCaptcha | null;
  meta: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const revalidator = useRevalidator();
  const missing = given && "missing" in given ? given.missing : null;
  const captcha = given && "captchaId" in given ? given : null;
  const src = captcha?.src;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-ink">
        {t("auth.captcha")}
      </label>
      <input type="hidden" name="captchaId" value={captcha?.captchaId ?? ""} />
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(meta, { type: "text" })}
          key={captcha?.captchaId}
          defaultValue=""
          autoComplete="off"
          autoCapitalize="off"
          maxLength={8}
          className="min-h-[44px] w-full min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base aria-[invalid]:border-wine"
          data-testid="captcha-input"
        />
        {src ? (
          <img
            src={src}
            width={120}
            height={44}
            alt={t("auth.captchaAlt")}
            className="h-11 w-[120px] rounded-lg bg-white ring-1 ring-line"
            data-testid="captcha-image"
            data-captcha-id={captcha?.captchaId}
          />
        ) : missing ? (
          <p className="max-w-[50%] text-xs text-wine" role="alert" data-testid="captcha-missing">
            {missing}
          </p>
        ) : null}
        <Link
          to={location.pathname + location.search}
          replace
          preventScrollReset
          className="inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center text-sm text-wine"
          onClick={(e) => {
            e.preventDefault();
            revalidator.revalidate();
          }}
        >
          {t("auth.captchaRefresh")}
        </Link>
      </div>
      <FieldErrors errors={meta.errors} id={meta.errorId} />
    </div>
  );
}
