/**
 * Adding or editing an address. The area is three dependent selects: with
 * JavaScript each choice loads the next level; without, a "next" button asks
 * the server for it, keeping what was typed.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Address } from "#contract/accounts";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import type { AreaChoice, AreaOption } from "./area.server";
import { useValidateOnBlur } from "~/features/forms/validate-on-blur";
import { addressConstraint } from "~/utils/form-constraints";

/** What the page showing the form hands it: its loader's area and addresses, its action's reply. */
interface PageLoaderData {
  area: AreaChoice;
  addresses: readonly unknown[];
}
interface PageActionData {
  result?: SubmissionResult<string[]>;
  area?: AreaChoice;
}

/**
 * Checkout reuses the form to add an address on the way: it posts to the
 * current page (checkout's action), with its own intent and way back.
 */
export function AddressForm({
  address,
  saveIntent = "save",
  cancelTo = "/user/address",
}: {
  address: Address | null;
  saveIntent?: string;
  cancelTo?: string;
}) {
  const { t } = useTranslation("account");
  const loaderData = useLoaderData() as PageLoaderData;
  const actionData = useActionData() as PageActionData | undefined;
  const navigation = useNavigation();
  const serverArea: AreaChoice = actionData?.area ?? loaderData.area;
  const [area, setArea] = useState(serverArea);
  useEffect(() => setArea(serverArea), [serverArea]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onValidate = useValidateOnBlur((checks) => checks.addressSchema);
  const [form, fields] = useForm({
    id: `address-${address?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: addressConstraint,
    defaultValue: address
      ? {
          ...address,
          postalCode: address.postalCode ?? "",
          isDefault: address.isDefault ? "on" : undefined,
        }
      : { isDefault: loaderData.addresses.length === 0 ? "on" : undefined },
    shouldValidate: "onBlur",
    onValidate,
  });

  const load = async (parent: string): Promise<AreaOption[]> =>
    parent ? ((await (await fetch(`/area-options?parent=${parent}`)).json()) as AreaOption[]) : [];
  const pickProvince = async (province: string) =>
    setArea({
      ...area,
      province,
      city: "",
      district: "",
      cities: await load(province),
      districts: [],
    });
  const pickCity = async (city: string) =>
    setArea({ ...area, city, district: "", districts: await load(city) });

  return (
    <div className="px-4 pb-10 pt-4 pc:px-0 pc:pt-0">
      <h2 className="mb-3 text-lg font-semibold">
        {address ? t("address.editTitle") : t("address.addTitle")}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line"
        data-testid="address-form"
      >
        <AuthenticityTokenInput />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <TextField meta={fields.recipient} label={t("address.recipient")} autoComplete="name" />
        <TextField
          meta={fields.phone}
          label={t("auth.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t("address.area")}</legend>
          <AreaSelect
            name="province"
            label={t("address.province")}
            value={area.province}
            options={area.provinces}
            onPick={hydrated ? pickProvince : undefined}
            next={!hydrated}
          />
          <AreaSelect
            name="city"
            label={t("address.city")}
            value={area.city}
            options={area.cities}
            onPick={hydrated ? pickCity : undefined}
            next={!hydrated}
          />
          <AreaSelect
            name="areaCode"
            label={t("address.district")}
            value={area.district}
            options={area.districts}
            onPick={hydrated ? async (district) => setArea({ ...area, district }) : undefined}
          />
          <FieldErrors errors={fields.areaCode.errors} id={fields.areaCode.errorId} />
        </fieldset>
        {/* One line: street-address is for a multi-line field. */}
        <TextField meta={fields.detail} label={t("address.detail")} autoComplete="address-line1" />
        <TextField
          meta={fields.postalCode}
          label={t("address.postalCode")}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <label className="flex min-h-[44px] items-center gap-3">
          <input
            {...getInputProps(fields.isDefault, { type: "checkbox" })}
            key={fields.isDefault.key}
            className="h-5 w-5 accent-wine"
          />
          {t("address.makeDefault")}
        </label>
        <FieldErrors errors={form.errors} id={form.errorId} />
        <div className="flex gap-2">
          <button
            type="submit"
            name="intent"
            value={saveIntent}
            className="btn-primary"
            data-testid="save-address"
          >
            {t("address.save")}
          </button>
          <Link to={cancelTo} className="btn-secondary">
            {t("address.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

function AreaSelect({
  name,
  label,
  value,
  options,
  onPick,
  next,
}: {
  name: string;
  label: string;
  value: string;
  options: AreaOption[];
  onPick?: (code: string) => Promise<void>;
  next?: boolean;
}) {
  const { t } = useTranslation("account");
  return (
    <div className="flex items-center gap-2">
      <select
        name={name}
        aria-label={label}
        value={onPick ? value : undefined}
        defaultValue={onPick ? undefined : value}
        onChange={onPick ? (e) => void onPick(e.target.value) : undefined}
        className="min-h-[44px] min-w-0 flex-1 rounded-lg border border-line bg-paper px-3 text-base"
      >
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {next ? (
        <button
          type="submit"
          name="intent"
          value="pickArea"
          formNoValidate
          className="chip shrink-0"
          data-testid={`pick-${name}`}
        >
          {t("address.next")}
        </button>
      ) : null}
    </div>
  );
}
