/**
 * The status card's buttons: the move the buyer most likely came for stands out in white, the
 * others are outlined.
 */
export const LEADING_ACTION =
  "inline-flex min-h-[44px] items-center justify-center rounded-full bg-white px-6 text-[15px] font-semibold text-wine hover:bg-wine-light";
export const OTHER_ACTION =
  "inline-flex min-h-[44px] items-center justify-center rounded-full border border-white/60 px-6 text-[15px] text-white hover:bg-white/10";
