/**
 * Every answer of /shopping that the storefront reads, by path: the zod schema
 * of the envelope's `data` on success (code 200 or 0). The service declares the
 * same schema objects as its endpoints' responses, which /shopping/openapi.json
 * documents (shopping/http/openapi.test.ts checks they are the same objects);
 * the storefront checks answers against them (app/shopping/client.server.ts).
 */
import { dashboardSchema, salesReportSchema, stockValueSchema } from "./reports";
import { opsWinePicturesSchema } from "./wine-pictures";
import { z } from "zod";
import { customerServiceFoundSchema, returnFreightSchema, shopSettingsSchema } from "./shop";
import {
  addressEntrySchema,
  addressListSchema,
  captchaImageSchema,
  loginResultSchema,
  phoneChangeTicketSchema,
  sendSmsResultSchema,
  uploadResultSchema,
  userProfileSchema,
} from "./accounts-answers";
import { batchAnswerSchema } from "./batch-answers";
import {
  buyAgainResultSchema,
  cartCountSchema,
  cartSchema,
  checkoutPreviewSchema,
  createdOrderSchema,
  orderViewSchema,
  paymentStatusSchema,
  paymentViewSchema,
  bridgePayParamsSchema,
  payerOauthAnswerSchema,
  payerOpenidAnswerSchema,
} from "./buying-answers";
import { logisticsViewSchema, reviewPageSchema } from "./after-shipping-answers";
import {
  afterSaleFoundSchema,
  afterSaleViewSchema,
  openAfterSaleListSchema,
} from "./aftersale-answers";
import {
  chateauDetailSchema,
  chateauPageSchema,
  goodsDetailSchema,
  goodsExportSchema,
  goodsFacetsSchema,
  goodsPageSchema,
  goodsSuggestionsSchema,
  hotSearchesSchema,
  homeDataSchema,
} from "./catalog-answers";
import {
  opsAfterSaleResultSchema,
  opsOrderDetailSchema,
  opsOrderListSchema,
  opsOrderNotesSchema,
  opsPhoneSchema,
  opsPointRulesSchema,
  opsPointsPriceSchema,
  opsPointsAdjustedSchema,
  opsPointsSchema,
  opsOrderSchema,
  opsSynonymsSchema,
  opsHotSearchesSchema,
  opsStockReceiptSchema,
  opsTrackingSchema,
} from "./ops-answers";
import { orderCountsSchema, orderListSchema } from "./orders-list-answers";
import { giftPreviewSchema, giftResultSchema, pointsLogSchema } from "./points-answers";
import {
  collectStateSchema,
  favoriteListSchema,
  footprintListSchema,
  savedDeletedSchema,
} from "./favorites-answers";
import { restockStateSchema } from "./restock-answers";
import {
  bottleProvenanceSchema,
  claimResultSchema,
  consistencySchema,
  lotNoteSchema,
  orderBottlesSchema,
  wineLotSchema,
} from "./provenance-answers";
import {
  invoiceTitleListSchema,
  invoiceTitleSchema,
  opsInvoiceTitleListSchema,
  opsInvoiceTitleSchema,
  invoiceRequestSchema,
  opsInvoiceRequestListSchema,
  opsInvoiceRequestSchema,
  orderInvoiceSchema,
  myInvoicesSchema,
} from "./invoices-answers";
import { payoutAccountListSchema, payoutAccountSchema } from "./payouts-answers";
import {
  stockAdjustmentSchema,
  stockHistorySchema,
  stockListSchema,
  stockThresholdSchema,
} from "./stock-desk-answers";
import {
  opsResaleItemListSchema,
  opsResaleItemSchema,
  opsResalePayoutListSchema,
  opsResalePayoutSchema,
  resaleItemListSchema,
  resaleItemSchema,
  resaleOrderBottlesSchema,
  resaleReturnAddressSchema,
  resaleRulesSchema,
  resaleSaleListSchema,
  resaleSaleSchema,
} from "./resale-answers";
import { wineResaleOffersSchema } from "./resale-offers";
import { opsCustomerListSchema, opsCustomerPhoneSchema, opsCustomerSchema } from "./customer-desk";
import {
  opsWineListSchema,
  opsWineOptionsSchema,
  opsWineryListSchema,
  opsWinerySchema,
  opsWineSchema,
} from "./wine-desk-answers";
import {
  miniProgramLoginResultSchema,
  miniProgramSignedInSchema,
  sandboxHostSchema,
} from "./miniprogram";

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
} from "./staff-answers";

