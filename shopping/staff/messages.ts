/** The staff area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const staffMessages: Messages = {
  staff_credential_invalid: {
    ch: "登录已失效（会话超时、令牌已撤销或账号已停用），请重新登录",
    en: "this sign-in is no longer valid (the session timed out, the token was revoked or the account disabled): please sign in again",
  },
  staff_forbidden: {
    ch: "你的角色没有此权限（{permission}）",
    en: "your role does not allow this ({permission})",
  },
  staff_only: {
    ch: "此操作需要以员工身份登录",
    en: "this needs a staff member's sign-in",
  },
  ops_key_retired: {
    ch: "商店已有员工账号，运营密钥已停用：请使用员工令牌（OPS_TOKEN）",
    en: "the shop has staff accounts, so the set-up key is retired: use a staff member's token (OPS_TOKEN)",
  },
  staff_login_failed: { ch: "手机号或密码错误", en: "wrong mobile number or password" },
  staff_totp_needed: {
    ch: "请输入身份验证器中的 6 位验证码",
    en: "please enter the 6-digit code from your authenticator",
  },
  staff_totp_wrong: {
    ch: "验证码不正确或已使用，请输入身份验证器中最新的验证码",
    en: "that code is wrong or was used already: enter the newest code from your authenticator",
  },
  staff_totp_enrol_first: {
    ch: "店主账号须先设置身份验证器：请另一位店主为你重新发送设置链接",
    en: "an owner must enrol an authenticator first: ask another owner for a new set-up link",
  },
  staff_setup_link_gone: {
    ch: "此设置链接已使用或已过期，请向店主索取新链接",
    en: "this set-up link was used or has expired: ask an owner for a new one",
  },
  staff_setup_done: { ch: "密码已设置，请登录", en: "your password is set: please sign in" },
  staff_signed_out: { ch: "已退出登录", en: "signed out" },
  staff_token_made: {
    ch: "令牌已生成，只显示这一次，请妥善保存",
    en: "token made: it is shown only this once, keep it safe",
  },
  staff_token_revoked: { ch: "令牌已撤销", en: "token revoked" },
  staff_token_not_found: { ch: "没有这个令牌", en: "no such token" },
  staff_added: {
    ch: "员工已添加，请把设置链接发给对方",
    en: "member added: send them the set-up link",
  },
  staff_reset: { ch: "新的设置链接已生成", en: "a new set-up link is made" },
  staff_disabled: {
    ch: "账号已停用，其登录和令牌已立即失效",
    en: "account disabled: its sessions and tokens ended at once",
  },
  staff_enabled: { ch: "账号已启用", en: "account enabled" },
  staff_role_set: { ch: "角色已更改", en: "role changed" },
  staff_role_saved: { ch: "角色已保存", en: "role saved" },
  staff_password_changed: {
    ch: "密码已修改，请用新密码登录",
    en: "password changed: sign in with the new one",
  },
  staff_password_by_session: {
    ch: "请在后台登录后修改密码，不能用令牌修改",
    en: "change the password signed in to the console, not with a token",
  },
  staff_role_exists: {
    ch: "已有代码为 {key} 的角色，请换一个代码，或修改那个角色",
    en: "there is already a role {key}: choose another key, or change that role",
  },
  staff_phone_taken: {
    ch: "手机号 {phone} 已是员工账号",
    en: "{phone} already belongs to a member of staff",
  },
  staff_not_found: { ch: "没有这位员工", en: "no such member of staff" },
  staff_not_yourself: {
    ch: "不能停用自己或取消自己的店主角色",
    en: "you cannot disable yourself or take away your own owner role",
  },
  staff_last_owner: {
    ch: "这是最后一位店主，不能停用或更改角色",
    en: "this is the last owner: it cannot be disabled or given another role",
  },
  staff_owner_role_fixed: {
    ch: "店主角色拥有全部权限，不能修改",
    en: "the owner role has every permission and cannot be changed",
  },
};
