/**
 * One role's form at the roles desk: its key (a new role's only), its names in Chinese and English,
 * and its permissions as checkboxes grouped by what they act on. A plain form: without JavaScript
 * the ticked boxes are sent, and a refusal comes back with everything as it was ticked.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PERMISSIONS, type Permission } from "#contract/permissions";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";

/** The permissions by what they act on ("orders.read" acts on orders), in the table's order. */
export const PERMISSION_GROUPS = PERMISSIONS.reduce<[string, Permission[]][]>((groups, key) => {
  const resource = key.split(".")[0];
  const group = groups.find(([name]) => name === resource);
  if (group) group[1].push(key);
  else groups.push([resource, [key]]);
  return groups;
}, []);

export interface RoleValues {
  key: string;
  nameCh: string;
  nameEn: string;
  permissions: Permission[];
}

export function RoleForm({
  values: role,
  lastResult,
}: {
  /** the role as it is; null: a new role */
  values: RoleValues | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const id = role ? `role-${role.key}` : "role-new";
  const intent = role ? "save" : "create";
  const sending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    (role === null || navigation.formData?.get("key") === role.key);
  const [form, fields] = useForm<RoleValues>({
    id,
    lastResult,
    defaultValue: role ?? { key: "", nameCh: "", nameEn: "", permissions: [] },
    shouldValidate: "onSubmit",
  });
  // What the owner ticked before a refusal, else the role's own permissions.
  const sent = fields.permissions.value as string[] | string | undefined;
  const ticked = new Set<string>(
    Array.isArray(sent) ? sent : sent ? [sent] : lastResult ? [] : (role?.permissions ?? []),
  );
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" data-testid={id}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <div className="sm:grid-cols-3 grid gap-4">
        {role ? (
          <input type="hidden" name={fields.key.name} value={role.key} />
        ) : (
          <TextField
            meta={fields.key}
            label={t("roleDesk.key")}
            hint={t("roleDesk.keyHint")}
            autoComplete="off"
          />
        )}
        <TextField meta={fields.nameCh} label={t("roleDesk.nameCh")} autoComplete="off" />
        <TextField meta={fields.nameEn} label={t("roleDesk.nameEn")} autoComplete="off" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">{t("roleDesk.permissions")}</legend>
        <div className="sm:grid-cols-2 lg:grid-cols-3 grid gap-3">
          {PERMISSION_GROUPS.map(([resource, keys]) => (
            <fieldset key={resource} className="rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold">
                {t(`permissionNames.${resource}.title`)}
              </legend>
              {keys.map((key) => (
                <label key={key} className="flex min-h-[44px] items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={fields.permissions.name}
                    value={key}
                    defaultChecked={ticked.has(key)}
                    form={form.id}
                    className="h-5 w-5"
                  />
                  {t(`permissionNames.${key}`)}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <FieldErrors errors={fields.permissions.errors} id={fields.permissions.errorId} />
      </fieldset>
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-6"
        disabled={sending}
        data-testid={`${id}-save`}
      >
        {role ? t("roleDesk.save") : t("roleDesk.create")}
      </button>
    </Form>
  );
}