/** An answer that carries no data, only its message. */
export const noDataSchema = z.null();
/** The loyalty points' name, in the caller's language. */
export const pointsNameSchema = z.string();

export const ANSWERS = {
  "/goods/goods/findHome": homeDataSchema,
  "/goods/goods/findGoodsList": goodsPageSchema,
  "/goods/goods/findGoodsExport": goodsExportSchema,
  "/goods/goods/findSuggestions": goodsSuggestionsSchema,
  "/goods/goods/findHotSearches": hotSearchesSchema,
  "/goods/goods/findGoodsFacets": goodsFacetsSchema,
  "/goods/goods/findGoodsDetail": goodsDetailSchema,
  "/chateau/chateau/findChateauList": chateauPageSchema,
  "/chateau/chateau/findChateauDetail": chateauDetailSchema,

  "/shoppingCart/shoppingCart/findShoppingCart": cartSchema,
  "/shoppingCart/shoppingCart/addShoppingCartItem": cartCountSchema,
  "/shoppingCart/shoppingCart/updateShoppingCartItemQuantity": cartSchema,
  "/shoppingCart/shoppingCart/deleteShoppingCartItem": cartSchema,
  "/shoppingCart/shoppingCart/selectShoppingCartItem": cartSchema,
  "/shoppingCart/shoppingCart/findShoppingCartTotalItem": cartCountSchema,
  "/bonuspoint/bonus-point-rule/getBonusPointName": pointsNameSchema,
  "/bonuspoint/bonus-point-log/findPointsLog": pointsLogSchema,
  "/bonuspoint/bonus-point-gift/previewGift": giftPreviewSchema,
  "/bonuspoint/bonus-point-gift/giftPoints": giftResultSchema,
  "/bonuspoint/bonus-point-gift/sendGiftCode": sendSmsResultSchema,
  "/goods/restock/subscribe": restockStateSchema,
  "/goods/restock/unsubscribe": restockStateSchema,
  "/provenance/wineLot": wineLotSchema,
  "/provenance/bottle": bottleProvenanceSchema,
  "/provenance/consistency": consistencySchema,
  "/provenance/claim": claimResultSchema,
  "/order/bottles": orderBottlesSchema,
  "/order/bottles/claim": orderBottlesSchema,
  "/ops/provenance/note": lotNoteSchema,
  "/collect/collect/addCollect": collectStateSchema,
  "/collect/collect/cancelCollect": collectStateSchema,
  "/collect/collect/findCollectList": favoriteListSchema,
  "/collect/collect/deleteCollect": savedDeletedSchema,
  "/collect/collect/clearCollect": savedDeletedSchema,
  "/footprint/footprint/findFootprintList": footprintListSchema,
  "/footprint/footprint/deleteFootprint": savedDeletedSchema,
  "/footprint/footprint/clearFootprint": savedDeletedSchema,
  "/invoice/invoice-title/findTitles": invoiceTitleListSchema,
  "/invoice/invoice-title/saveTitle": invoiceTitleSchema,
  "/invoice/invoice-title/deleteTitle": invoiceTitleListSchema,
  "/invoice/invoice-title/setDefaultTitle": invoiceTitleListSchema,
  "/invoice/invoice/findOrderInvoice": orderInvoiceSchema,
  "/invoice/invoice/findMyInvoices": myInvoicesSchema,
  "/invoice/invoice/applyInvoice": invoiceRequestSchema,

  "/order/order/previewOrder": checkoutPreviewSchema,
  "/order/order/createOrder": createdOrderSchema,
  "/order/order/findOrder": orderViewSchema,
  "/order/order/cancelOrder": orderViewSchema,
  "/order/afterSale/applyRefund": afterSaleViewSchema,
  "/order/afterSale/returnShipment": afterSaleViewSchema,
  "/order/afterSale/findAfterSale": afterSaleFoundSchema,
  "/order/order/confirmReceipt": orderViewSchema,
  "/order/comment/saveComments": orderViewSchema,
  "/order/order/findLogistics": logisticsViewSchema,
  "/goods/comment/findComments": reviewPageSchema,
  "/order/order/findOrders": orderListSchema,
  "/order/order/countOrders": orderCountsSchema,
  "/payment/payment/createPayment": paymentViewSchema,
  "/payment/payment/miniProgramPay": bridgePayParamsSchema,
  "/payment/payment/payerOauth": payerOauthAnswerSchema,
  "/payment/payment/payerOpenid": payerOpenidAnswerSchema,
  "/payment/payment/queryPayment": paymentStatusSchema,
  "/payment/payment/waitPayment": paymentStatusSchema,

  "/user/captcha/getImageCaptcha": captchaImageSchema,
  "/user/sms/sendSmsCode": sendSmsResultSchema,
  "/user/user/register": loginResultSchema,
  "/user/user/loginBySms": loginResultSchema,
  "/user/user/loginByPassword": loginResultSchema,
  "/miniprogram/login": miniProgramLoginResultSchema,
  "/miniprogram/bind": miniProgramSignedInSchema,
  "/miniprogram/enter": loginResultSchema,
  "/miniprogram/sandboxHost": sandboxHostSchema,
  "/user/user/logout": noDataSchema,
  "/user/user/getUserInfo": userProfileSchema,
  "/user/user/updateUserInfo": userProfileSchema,
  "/user/user/changePassword": noDataSchema,
  "/user/user/setPassword": noDataSchema,
  "/user/user/verifyOldPhone": phoneChangeTicketSchema,
  "/user/user/bindNewPhone": userProfileSchema,
  "/user/address/findAddressList": addressListSchema,
  "/user/address/saveAddress": addressEntrySchema,
  "/user/address/deleteAddress": noDataSchema,
  "/user/address/setDefaultAddress": addressEntrySchema,
  "/user/payout-account/findAccounts": payoutAccountListSchema,
  "/user/payout-account/saveAccount": payoutAccountSchema,
  "/user/payout-account/deleteAccount": payoutAccountListSchema,
  "/user/payout-account/setDefaultAccount": payoutAccountListSchema,
  "/file/file/upload": uploadResultSchema,
  "/resale/resale-goods/findOrderBottles": resaleOrderBottlesSchema,
  "/resale/resale-goods/saveResale": resaleItemSchema,
  "/resale/resale-goods/findReturnAddress": resaleReturnAddressSchema,
  "/resale/resale-goods/shipResale": resaleItemSchema,
  "/resale/resale-goods/withdrawResale": resaleItemSchema,
  "/resale/resale-goods/shelfResale": resaleItemSchema,
  "/resale/resale-goods/findMyResaleGoods": resaleItemListSchema,
  "/resale/resale-order/findMyResaleOrders": resaleSaleListSchema,
  "/resale/resale-order/findResaleOrder": resaleSaleSchema,
  "/resale/resale-goods/findWineResaleOffers": wineResaleOffersSchema,

  "/staff/setup": staffSetupLinkSchema,
  "/staff/completeSetup": staffSetupDoneSchema,
  "/staff/login": staffSessionSchema,
  "/ops/catalog/wines": opsWineListSchema,
  "/ops/catalog/wine": opsWineSchema,
  "/ops/catalog/wine/preview": goodsDetailSchema,
  "/ops/catalog/wineOptions": opsWineOptionsSchema,
  "/ops/catalog/wine/create": opsWineSchema,
  "/ops/catalog/wine/update": opsWineSchema,
  "/ops/catalog/wine/shelf": opsWineSchema,
  "/ops/catalog/wine/pictures": opsWinePicturesSchema,
  "/ops/reports/dashboard": dashboardSchema,
  "/ops/reports/sales": salesReportSchema,
  "/ops/reports/stockValue": stockValueSchema,
  "/ops/catalog/wine/picture": opsWinePicturesSchema,
  "/ops/catalog/wine/picture/remove": opsWinePicturesSchema,
  "/ops/catalog/wine/picture/cover": opsWinePicturesSchema,
  "/ops/catalog/wineries": opsWineryListSchema,
  "/ops/customer/find": opsCustomerListSchema,
  "/ops/customer": opsCustomerSchema,
  "/ops/customer/phone": opsCustomerPhoneSchema,
  "/ops/catalog/winery": opsWinerySchema,
  "/ops/catalog/winery/create": opsWinerySchema,
  "/ops/catalog/winery/update": opsWinerySchema,
  "/ops/me": staffMeSchema,
  "/ops/me/logout": noDataSchema,
  "/ops/me/password": noDataSchema,
  "/ops/me/tokens": staffTokenListSchema,
  "/ops/me/tokens/create": staffTokenMadeSchema,
  "/ops/me/tokens/revoke": noDataSchema,
  "/ops/staff/list": staffListSchema,
  "/ops/staff/add": staffAddedSchema,
  "/ops/staff/reset": staffSetupTokenSchema,
  "/ops/staff/disable": staffMemberStateSchema,
  "/ops/staff/enable": staffMemberStateSchema,
  "/ops/staff/role": staffMemberStateSchema,
  "/ops/staff/roles": staffRolesSchema,
  "/ops/staff/tokens": staffTokenListSchema,
  "/ops/audit/list": auditPageSchema,
  "/ops/order/list": opsOrderListSchema,
  "/ops/order/detail": opsOrderDetailSchema,
  "/ops/order/note": opsOrderNotesSchema,
  "/ops/order/phone": opsPhoneSchema,
  "/ops/order/ship": opsOrderSchema,
  "/ops/order/track": opsTrackingSchema,
  "/ops/afterSale/list": openAfterSaleListSchema,
  "/ops/afterSale/approve": opsAfterSaleResultSchema,
  "/ops/afterSale/reject": opsAfterSaleResultSchema,
  "/ops/afterSale/received": opsAfterSaleResultSchema,
  "/ops/afterSale/resend": opsAfterSaleResultSchema,
  "/ops/shop": shopSettingsSchema,
  "/ops/points/user": opsPointsSchema,
  "/ops/points/grant": opsPointsAdjustedSchema,
  "/ops/points/deduct": opsPointsAdjustedSchema,
  "/ops/points/rule": opsPointRulesSchema,
  "/ops/points/price": opsPointsPriceSchema,
  "/ops/catalog/synonyms": opsSynonymsSchema,
  "/ops/catalog/synonyms/remove": opsSynonymsSchema,
  "/ops/catalog/hotSearches": opsHotSearchesSchema,
  "/ops/stock/receive": opsStockReceiptSchema,
  "/ops/stock/list": stockListSchema,
  "/ops/stock/history": stockHistorySchema,
  "/ops/stock/adjust": stockAdjustmentSchema,
  "/ops/stock/threshold": stockThresholdSchema,
  "/ops/resale/rules": resaleRulesSchema,
  "/ops/resale/items": opsResaleItemListSchema,
  "/ops/resale/photo": uploadResultSchema,
  "/ops/resale/receive": opsResaleItemSchema,
  "/ops/resale/reject": opsResaleItemSchema,
  "/ops/resale/payouts": opsResalePayoutListSchema,
  "/ops/resale/paidOut": opsResalePayoutSchema,
  "/ops/invoices/titles": opsInvoiceTitleListSchema,
  "/ops/invoices/approve-title": opsInvoiceTitleSchema,
  "/ops/invoices/reject-title": opsInvoiceTitleSchema,
  "/ops/invoices/requests": opsInvoiceRequestListSchema,
  "/ops/invoices/issue": opsInvoiceRequestSchema,
  "/ops/invoices/correct": opsInvoiceRequestSchema,
  "/shoppingCart/shoppingCart/buyAgain": buyAgainResultSchema,
  "/ops/shop/returnAddress": shopSettingsSchema,
  "/ops/shop/customerService": shopSettingsSchema,
  "/ops/shop/returnFreight": shopSettingsSchema,
  "/ops/shop/freight": shopSettingsSchema,
  "/ops/shop/orderTimeouts": shopSettingsSchema,
  "/shop/shop/findCustomerService": customerServiceFoundSchema,
  "/shop/shop/findReturnFreight": returnFreightSchema,
  "/batch": batchAnswerSchema,
} as const satisfies Record<string, z.ZodTypeAny>;

