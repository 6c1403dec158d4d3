/**
 * The sandbox's mini-program host: its login page (miniprogram/pages/login), in a browser (decision
 * 040). The host's own logic runs with the browser's `wx`: wx.login gives a sandbox code of this
 * browser's fake WeChat user; a bound user goes straight back to the shop, logged in; any other
 * binds a phone once, with an SMS code, as the host's page asks it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useRef, useState } from "react";
import { bindPhone, newCaptcha, sendBindCode, startLogin } from "../../miniprogram/logic/login";
import type { Captcha } from "../../miniprogram/logic/login";
import type { Wx } from "../../miniprogram/logic/wx";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HostFrame } from "~/features/miniprogram/sandbox-host/host-frame";
import { hostPageLoader } from "~/features/miniprogram/sandbox-host/host.server";
import { useHostWx } from "~/features/miniprogram/sandbox-host/use-host";

export const handle = { i18n: ["payment"] };

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  hostPageLoader(request, context);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function SandboxHostLogin() {
  const { user, options } = useLoaderData<typeof loader>();
  const to = options.to ?? "/";
  const { wx, toast } = useHostWx(user);
  const [bindToken, setBindToken] = useState("");
  const hydrated = useHydrated();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !wx) return;
    started.current = true;
    startLogin(wx, to).then(
      (token) => token && setBindToken(token),
      (error) => wx.showToast({ title: message(error), icon: "none" }),
    );
  }, [wx, to]);
  return (
    <HostFrame title="登录" user={user} toast={toast}>
      {bindToken && wx ? (
        <BindPhone wx={wx} bindToken={bindToken} to={to} />
      ) : hydrated ? (
        <p className="mt-10 text-center text-sm text-ink-soft" data-testid="host-waiting">
          正在登录…
        </p>
      ) : null}
    </HostFrame>
  );
}

const field =
  "min-h-[44px] w-full rounded-md border border-line bg-white px-3 text-base text-ink placeholder:text-ink-faint";

function BindPhone({ wx, bindToken, to }: { wx: Wx; bindToken: string; to: string }) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [form, setForm] = useState({ phone: "", captchaCode: "", smsCode: "" });
  const [checks, setChecks] = useState({ agreed: false, adult: false });
  const [resendIn, setResendIn] = useState(0);
  const fail = (error: unknown) => wx.showToast({ title: message(error), icon: "none" });
  const refreshCaptcha = () =>
    newCaptcha(wx).then((next) => {
      setCaptcha(next);
      setForm((f) => ({ ...f, captchaCode: "" }));
    }, fail);
  useEffect(() => {
    void refreshCaptcha();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the host's page does
  }, []);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);
  const input = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <form
      className="flex flex-col gap-3"
      data-testid="host-bind"
      onSubmit={(e) => {
        e.preventDefault();
        bindPhone(wx, { bindToken, ...form, ...checks }, to).catch(fail);
      }}
    >
      <h2 className="text-lg font-semibold text-ink">绑定手机号</h2>
      <p className="text-sm text-ink-soft">首次登录请绑定手机号，之后无需再次绑定</p>
      <input
        className={field}
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入手机号"
        aria-label="手机号"
        autoComplete="tel"
        data-testid="host-phone"
        {...input("phone")}
      />
      <div className="flex items-center gap-2">
        <input
          className={field}
          maxLength={8}
          placeholder="图形验证码"
          aria-label="图形验证码"
          autoComplete="off"
          data-testid="captcha-input"
          {...input("captchaCode")}
        />
        <button
          type="button"
          className="h-[44px] w-28 shrink-0"
          onClick={() => void refreshCaptcha()}
          aria-label="换一张图形验证码"
        >
          {captcha ? (
            <img
              src={captcha.src}
              alt="图形验证码"
              className="h-full w-full"
              data-testid="captcha-image"
              data-captcha-id={captcha.captchaId}
            />
          ) : null}
        </button>
      </div>
      <div className="flex items-center gap-2">
        <input
          className={field}
          inputMode="numeric"
          maxLength={6}
          placeholder="短信验证码"
          aria-label="短信验证码"
          autoComplete="one-time-code"
          data-testid="host-sms-code"
          {...input("smsCode")}
        />
        <button
          type="button"
          className="btn-secondary h-[44px] w-28 shrink-0 px-2 text-sm"
          disabled={resendIn > 0}
          data-testid="send-sms"
          onClick={() =>
            sendBindCode(wx, {
              phone: form.phone,
              captchaId: captcha?.captchaId ?? "",
              captchaCode: form.captchaCode,
            }).then(setResendIn, (error) => {
              fail(error);
              // Any check spends the captcha.
              void refreshCaptcha();
            })
          }
        >
          {resendIn > 0 ? `${resendIn}s` : "获取验证码"}
        </button>
      </div>
      {(
        [
          ["agreed", "我已阅读并同意《用户协议》"],
          ["adult", "我已年满18周岁"],
        ] as const
      ).map(([name, label]) => (
        <label key={name} className="flex min-h-[44px] items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={checks[name]}
            onChange={(e) => setChecks((c) => ({ ...c, [name]: e.target.checked }))}
            data-testid={`host-${name}`}
          />
          {label}
        </label>
      ))}
      <button type="submit" className="btn-primary mt-2 bg-[#07c160]" data-testid="host-submit">
        登录
      </button>
    </form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
