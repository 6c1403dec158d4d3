/**
 * 联系客服 in the footer, on every page: the hotline, the opening hours in Beijing time and the
 * WeChat ID, as the operator set them; nothing until they are set. Apart from the card
 * (./customer-service) so that every page's first JavaScript holds only the line.
 */
import { useTranslation } from "react-i18next";
import { useOptionalRootData } from "~/utils/use-root-data";

export const telOf = (phone: string) => `tel:${phone.replace(/-/g, "")}`;

export function CustomerServiceLine() {
  const { t } = useTranslation();
  const service = useOptionalRootData()?.customerService;
  if (!service) return null;
  const [from, to] = service.hours.split("-");
  return (
    <p className="flex flex-wrap items-center gap-x-3" data-testid="footer-service">
      <span>{t("service.title")}</span>
      <a
        href={telOf(service.hotline)}
        className="inline-flex min-h-[44px] items-center font-medium text-wine underline-offset-2 hover:underline"
      >
        {service.hotline}
      </a>
      <span>{t("service.hours", { from, to })}</span>
      <span>
        {t("service.wechat")}
        <span className="select-all">{service.wechatId}</span>
      </span>
    </p>
  );
}
