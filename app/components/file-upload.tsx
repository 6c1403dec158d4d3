/**
 * One upload form for the avatar and the business licence: the file chosen with its preview
 * (PictureChooser), then sent. Without JavaScript it is a plain multipart POST (the avatar's to
 * its screen, the licence's to its route). With JavaScript the upload helper (spec §7) sends the
 * file with XMLHttpRequest, shows the progress, and reads the JSON answer.
 */
import { Form, useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "./form-security";
import { PictureChooser } from "./picture-chooser";

export interface UploadAnswer {
  ok: boolean;
  message: string;
  /** the stored file's name, when the route tells it (a business licence) */
  fileName?: string;
}

export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; answer: UploadAnswer | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) =>
      e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let answer: UploadAnswer | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        answer = null;
      }
      resolve({ status: xhr.status, answer });
    };
    xhr.onerror = () => resolve({ status: 0, answer: null });
    xhr.send(form);
  });
}

/** What the form shows and sends; the avatar's and the business licence's forms differ only here. */
export interface UploadFormProps {
  /** where the upload helper posts with JavaScript (it answers JSON) */
  uploadUrl: string;
  /** where the plain form posts without it (its route answers a page); the current one when absent */
  formAction?: string;
  /** more fields the upload carries (the return path, a purpose) */
  hidden?: Record<string, string>;
  id: string;
  label: string;
  rule: string;
  accept: string;
  /** what stands in the preview until a file is chosen */
  current: React.ReactNode;
  submitLabel: string;
  /** the message to show first (a refusal the page came back with) */
  error: string | null;
  /** test ids: `${testId}-form`, `${testId}-file`, `${testId}-progress`, ... */
  testId: string;
  /** told what the upload helper answered on success; the page's data is reloaded too */
  onUploaded?: (answer: UploadAnswer) => void;
  /**
   * With JavaScript the file is sent as soon as it is chosen, and there is no button to press;
   * without it the button sends the form.
   */
  sendOnChoose?: boolean;
}

/**
 * One file sent with its preview (PictureChooser): a plain multipart POST without JavaScript; with
 * it, the upload helper (spec §7) with its progress and the JSON answer.
 */
export function UploadForm({
  uploadUrl,
  formAction,
  hidden = {},
  id,
  label,
  rule,
  accept,
  current,
  submitLabel,
  error,
  testId,
  onUploaded,
  sendOnChoose = false,
}: UploadFormProps) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(error);
  const [chooserKey, setChooserKey] = useState(0);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setProgress(0);
    const { status, answer } = await uploadWithProgress(
      uploadUrl,
      new FormData(event.currentTarget),
      setProgress,
    );
    setProgress(null);
    if (status === 200 && answer?.ok) {
      setMessage(answer.message);
      // A fresh chooser: what was saved replaces the preview.
      setChooserKey((k) => k + 1);
      onUploaded?.(answer);
      revalidator.revalidate();
    } else {
      setMessage(answer?.message ?? t("profile.uploadFailed", { status }));
    }
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={formAction}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      data-testid={`${testId}-form`}
    >
      <AuthenticityTokenInput />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      <PictureChooser
        key={chooserKey}
        id={id}
        name="file"
        accept={accept}
        required
        current={current}
        testId={`${testId}-file`}
        onChoose={(file) => {
          if (!file) return;
          setMessage(null);
          if (sendOnChoose) formRef.current?.requestSubmit();
        }}
      />
      <p className="text-xs text-ink-faint">{rule}</p>
      {progress !== null ? (
        // A <progress> element, not a bar sized by a style attribute: the CSP allows no inline style.
        <progress
          value={progress}
          max={100}
          aria-label={t("profile.uploading")}
          className="h-2 w-full appearance-none overflow-hidden rounded bg-line [&::-moz-progress-bar]:bg-wine [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-wine [&::-webkit-progress-value]:transition-[width]"
          data-testid={`${testId}-progress`}
        />
      ) : null}
      {message ? (
        <p className="text-sm text-wine" role="status" data-testid={`${testId}-message`}>
          {message}
        </p>
      ) : null}
      {sendOnChoose && hydrated ? null : (
        <button type="submit" className="btn-primary self-start" data-testid={`${testId}-submit`}>
          {submitLabel}
        </button>
      )}
    </Form>
  );
}

export function AvatarUpload({
  avatar,
  nickname,
  error,
}: {
  avatar: string | null;
  nickname: string;
  error: string | null;
}) {
  const { t } = useTranslation("account");
  const initial = avatar ? (
    <img
      src={`/avatar/${avatar}`}
      alt={t("profile.avatar")}
      width={72}
      height={72}
      className="h-[72px] w-[72px] shrink-0 rounded-full object-cover ring-1 ring-line"
      data-testid="avatar"
    />
  ) : (
    <span
      className="flex h-[72px] w-[72px] shrink-0 items-center justify-center rounded-full bg-wine-light text-2xl text-wine"
      aria-hidden="true"
    >
      {nickname.slice(0, 1)}
    </span>
  );
  return (
    <UploadForm
      uploadUrl="/user/avatar"
      id="avatar-file"
      label={t("profile.avatar")}
      rule={t("profile.avatarRule")}
      accept="image/jpeg,image/png,image/webp"
      current={initial}
      submitLabel={t("profile.upload")}
      error={error}
      testId="avatar"
    />
  );
}
