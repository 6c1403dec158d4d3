// The host's login: the form's state only; the steps are logic/login.ts's.
import { bindPhone, newCaptcha, sendBindCode, startLogin } from "../../logic/login";

// Shown and forgotten: nothing waits for a toast to go.
const toast = (error: unknown) =>
  void wx.showToast({
    title: error instanceof Error ? error.message : String(error),
    icon: "none",
  });

Page({
  data: {
    to: "/",
    bindToken: "",
    phone: "",
    captchaId: "",
    captchaSrc: "",
    captchaCode: "",
    smsCode: "",
    agreed: false,
    adult: false,
    resendIn: 0,
  },
  timer: undefined as ReturnType<typeof setInterval> | undefined,

  onLoad(options: Record<string, string | undefined>) {
    this.setData({ to: options.to ?? "/" });
    void this.login();
  },
  onUnload() {
    this.stopCountDown();
  },

  async login() {
    try {
      const bindToken = await startLogin(wx, this.data.to);
      if (bindToken) {
        this.setData({ bindToken });
        await this.refreshCaptcha();
      }
    } catch (error) {
      toast(error);
    }
  },
  async refreshCaptcha() {
    try {
      const { captchaId, src } = await newCaptcha(wx);
      this.setData({ captchaId, captchaSrc: src, captchaCode: "" });
    } catch (error) {
      toast(error);
    }
  },

  onInput(e: WechatMiniprogram.Input) {
    const field = e.currentTarget.dataset.field as string;
    this.setData({ [field]: e.detail.value });
  },
  onChecks(e: WechatMiniprogram.CheckboxGroupChange) {
    const checked = e.detail.value;
    this.setData({ agreed: checked.includes("agreed"), adult: checked.includes("adult") });
  },

  async sendCode() {
    const { phone, captchaId, captchaCode } = this.data;
    try {
      this.countDown(await sendBindCode(wx, { phone, captchaId, captchaCode }));
    } catch (error) {
      toast(error);
      // Any check spends the captcha.
      await this.refreshCaptcha();
    }
  },
  countDown(seconds: number) {
    this.setData({ resendIn: seconds });
    this.stopCountDown();
    this.timer = setInterval(() => {
      const left = this.data.resendIn - 1;
      this.setData({ resendIn: Math.max(0, left) });
      if (left <= 0) this.stopCountDown();
    }, 1000);
  },
  stopCountDown() {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  },

  async bind() {
    const { bindToken, phone, smsCode, agreed, adult, to } = this.data;
    try {
      await bindPhone(wx, { bindToken, phone, smsCode, agreed, adult }, to);
    } catch (error) {
      toast(error);
    }
  },
});
