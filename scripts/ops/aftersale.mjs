/** The buyers' refund and return requests: list the open ones and move each on. */
import { oneOrderNo, required } from "./arguments.mjs";
import { call, shopUrl } from "./client.mjs";
import { usage } from "./errors.mjs";
import { beijing, table, yuan } from "./format.mjs";

export const commands = {
  refunds: {
    help: [
      {
        usage: "refunds",
        about: ["list open refund and return requests, with links", "to the buyer's pictures"],
      },
    ],
    run: listRequests,
  },
  approve: {
    help: [{ usage: "approve ORDER_NO", about: "approve the order's refund or return request" }],
    run: moveRequest("approve"),
  },
  reject: {
    help: [
      {
        usage: 'reject ORDER_NO --reason "..."',
        about: "reject it, with the reason the buyer sees",
      },
    ],
    options: { reason: "string" },
    run: moveRequest("reject", (values) => ({ reason: required(values, "reason", "reject") })),
  },
  received: {
    help: [{ usage: "received ORDER_NO", about: "confirm the returned goods arrived" }],
    run: moveRequest("received"),
  },
  resend: {
    help: [{ usage: "resend ORDER_NO", about: "send a refund the gateway refused for good again" }],
    run: moveRequest("resend"),
  },
};

async function listRequests({ positionals, values }) {
  if (positionals.length) throw usage("refunds takes no arguments");
  const { data } = await call("GET", "/ops/afterSale/list", { operator: values.as });
  if (data.length === 0) return "no open refund or return requests";
  const rows = data.map((r) => [
    r.orderNo,
    r.kind,
    r.status,
    r.orderStatus,
    yuan(r.amountCents),
    String(r.points),
    yuan(r.paidCents),
    beijing(r.createdAt),
    r.returnTrackingNo ? `${r.returnCompany} ${r.returnTrackingNo}` : "",
    r.refund ? `${r.refund.status}${r.refund.failure ? `: ${r.refund.failure}` : ""}` : "",
    String(r.photos.length),
    reasonOf(r),
  ]);
  const next =
    "approve ORDER_NO / reject ORDER_NO --reason ... (requested); received ORDER_NO (a return whose goods were sent); resend ORDER_NO (a failed refund)";
  // The bottles of each request, and who pays a return's parcel, one line each.
  const bottles = data.map(
    (r) =>
      `${r.orderNo} bottles: ${r.lines.map((l) => `${l.spuName} x${l.quantity}`).join(", ")}${r.returnFreightPayer ? ` (return freight: ${r.returnFreightPayer})` : ""}`,
  );
  // The buyer's pictures, one line of links per request that has them (too wide for a column).
  const pictures = data
    .filter((r) => r.photos.length > 0)
    .map(
      (r) =>
        `${r.orderNo} pictures: ${r.photos.map((name) => `${shopUrl()}/photo/${name}`).join(" ")}`,
    );
  return `${table(["ORDER NO", "KIND", "REQUEST", "ORDER", "REFUND", "POINTS", "PAID", "ASKED (UTC+8)", "RETURN PARCEL", "AT THE GATEWAY", "PICTURES", "REASON"], rows)}\n${bottles.join("\n")}\n${pictures.length ? `${pictures.join("\n")}\n` : ""}${rows.length} open request(s); ${next}`;
}

/** A command that moves an order's request on (the endpoint's name), with what else it sends. */
function moveRequest(move, moreOf = () => ({})) {
  return async ({ positionals, values }) => {
    const orderNo = oneOrderNo(positionals, move);
    const { message, data } = await call("POST", `/ops/afterSale/${move}`, {
      body: { orderNo, ...moreOf(values) },
      operator: values.as,
    });
    return `${message}: ${describeRequest(data)}`;
  };
}

/** The buyer's reason as the shop put it in the operator's language, then the buyer's own words. */
const reasonOf = (r) =>
  r.reasonDetails
    ? `${r.reasonLabel}${process.env.OPS_LANG === "ch" ? "：" : ": "}${r.reasonDetails}`
    : r.reasonLabel;

function describeRequest(r) {
  const money = r.refundStarted
    ? `; ${yuan(r.amountCents)} sent back through the payment gateway`
    : "";
  return `${r.orderNo}, ${r.kind} request ${r.status}, order ${r.orderStatus} (refund ${yuan(r.amountCents)} and ${r.points} points)${money}`;
}
