/** A wine's form as the browser holds it: every field a string (wine-form.server.ts reads them). */
import type { WineTextAttribute } from "#contract/wine-desk";

type Local = { ch: string; tc: string; en: string };
type Typed = string | undefined;

export interface WineFormValues {
  seenAt?: string;
  requestKey?: string;
  wineryId: Typed;
  areaId: Typed;
  grapeIds: Typed[];
  name: Local;
  style: Typed;
  sweetness: Typed;
  corkType: Typed;
  vintage: Typed;
  alcohol: Typed;
  capacityMl: Typed;
  weightG: Typed;
  annualProduction: Typed;
  harvestDate: Typed;
  agingStart: Typed;
  agingMonths: Typed;
  bottlingDate: Typed;
  attributes: Record<WineTextAttribute, Local>;
  description: Local;
  price: Typed;
  marketPrice: Typed;
  discount: Typed;
  promotion: Local;
  promotionPrice: Typed;
  promotionStarts: Typed;
  promotionEnds: Typed;
  pointsPrice: Typed;
  pointsByRate: Typed;
  score: Typed;
  featured: Typed;
}
