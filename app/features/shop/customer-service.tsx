/**
 * 联系客服: the hotline (a tel: link), the opening hours in Beijing time and the WeChat ID, as the
 * operator set them. On the order and after-sale pages, the personal center and the wine's page
 * (where the bottom bar's 客服 leads to it) as a card; in the footer as a line (./customer-service-line). Nothing when the shop could not say (the service did not answer).
 * Until the operator sets them, the card says they are being set up and shows no contact at all;
 * the footer line and the wine page's 客服 entry are not shown.
 */
import { useTranslation } from "react-i18next";
import { useOptionalRootData } from "~/utils/use-root-data";
import { telOf } from "./customer-service-line";

/** Where a link to the card lands (the wine page's bottom bar: 客服). */
export const SERVICE_ANCHOR = "service";

export function CustomerServiceCard({
  className = "",
  id,
}: {
  className?: string;
  /** an anchor to link to (SERVICE_ANCHOR) */
  id?: string;
}) {
  const { t } = useTranslation();
  const root = useOptionalRootData();
  const service = root?.customerService;
  if (!service) {
    if (!root?.customerServiceUnset) return null;
    return (
      <section
        id={id}
        className={`scroll-mt-16 rounded-2xl bg-white p-5 ring-1 ring-line ${className}`}
        aria-labelledby="service-title"
        data-testid="customer-service"
      >
        <h2 id="service-title" className="font-semibold">
          {t("service.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-soft" data-testid="service-unset">
          {t("service.unset")}
        </p>
      </section>
    );
  }
  const [from, to] = service.hours.split("-");
  return (
    <section
      id={id}
      className={`scroll-mt-16 rounded-2xl bg-white p-5 ring-1 ring-line ${className}`}
      aria-labelledby="service-title"
      data-testid="customer-service"
    >
      <h2 id="service-title" className="font-semibold">
        {t("service.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("service.hours", { from, to })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <a
          href={telOf(service.hotline)}
          className="btn-secondary gap-2 px-4"
          data-testid="service-hotline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
            <path
              d="M6 2.5h2l1.2 3.6-1.7 1.2a10 10 0 0 0 5.2 5.2l1.2-1.7 3.6 1.2v2a2 2 0 0 1-2 2A14.5 14.5 0 0 1 4 4.5a2 2 0 0 1 2-2Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          {t("service.call", { hotline: service.hotline })}
        </a>
        <p data-testid="service-wechat">
          {t("service.wechat")}
          <span className="select-all font-medium text-ink">{service.wechatId}</span>
        </p>
      </div>
    </section>
  );
}
