/**
 * The staff endpoints: the console's sign-in and set-up link (outside /ops: nobody is signed in
 * yet), a member's own account and tokens (/ops/me), staff and roles (/ops/staff), and the audit
 * log (/ops/audit). The guard in front of /ops checks each one's permission.
 */
import { z } from "zod";
import {
  auditPageSchema,
  staffAddedSchema,
  staffListSchema,
  staffMeSchema,
  staffMemberStateSchema,
  staffRolesSchema,
  staffSessionSchema,
  staffSetupDoneSchema,
  staffSetupLinkSchema,
  staffSetupTokenSchema,
  staffTokenListSchema,
  staffTokenMadeSchema,
} from "../../contract/staff-answers";
import {
  PERMISSIONS,
  roleBodySchema,
  staffPasswordChangeSchema,
  roleKeySchema,
  staffAddSchema,
  staffLoginSchema,
  staffSetupSchema,
} from "../../contract/staff";
import { noDataSchema } from "../../contract/answers";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { clientIp } from "../http/client-ip";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { actingOf, mayDo } from "../ops/auth";
import { BusinessError } from "../http/envelope";
import { auditTarget } from "./audit";
import { auditPage } from "./audit-log";
import {
  addMember,
  listMembers,
  listRoles,
  memberState,
  resetMember,
  roleState,
  saveRole,
  setMemberDisabled,
  setMemberRole,
} from "./members";
import {
  changeOwnPassword,
  completeSetup,
  createToken,
  listTokens,
  revokeToken,
  setupLinkOf,
  signIn,
  signOut,
  tokenState,
  type StaffMember,
} from "./sign-in";
import type { Request } from "express";

const secretToken = z.string().min(16).max(128);
const staffId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(d)));

/** The signed-in member of a request under /ops/me ("self": the guard let only staff through). */
function memberOf(req: Request): StaffMember {
  const acting = actingOf(req);
  if (acting.kind !== "staff") throw new Error("memberOf: not a member");
  return acting.member;
}

const byStaffId = (req: Request) => {
  const acting = actingOf(req);
  return acting.kind === "staff" ? acting.member.staffId : null;
};

