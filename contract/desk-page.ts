/**
 * A page of an operator desk's list the service answers a page at a time (the invoices and resale
 * desks): the console asks for pages 1..N at once (the list family, at most 25 pages of 30), the
 * command-line tool for one page of 50.
 */
import { z } from "zod";

export const DESK_PAGE_MAX = 750;

export const deskPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DESK_PAGE_MAX).default(50),
};
