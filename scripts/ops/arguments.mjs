/** The checks of a command's arguments; each failure is a usage error naming the command. */
import { usage } from "./errors.mjs";

export function oneOrderNo(positionals, command) {
  if (positionals.length !== 1)
    throw usage(`${command}: give one order number (npm run ops -- ${command} ORDER_NO ...)`);
  return positionals[0];
}

export function required(values, name, command) {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "")
    throw usage(`${command}: --${name} is required`);
  return value;
}

/** A whole number option, or a usage error naming it. */
export function wholeNumber(value, name, command, min = 0) {
  const n = Number(value);
  if (!/^\d{1,10}$/.test(String(value).trim()) || !Number.isSafeInteger(n) || n < min)
    throw usage(`${command}: ${name} is a whole number from ${min}`);
  return n;
}

/** An amount in yuan with at most two decimals ("299", "12.50"), in cents, or a usage error. */
export function yuanInCents(value, name, command) {
  const text = String(value ?? "").trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text))
    throw usage(`${command}: ${name} is an amount in yuan, e.g. 299 or 12.50`);
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** --page N of a list command that takes no other arguments (1 when not given). */
export function pageOption({ values, positionals }, command) {
  if (positionals.length) throw usage(`${command} takes no arguments, only its options`);
  return values.page === undefined ? 1 : wholeNumber(values.page, "--page", command, 1);
}
