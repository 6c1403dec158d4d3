/**
 * Every area of the service, listed once: the app mounts what each brings, the API document lists
 * it, and the messages are found through it. A folder of shopping/ with routes that is not here
 * fails a test (areas.test.ts).
 */
import { accountsArea } from "./accounts/service-area";
import { addressesArea } from "./addresses/service-area";
import { afterSaleArea } from "./aftersale/service-area";
import { cartArea } from "./cart/service-area";
import { catalogArea } from "./catalog/service-area";
import { favoritesArea } from "./favorites/service-area";
import { filesArea } from "./files/service-area";
import type { ServiceArea } from "./http/area";
import { invoicesArea } from "./invoices/service-area";
import { miniProgramArea } from "./miniprogram/service-area";
import { opsArea } from "./ops/service-area";
import { ordersArea } from "./orders/service-area";
import { paymentsArea } from "./payments/service-area";
import { payoutsArea } from "./payouts/service-area";
import { pointsArea } from "./points/service-area";
import { provenanceArea } from "./provenance/service-area";
import { reportsArea } from "./reports/service-area";
import { resaleArea } from "./resale/service-area";
import { restockArea } from "./restock/service-area";
import { shopArea } from "./shop/service-area";
import { staffArea } from "./staff/service-area";

export const AREAS: ServiceArea[] = [
  catalogArea,
  ordersArea,
  cartArea,
  pointsArea,
  favoritesArea,
  restockArea,
  provenanceArea,
  invoicesArea,
  accountsArea,
  addressesArea,
  payoutsArea,
  resaleArea,
  reportsArea,
  filesArea,
  shopArea,
  afterSaleArea,
  paymentsArea,
  miniProgramArea,
  opsArea,
  staffArea,
];
