/**
 * A winery's form as staff type it (routes/admin.wineries.*): the founding year and the vineyards'
 * hectares as typed (digits of any width, one decimal), empty for unknown. It becomes the service's
 * body (contract/wine-desk-answers.ts), which checks the rest.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { WineryBody } from "#contract/wine-desk-answers";

const typed = (text: string | undefined) => (text ?? "").normalize("NFKC").trim();
const text = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());
const localText = z.preprocess((value) => value ?? {}, z.object({ ch: text, tc: text, en: text }));

const optionalNumber = (pattern: RegExp, key: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = typed(raw);
      if (value === "") return null;
      if (!pattern.test(value)) {
        ctx.addIssue({ code: "custom", message: key });
        return z.NEVER;
      }
      return Number(value);
    });

export const wineryFormSchema = z.object({
  requestKey: z.string().optional(),
  name: localText,
  areaId: z.string({ required_error: "wineArea.required" }).transform((raw, ctx) => {
    const value = typed(raw);
    if (!/^\d{1,10}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: "wineArea.required" });
      return z.NEVER;
    }
    return Number(value);
  }),
  founded: optionalNumber(/^\d{1,4}$/, "wineryFounded.range"),
  hectares: optionalNumber(/^\d{1,6}(\.\d)?$/, "wineryHectares.range"),
  description: localText,
});

export const parseWineryForm = (formData: FormData) =>
  parseWithZod(formData, { schema: wineryFormSchema });

export function wineryBodyOf(form: z.output<typeof wineryFormSchema>): WineryBody {
  const { requestKey: _key, ...winery } = form;
  return winery;
}

/** The form's values of a winery as it is. */
export function formOfWinery(winery: WineryBody) {
  return {
    name: winery.name,
    areaId: String(winery.areaId),
    founded: winery.founded === null ? "" : String(winery.founded),
    hectares: winery.hectares === null ? "" : String(winery.hectares),
    description: winery.description,
  };
}
