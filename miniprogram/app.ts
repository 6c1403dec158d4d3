// The host keeps nothing global: each page reads what it needs (logic/session.ts).
App({});
