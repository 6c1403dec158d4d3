/** The logged-in user's own account: profile, logout, password, phone. */
import { eq, sql } from "drizzle-orm";
import {
  bindNewPhoneSchema,
  changePasswordSchema,
  setPasswordSchema,
  updateProfileSchema,
  verifyOldPhoneSchema,
  type PhoneChangeTicket,
  type UserProfile,
} from "../../contract/accounts";
import { phoneChangeTicketSchema, userProfileSchema } from "../../contract/accounts-answers";
import { noDataSchema } from "../../contract/answers";
import { users, userTokens } from "../db/schema";
import { defineEndpoint } from "../http/endpoint";
import { forgetTrustedTokens } from "../http/auth";
import { bindNewPhone, verifyOldPhone } from "./phone-change";
import { loadProfile } from "./profile";
import { changePassword, setPassword } from "./security";

const TAG = "accounts";

export const profileEndpoints = [
  defineEndpoint({
    method: "post",
    path: "/user/user/logout",
    summary: "Revoke the caller's token",
    tag: TAG,
    auth: "required",
    response: noDataSchema,
    handler: async ({ db, user }) => {
      await db
        .update(userTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(userTokens.id, user!.tokenId));
      forgetTrustedTokens();
      return null;
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/user/user/getUserInfo",
    summary: "The caller's profile",
    tag: TAG,
    auth: "required",
    response: userProfileSchema,
    handler: ({ db, user }): Promise<UserProfile> => loadProfile(db, user!.id),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/updateUserInfo",
    summary: "Change the nickname and gender",
    tag: TAG,
    auth: "required",
    body: updateProfileSchema,
    response: userProfileSchema,
    handler: async ({ db, user, body }): Promise<UserProfile> => {
      await db
        .update(users)
        .set({ nickname: body.nickname, gender: body.gender })
        .where(eq(users.id, user!.id));
      forgetTrustedTokens();
      return loadProfile(db, user!.id);
    },
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/changePassword",
    summary: "Change the password; every token of the user is revoked (code 0: log in again)",
    tag: TAG,
    auth: "required",
    body: changePasswordSchema,
    response: noDataSchema,
    handler: ({ db, user, body }) => changePassword(db, user!, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/setPassword",
    summary: "Set a first password on an account that has none",
    tag: TAG,
    auth: "required",
    body: setPasswordSchema,
    response: noDataSchema,
    handler: ({ db, user, body }) => setPassword(db, user!, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/verifyOldPhone",
    summary: "Phone change, step 1: prove the current number; answers a ticket valid 10 minutes",
    tag: TAG,
    auth: "required",
    body: verifyOldPhoneSchema,
    response: phoneChangeTicketSchema,
    handler: ({ db, user, body }): Promise<PhoneChangeTicket> => verifyOldPhone(db, user!, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/user/user/bindNewPhone",
    summary: "Phone change, step 2: spend the ticket with the new number's SMS code",
    tag: TAG,
    auth: "required",
    body: bindNewPhoneSchema,
    response: userProfileSchema,
    handler: ({ db, user, body }) => bindNewPhone(db, user!, body),
  }),
];
