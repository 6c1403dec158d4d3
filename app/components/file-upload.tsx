/**
 * The avatar form: the picture chosen with its preview (PictureChooser), then
 * sent. Without JavaScript it is a plain multipart POST to this
 * screen. With JavaScript the upload helper (spec §7) sends the file to
 * /user/avatar with XMLHttpRequest, shows the progress, and reads the JSON answer.
 */
import { Form, useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "./form-security";
import { PictureChooser } from "./picture-chooser";

interface UploadAnswer {
  ok: boolean;
  message: string;
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
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(error);
  const formRef = useRef<HTMLFormElement>(null);
  const [chooserKey, setChooserKey] = useState(0);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setProgress(0);
    const { status, answer } = await uploadWithProgress(
      "/user/avatar",
      new FormData(event.currentTarget),
      setProgress,
    );
    setProgress(null);
    if (status === 200 && answer?.ok) {
      setMessage(answer.message);
      // A fresh chooser: the saved avatar replaces the preview.
      setChooserKey((k) => k + 1);
      revalidator.revalidate();
    } else {
      setMessage(answer?.message ?? t("profile.uploadFailed", { status }));
    }
  };

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
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      data-testid="avatar-form"
    >
      <AuthenticityTokenInput />
      <label className="text-sm font-medium" htmlFor="avatar-file">
        {t("profile.avatar")}
      </label>
      <PictureChooser
        key={chooserKey}
        id="avatar-file"
        name="file"
        accept="image/jpeg,image/png,image/webp"
        required
        current={initial}
        testId="avatar-file"
        onChoose={(file) => file && setMessage(null)}
      />
      <p className="text-xs text-ink-faint">{t("profile.avatarRule")}</p>
      {progress !== null ? (
        // A <progress> element, not a bar sized by a style attribute: the CSP allows no inline style.
        <progress
          value={progress}
          max={100}
          aria-label={t("profile.uploading")}
          className="h-2 w-full appearance-none overflow-hidden rounded bg-line [&::-moz-progress-bar]:bg-wine [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-wine [&::-webkit-progress-value]:transition-[width]"
          data-testid="avatar-progress"
        />
      ) : null}
      {message ? (
        <p className="text-sm text-wine" role="status" data-testid="avatar-message">
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary self-start" data-testid="avatar-submit">
        {t("profile.upload")}
      </button>
    </Form>
  );
}