export function staffEndpoints(): AnyEndpoint[] {
  const memberAudit = {
    target: (body: { staffId: number }) => `staff:${body.staffId}`,
    state: (tx: Db, body: { staffId: number }) => memberState(tx, body.staffId),
  };
  return [
    defineEndpoint({
      method: "get",
      path: "/staff/setup",
      summary: "Whose one-time set-up link this is, while it is good (410 once used or expired)",
      tag: "staff",
      query: z.object({ token: secretToken }),
      response: staffSetupLinkSchema,
      handler: async ({ db, query }) => {
        const link = await setupLinkOf(db, query.token);
        return {
          name: link.name,
          phoneMasked: maskPhone(link.phone),
          role: link.role,
          totpRequired: link.totpRequired,
          hasTotp: link.hasTotp,
        };
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/staff/completeSetup",
      summary:
        "Sets the member's password through the one-time link, and enrols the authenticator (an owner must): the secret the page showed and its first code. The link is spent; every session ends.",
      tag: "staff",
      body: staffSetupSchema,
      response: staffSetupDoneSchema,
      handler: async ({ db, body, req }) =>
        new WithMessage("staff_setup_done", await completeSetup(db, body, clientIp(req))),
    }),
    defineEndpoint({
      method: "post",
      path: "/staff/login",
      summary:
        "Signs a member in to the console: phone, password and the authenticator's code (each code once). Locked after 5 failures in 15 minutes, per phone and per address.",
      tag: "staff",
      body: staffLoginSchema,
      response: staffSessionSchema,
      handler: ({ db, body, req }) => signIn(db, body, clientIp(req)),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/me",
      summary: "The signed-in member: name, role and permissions",
      tag: "staff",
      auth: "operator",
      permission: "self",
      response: staffMeSchema,
      handler: async ({ db, req }) => {
        const member = memberOf(req);
        const role = await roleState(db, member.role);
        return {
          staffId: member.staffId,
          name: member.name,
          phoneMasked: maskPhone(member.phone),
          role: member.role,
          roleNameCh: role?.nameCh ?? member.role,
          roleNameEn: role?.nameEn ?? member.role,
          permissions: PERMISSIONS.filter((p) => member.permissions.has(p)),
        };
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/me/logout",
      summary: "Ends the console session it is called with",
      tag: "staff",
      auth: "operator",
      permission: "self",
      response: noDataSchema,
      audit: { target: () => "session", transaction: true },
      handler: async ({ db, req }) => {
        await signOut(db, memberOf(req));
        return new WithMessage("staff_signed_out", null);
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/me/password",
      summary:
        "Changes the member's own password (the current one and the authenticator's code checked, each try counted against the lockout); every session ends, this one too",
      tag: "staff",
      auth: "operator",
      permission: "self",
      body: staffPasswordChangeSchema,
      response: noDataSchema,
      handler: async ({ db, body, req }) => {
        const member = memberOf(req);
        auditTarget(`staff:${member.staffId}`, {});
        if (member.via !== "session") throw new BusinessError(403, "staff_password_by_session");
        await changeOwnPassword(db, member, body);
        return new WithMessage("staff_password_changed", null);
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/me/tokens",
      summary: "The member's own API tokens for npm run ops",
      tag: "staff",
      auth: "operator",
      permission: "self",
      response: staffTokenListSchema,
      handler: async ({ db, req }) => ({ tokens: await listTokens(db, memberOf(req).staffId) }),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/me/tokens/create",
      summary: "Makes an API token for the member, shown once (OPS_TOKEN for npm run ops)",
      tag: "staff",
      auth: "operator",
      permission: "self",
      body: z.object({ label: z.string().trim().min(1).max(40) }),
      response: staffTokenMadeSchema,
      audit: { target: (body) => `token:${body.label}` },
      handler: async ({ db, body, req }) =>
        new WithMessage(
          "staff_token_made",
          await createToken(db, memberOf(req).staffId, body.label),
        ),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/me/tokens/revoke",
      summary: "Revokes an API token: the member's own, or anyone's by a member who manages staff",
      tag: "staff",
      auth: "operator",
      permission: "self",
      body: z.object({ tokenId: staffId }),
      response: noDataSchema,
      audit: {
        target: (body) => `token:${body.tokenId}`,
        state: (tx, body) => tokenState(tx as Db, body.tokenId),
      },
      handler: async ({ db, body, req }) => {
        await revokeToken(db, body.tokenId, {
          staffId: memberOf(req).staffId,
          mayManage: mayDo(req, "staff.manage"),
        });
        return new WithMessage("staff_token_revoked", null);
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/staff/list",
      summary: "Every member, oldest first; phones masked unless the caller manages staff",
      tag: "staff",
      auth: "operator",
      permission: "staff.read",
      response: staffListSchema,
      handler: async ({ db, req }) => ({
        members: await listMembers(db, mayDo(req, "staff.manage")),
      }),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/staff/add",
      summary:
        "Adds a member with a role; answers the one-time set-up link's secret (24 hours). With the set-up key, only while the shop has no staff: the first owner.",
      tag: "staff",
      auth: "operator",
      permission: "staff.manage",
      body: staffAddSchema,
      response: staffAddedSchema,
      audit: { target: (body) => `staffPhone:${maskPhone(body.phone)}` },
      handler: async ({ db, body }) => new WithMessage("staff_added", await addMember(db, body)),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/staff/reset",
      summary: "A new one-time set-up link for a member (the older one stops working)",
      tag: "staff",
      auth: "operator",
      permission: "staff.manage",
      body: z.object({ staffId }),
      response: staffSetupTokenSchema,
      audit: memberAudit,
      handler: async ({ db, body }) =>
        new WithMessage("staff_reset", await resetMember(db, body.staffId)),
    }),
    ...(["disable", "enable"] as const).map((move) =>
      defineEndpoint({
        method: "post",
        path: `/ops/staff/${move}`,
        summary:
          move === "disable"
            ? "Disables a member at once: their sessions end and their tokens are revoked (never yourself or the last owner)"
            : "Enables a disabled member again (they sign in anew; their old tokens stay revoked)",
        tag: "staff",
        auth: "operator",
        permission: "staff.manage",
        body: z.object({ staffId }),
        response: staffMemberStateSchema,
        audit: memberAudit,
        handler: async ({ db, body, req }) => {
          await setMemberDisabled(db, body.staffId, move === "disable", byStaffId(req));
          const state = (await memberState(db, body.staffId))!;
          return new WithMessage(move === "disable" ? "staff_disabled" : "staff_enabled", {
            id: state.id,
            disabled: state.disabled,
            role: state.role,
          });
        },
      }),
    ),
    defineEndpoint({
      method: "post",
      path: "/ops/staff/role",
      summary: "Gives a member another role (never the last owner's away)",
      tag: "staff",
      auth: "operator",
      permission: "staff.manage",
      body: z.object({ staffId, role: roleKeySchema }),
      response: staffMemberStateSchema,
      audit: memberAudit,
      handler: async ({ db, body, req }) => {
        await setMemberRole(db, body.staffId, body.role, byStaffId(req));
        const state = (await memberState(db, body.staffId))!;
        return new WithMessage("staff_role_set", {
          id: state.id,
          disabled: state.disabled,
          role: state.role,
        });
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/staff/roles",
      summary: "The roles and what each may do, and every permission there is",
      tag: "staff",
      auth: "operator",
      permission: "staff.read",
      response: staffRolesSchema,
      handler: async ({ db }) => ({ roles: await listRoles(db), permissions: [...PERMISSIONS] }),
    }),
    defineEndpoint({
      method: "post",
      path: "/ops/staff/roles",
      summary:
        "Makes a role (create: refused when the key is taken) or changes one's names and permissions (the owner's is fixed: all)",
      tag: "staff",
      auth: "operator",
      permission: "staff.manage",
      body: roleBodySchema,
      response: staffRolesSchema,
      audit: {
        target: (body) => `role:${body.key}`,
        state: (tx, body) => roleState(tx, body.key),
      },
      handler: async ({ db, body }) => {
        await saveRole(db, body);
        return new WithMessage("staff_role_saved", {
          roles: await listRoles(db),
          permissions: [...PERMISSIONS],
        });
      },
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/staff/tokens",
      summary: "Every member's API tokens (revoked ones too)",
      tag: "staff",
      auth: "operator",
      permission: "staff.manage",
      response: staffTokenListSchema,
      handler: async ({ db }) => ({ tokens: await listTokens(db, null) }),
    }),
    defineEndpoint({
      method: "get",
      path: "/ops/audit/list",
      summary:
        "The audit log, newest first: who, when, from where, what, the target, before and after; filtered by member, action, target and Beijing dates",
      tag: "staff",
      auth: "operator",
      permission: "audit.read",
      query: z.object({
        staffId: staffId.optional(),
        action: z.string().trim().max(80).optional(),
        target: z.string().trim().max(120).optional(),
        from: dateText.optional(),
        to: dateText.optional(),
        page: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(1250).optional(),
      }),
      response: auditPageSchema,
      handler: ({ db, query }) =>
        auditPage(db, {
          ...query,
          action: query.action || undefined,
          target: query.target || undefined,
        }),
    }),
  ];
}
