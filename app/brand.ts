/** The shop's name, in one place: title fallback, header, agreements. */
export const BRAND = {
  ch: "醇境酒窖",
  en: "Vintry",
  taglineCh: "醇境酒窖 · 精选葡萄酒",
  taglineEn: "Vintry · Fine wine, well kept",
} as const;
