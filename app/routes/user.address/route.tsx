/**
 * The address book (/user/address): list, add, edit, delete and set default.
 * Deleting and setting the default ask first, on a confirmation step the
 * server renders. Checkout picks from these addresses.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Address } from "#contract/accounts";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput } from "~/components/form-security";
import { unwrap } from "~/service/client.server";
import { areaChoice } from "~/features/addresses/area.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { AddressForm } from "~/features/addresses/address-form";
import { addressAction } from "./address.server";
import { addressCalls } from "~/features/addresses/calls.server";

export const handle = { i18n: ["account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const addresses = await unwrap(await addressCalls.list(api), api, request);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id") ?? url.searchParams.get("edit"));
  const editing = url.searchParams.has("edit")
    ? (addresses.find((a) => a.id === id) ?? null)
    : null;
  const adding = url.searchParams.get("new") === "1" || (url.searchParams.has("edit") && !editing);
  const confirm = url.searchParams.get("confirm");
  const confirming =
    confirm === "delete" || confirm === "default"
      ? (addresses.find((a) => a.id === id) ?? null)
      : null;
  return {
    addresses,
    editing,
    adding,
    confirming: confirming
      ? { address: confirming, action: confirm as "delete" | "default" }
      : null,
    area: areaChoice({ district: editing?.areaCode }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return addressAction(request, context);
}

export default function AddressBook() {
  const { addresses, editing, adding, confirming } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  if (editing || adding) return <AddressForm key={editing?.id ?? "new"} address={editing} />;
  return (
    <div className="px-4 pb-10 pt-4 pc:px-0 pc:pt-0">
      {confirming ? <Confirm address={confirming.address} action={confirming.action} /> : null}
      {addresses.length === 0 ? (
        <div
          className="rounded-2xl bg-white p-8 text-center ring-1 ring-line"
          data-testid="no-addresses"
        >
          <p className="font-semibold">{t("address.emptyTitle")}</p>
          <p className="mt-1 text-sm text-ink-soft">{t("address.emptyText")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="address-list">
          {addresses.map((a) => (
            <li
              key={a.id}
              className="rounded-2xl bg-white p-4 ring-1 ring-line"
              data-testid="address"
            >
              <p className="flex flex-wrap items-center gap-x-3 font-medium">
                <span>{a.recipient}</span>
                <span className="text-ink-soft">{a.phone}</span>
                {a.isDefault ? (
                  <span
                    className="rounded bg-wine px-1.5 text-xs text-white"
                    data-testid="default-badge"
                  >
                    {t("address.default")}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {a.province} {a.city} {a.district} {a.detail}
                {a.postalCode ? ` (${a.postalCode})` : ""}
              </p>
              <div className="mt-3 flex flex-wrap gap-2 text-sm">
                <Link to={`?edit=${a.id}`} className="chip">
                  {t("address.edit")}
                </Link>
                {a.isDefault ? null : (
                  <Link to={`?confirm=default&id=${a.id}`} className="chip">
                    {t("address.setDefault")}
                  </Link>
                )}
                <Link to={`?confirm=delete&id=${a.id}`} className="chip">
                  {t("address.delete")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to="?new=1" className="btn-primary mt-4 w-full pc:w-auto" data-testid="add-address">
        {t("address.add")}
      </Link>
    </div>
  );
}

function Confirm({ address, action }: { address: Address; action: "delete" | "default" }) {
  const { t } = useTranslation("account");
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-title"
      className="mb-4 rounded-2xl bg-gold-light p-4 ring-1 ring-gold"
      data-testid="confirm"
    >
      <p id="confirm-title" className="font-semibold">
        {action === "delete" ? t("address.confirmDelete") : t("address.confirmDefault")}
      </p>
      <p className="mt-1 text-sm">
        {address.recipient} · {address.province} {address.city} {address.district} {address.detail}
      </p>
      <Form method="post" className="mt-3 flex gap-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={address.id} />
        <button
          type="submit"
          name="intent"
          value={action === "delete" ? "delete" : "setDefault"}
          className="btn-primary"
          data-testid="confirm-yes"
        >
          {t("address.confirm")}
        </button>
        <Link to="/user/address" className="btn-secondary">
          {t("address.cancel")}
        </Link>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
