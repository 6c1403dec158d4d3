/**
 * The settings desk (/admin/settings): the return address, customer service, the return freight,
 * the freight and the order timeouts (decision 042), the points rule (with the earlier ones) and
 * the resale rules. Each part is its own form for a member whose role may change it, and a list of
 * values for one who may only read it; the service checks the permission and writes the audit log.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { settingsDeskAction, settingsDeskData } from "~/features/admin/settings/desk.server";
import type { SettingsIntent } from "~/features/admin/settings/paths";
import { ReturnFreightForm } from "~/features/admin/settings/return-freight";
import {
  RefusalOf,
  SettingForm,
  SettingsSection,
  SettingValues,
  type SettingField,
} from "~/features/admin/settings/section";
import { periodOf, wholeUnits } from "~/features/admin/settings/values";
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from "#contract/shop-rule-limits";
import { formatPrice, yuan } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["account", "admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return settingsDeskData(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return settingsDeskAction(request, context);
}

const period = (seconds: number, t: TFunction) => {
  const { unit, count } = periodOf(seconds);
  return t(`settings.duration.${unit}`, { count });
};

export default function SettingsDesk() {
  const { me, csrf, shop, pointRules, resaleRules, returnReasons, mayChange } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const resultOf = (intent: SettingsIntent) =>
    navigation.state === "idle" && actionData?.intent === intent
      ? (actionData.result as SubmissionResult<string[]>)
      : undefined;
  const notSet = t("settings.notSet");
  const changedBy = (by: string, at: string) =>
    by.startsWith("operator:")
      ? t("settings.changed", { by: by.slice("operator:".length), at: formatDateTime(at) })
      : null;

  /** One part: its form, or its values; a refusal of a form the member was not shown. */
  const part = (
    intent: SettingsIntent,
    may: boolean,
    fields: SettingField[],
    className?: string,
  ) =>
    may ? (
      <SettingForm
        key={JSON.stringify(fields.map((field) => field.value))}
        intent={intent}
        fields={fields}
        lastResult={resultOf(intent)}
        className={className}
      />
    ) : (
      <>
        <RefusalOf lastResult={resultOf(intent)} />
        <SettingValues fields={fields} />
      </>
    );

  const address = shop.returnAddress;
  const service = shop.customerService;
  const { freight, orderTimeouts: timeouts } = shop;
  const rule = pointRules?.[0] ?? null;
  const field = (
    name: string,
    label: string,
    value: string,
    shown: string,
    more: Partial<SettingField> = {},
  ): SettingField => ({ name, label, value, shown, ...more });
  const count = (name: string, label: string, value: number, more: Partial<SettingField> = {}) =>
    field(name, label, String(value), value.toLocaleString("en-US"), {
      inputMode: "numeric",
      ...more,
    });
  const environmentNote = (fromEnvironment: boolean) =>
    fromEnvironment ? t("settings.fromEnvironment") : null;

  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("settings.title")}>
      <p className="mt-2 max-w-3xl text-sm text-ink-soft">{t("settings.about")}</p>
      {!mayChange.shop ? (
        <p className="mt-2 text-sm font-medium" data-testid="settings-read-only">
          {t("settings.readOnly")}
        </p>
      ) : null}
      {changedBy(shop.updatedBy, shop.updatedAt) ? (
        <p className="mt-1 text-sm text-ink-soft" data-testid="settings-changed">
          {changedBy(shop.updatedBy, shop.updatedAt)}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-4 pc:grid-cols-2 pc:gap-6">
        <SettingsSection
          intent="returnAddress"
          title={t("settings.returnAddress.title")}
          about={t("settings.returnAddress.about")}
        >
          {part("returnAddress", mayChange.shop, [
            field(
              "recipient",
              t("settings.returnAddress.recipient"),
              address?.recipient ?? "",
              address?.recipient ?? notSet,
            ),
            field(
              "phone",
              t("settings.returnAddress.phone"),
              address?.phone ?? "",
              address?.phone ?? notSet,
              { inputMode: "tel", hint: t("settings.customerService.hotlineHint") },
            ),
            field(
              "address",
              t("settings.returnAddress.address"),
              address?.address ?? "",
              address?.address ?? notSet,
              { hint: t("settings.returnAddress.addressHint") },
            ),
          ])}
        </SettingsSection>

        <SettingsSection
          intent="customerService"
          title={t("settings.customerService.title")}
          about={t("settings.customerService.about")}
        >
          {part("customerService", mayChange.shop, [
            field(
              "hotline",
              t("settings.customerService.hotline"),
              service?.hotline ?? "",
              service?.hotline ?? notSet,
              { inputMode: "tel", hint: t("settings.customerService.hotlineHint") },
            ),
            field(
              "hours",
              t("settings.customerService.hours"),
              service?.hours ?? "",
              service?.hours ?? notSet,
              { hint: t("settings.customerService.hoursHint") },
            ),
            field(
              "wechatId",
              t("settings.customerService.wechatId"),
              service?.wechatId ?? "",
              service?.wechatId ?? notSet,
            ),
          ])}
        </SettingsSection>

        <SettingsSection
          intent="freight"
          title={t("settings.freight.title")}
          about={t("settings.freight.about")}
          note={environmentNote(freight.fromEnvironment)}
        >
          {part("freight", mayChange.shop, [
            field(
              "freeFreightYuan",
              t("settings.freight.freeFreight"),
              yuan(freight.freeFromCents),
              formatPrice(freight.freeFromCents),
              { inputMode: "decimal", hint: t("settings.freight.freeFreightHint") },
            ),
            field(
              "flatFreightYuan",
              t("settings.freight.flatFreight"),
              yuan(freight.flatCents),
              formatPrice(freight.flatCents),
              { inputMode: "decimal", hint: t("settings.freight.flatFreightHint") },
            ),
          ])}
        </SettingsSection>

        <SettingsSection
          intent="orderTimeouts"
          title={t("settings.timeouts.title")}
          about={t("settings.timeouts.about")}
          note={environmentNote(timeouts.fromEnvironment)}
        >
          {part("orderTimeouts", mayChange.shop, [
            field(
              "paymentMinutes",
              t("settings.timeouts.paymentMinutes"),
              wholeUnits(timeouts.paymentTimeoutSeconds, SECONDS_PER_MINUTE),
              period(timeouts.paymentTimeoutSeconds, t),
              { inputMode: "numeric", hint: t("settings.timeouts.paymentHint") },
            ),
            field(
              "autoConfirmDays",
              t("settings.timeouts.autoConfirmDays"),
              wholeUnits(timeouts.autoConfirmSeconds, SECONDS_PER_DAY),
              period(timeouts.autoConfirmSeconds, t),
              { inputMode: "numeric", hint: t("settings.timeouts.autoConfirmHint") },
            ),
          ])}
        </SettingsSection>

        <SettingsSection
          intent="returnFreight"
          title={t("settings.returnFreight.title")}
          about={t("settings.returnFreight.about")}
        >
          {mayChange.shop ? (
            <ReturnFreightForm
              key={shop.returnFreight.shopPays.join()}
              reasons={returnReasons}
              shopPays={shop.returnFreight.shopPays}
              lastResult={resultOf("returnFreight")}
            />
          ) : (
            <>
              <RefusalOf lastResult={resultOf("returnFreight")} />
              <SettingValues
                fields={[
                  field(
                    "shopPays",
                    t("settings.returnFreight.shopPays"),
                    "",
                    returnReasons
                      .filter((reason) => shop.returnFreight.shopPays.includes(reason.code))
                      .map((reason) => reason.name)
                      .join("、") || t("settings.returnFreight.none"),
                  ),
                ]}
              />
            </>
          )}
        </SettingsSection>

        {resaleRules ? (
          <SettingsSection
            intent="resaleRules"
            title={t("settings.resale.title")}
            about={t("settings.resale.about")}
            note={changedBy(resaleRules.updatedBy, resaleRules.updatedAt)}
          >
            {part("resaleRules", mayChange.resale, [
              count("bandPercent", t("settings.resale.bandPercent"), resaleRules.bandPercent),
              count(
                "commissionPercent",
                t("settings.resale.commissionPercent"),
                resaleRules.commissionPercent,
              ),
              count("payoutDays", t("settings.resale.payoutDays"), resaleRules.payoutDays),
              count("shelfDays", t("settings.resale.shelfDays"), resaleRules.shelfDays),
            ])}
          </SettingsSection>
        ) : null}

        {pointRules && rule ? (
          <SettingsSection
            intent="pointsRule"
            title={t("settings.points.title")}
            about={t("settings.points.about")}
            note={changedBy(rule.createdBy, rule.createdAt)}
            className="pc:col-span-2"
          >
            {part(
              "pointsRule",
              mayChange.points,
              [
                field("nameCh", t("settings.points.nameCh"), rule.nameCh, rule.nameCh),
                field("nameTc", t("settings.points.nameTc"), rule.nameTc, rule.nameTc),
                field("nameEn", t("settings.points.nameEn"), rule.nameEn, rule.nameEn),
                count("pointsPerYuan", t("settings.points.pointsPerYuan"), rule.pointsPerYuan),
                count(
                  "maxOffsetPercent",
                  t("settings.points.maxOffsetPercent"),
                  rule.maxOffsetPercent,
                ),
                count("earnPerYuan", t("settings.points.earnPerYuan"), rule.earnPerYuan),
                count("welcomeGrant", t("settings.points.welcomeGrant"), rule.welcomeGrant),
                count(
                  "giftSmsThreshold",
                  t("settings.points.giftSmsThreshold"),
                  rule.giftSmsThreshold,
                ),
                count("giftDailyCap", t("settings.points.giftDailyCap"), rule.giftDailyCap),
              ],
              "pc:grid-cols-3",
            )}
            <h3 id="settings-points-history" className="mt-6 font-semibold">
              {t("settings.points.history")}
            </h3>
            {/* A region to focus, so that the keyboard scrolls the table where it is wider. */}
            <div
              className="mt-2 overflow-x-auto"
              role="region"
              aria-labelledby="settings-points-history"
              tabIndex={0}
            >
              <table
                className="w-full min-w-[760px] border-collapse text-sm"
                data-testid="points-rules-table"
              >
                <caption className="sr-only">{t("settings.points.caption")}</caption>
                <thead className="text-left text-ink-soft">
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("settings.points.createdAt")}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("settings.points.name")}
                    </th>
                    {(
                      [
                        "pointsPerYuan",
                        "maxOffsetPercent",
                        "earnPerYuan",
                        "welcomeGrant",
                        "giftSmsThreshold",
                        "giftDailyCap",
                      ] as const
                    ).map((name) => (
                      <th key={name} scope="col" className="py-2 pr-3 text-right font-medium">
                        {t(`settings.points.${name}`)}
                      </th>
                    ))}
                    <th scope="col" className="py-2 font-medium">
                      {t("settings.points.createdBy")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pointRules.map((earlier) => (
                    <tr
                      key={earlier.id}
                      className="border-b border-line"
                      data-testid="points-rule-row"
                    >
                      <td className="whitespace-nowrap py-2 pr-3 tabular-nums">
                        {formatDateTime(earlier.createdAt)}
                        {earlier.active ? (
                          <span className="ml-2 rounded bg-wine/10 px-1.5 text-xs text-wine">
                            {t("settings.points.inForce")}
                          </span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-3">{earlier.nameCh}</td>
                      {[
                        earlier.pointsPerYuan,
                        earlier.maxOffsetPercent,
                        earlier.earnPerYuan,
                        earlier.welcomeGrant,
                        earlier.giftSmsThreshold,
                        earlier.giftDailyCap,
                      ].map((value, index) => (
                        <td key={index} className="py-2 pr-3 text-right tabular-nums">
                          {value.toLocaleString("en-US")}
                        </td>
                      ))}
                      <td className="py-2">{earlier.createdBy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </SettingsSection>
        ) : null}
      </div>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
