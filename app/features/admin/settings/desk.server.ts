/**
 * The settings desk (routes/admin.settings.tsx): what it shows a member (every part their role may
 * read; the forms of those it may change) and where each of its forms goes.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { REASONS_OF } from "#contract/aftersale";
import type { Permission } from "#contract/staff";
import { tFor } from "~/i18n.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { consoleData, consolePage } from "../console-page.server";
import { customerServiceForm, returnAddressForm, returnFreightForm } from "./contact.server";
import { submitSettingsForm, type SettingsForm } from "./form.server";
import { freightForm, orderTimeoutsForm } from "./order-rules.server";
import type { SettingsIntent } from "./paths";
import { pointsRuleForm, resaleRulesForm } from "./rules.server";
import { requireStaff, type StaffApi } from "../staff-session.server";
import type { Lang } from "~/utils/lang";

export async function settingsDeskData(request: Request, context: AppLoadContext) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  const may = (permission: Permission) => me.permissions.includes(permission);
  const [shop, points, resale] = await Promise.all([
    api.get("/ops/shop"),
    may("points.read") ? api.get("/ops/points/rule") : null,
    may("resale.read") ? api.get("/ops/resale/rules") : null,
  ]);
  const reasonName = tFor(context.lang, "payment");
  return data(
    {
      me,
      csrf,
      shop: consoleData(shop, context.lang),
      pointRules: points ? consoleData(points, context.lang).rules : null,
      resaleRules: resale ? consoleData(resale, context.lang) : null,
      returnReasons: REASONS_OF.return.map((code) => ({
        code,
        name: reasonName(`order.afterSaleReasons.${code}`),
      })),
      mayChange: {
        shop: may("shop.settings"),
        points: may("points.settings"),
        resale: may("resale.settings"),
      },
    },
    { headers },
  );
}

/** A form's submission, whatever its fields. */
const submitted =
  <V>(form: SettingsForm<V>) =>
  (formData: FormData, api: StaffApi, lang: Lang) =>
    submitSettingsForm(form, formData, api, lang);

const FORMS: Record<SettingsIntent, ReturnType<typeof submitted>> = {
  returnAddress: submitted(returnAddressForm),
  customerService: submitted(customerServiceForm),
  returnFreight: submitted(returnFreightForm),
  freight: submitted(freightForm),
  orderTimeouts: submitted(orderTimeoutsForm),
  pointsRule: submitted(pointsRuleForm),
  resaleRules: submitted(resaleRulesForm),
};

export async function settingsDeskAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStaff(request, context);
  const formData = await readProtectedForm(request, context.lang);
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(FORMS, intent)) return data({ intent: null, result: null }, { status: 400 });
  return FORMS[intent as SettingsIntent](formData, api, context.lang);
}