export type AnswerPath = keyof typeof ANSWERS;
export type AnswerOf<P extends AnswerPath> = z.infer<(typeof ANSWERS)[P]>;

/** The schema of a path's answer, or undefined when the contract declares none. */
export function answerSchema(path: string): z.ZodTypeAny | undefined {
  return Object.hasOwn(ANSWERS, path) ? ANSWERS[path as AnswerPath] : undefined;
}

/** An answer that is not what its schema says: a bug on one side of the boundary. */
export class AnswerMismatch extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.ZodIssue[],
  ) {
    const found = issues.map((i) => `${i.path.join(".") || "(data)"}: ${i.message}`).join("; ");
    super(
      issues.length
        ? `/shopping${path} answered a shape its schema refuses: ${found}`
        : `/shopping${path} has no answer schema in contract/answers.ts`,
    );
    this.name = "AnswerMismatch";
  }
}

/**
 * Throws AnswerMismatch (with the path and the zod issues) unless `data` is what the path's schema
 * declares.
 */
export function checkAnswer(path: string, data: unknown): void {
  const schema = answerSchema(path);
  if (!schema) throw new AnswerMismatch(path, []);
  const result = schema.safeParse(data);
  if (!result.success) throw new AnswerMismatch(path, result.error.issues);
}
