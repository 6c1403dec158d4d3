/**
 * The descriptors a process holds open, by what they point at (Linux's /proc): what an abandoned
 * upload could leave behind. Read by the tests, and by the shop's test hook for its own process.
 */
import { readdirSync, readlinkSync } from "node:fs";

export function openDescriptors(pid: number | "self" = "self"): string[] {
  const folder = `/proc/${pid}/fd`;
  return readdirSync(folder).flatMap((fd) => {
    try {
      return [readlinkSync(`${folder}/${fd}`)];
    } catch {
      return []; // closed while listed (the listing's own descriptor among them)
    }
  });
}
