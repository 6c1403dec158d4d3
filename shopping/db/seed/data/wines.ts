// The whole wine catalogue: the regional files concatenated.
import type { SeedWine } from "../types";
import { winesFrance } from "./wines-france";
import { winesEurope } from "./wines-europe";
import { winesAmericas } from "./wines-americas";
import { winesOceaniaAfricaChina } from "./wines-oceania-africa-china";

export const wines: SeedWine[] = [
  ...winesFrance,
  ...winesEurope,
  ...winesAmericas,
  ...winesOceaniaAfricaChina,
];
