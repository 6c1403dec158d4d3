/** Before the browser tests: the pages saved for the HTML check are this run's only. */
import { rmSync } from "node:fs";
import { htmlDir } from "./html-pages";

export default function globalSetup() {
  rmSync(htmlDir(), { recursive: true, force: true });
}
