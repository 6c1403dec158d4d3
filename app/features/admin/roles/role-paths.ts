/** Where the roles desk lives (read in the browser too). */
export const ROLES_PATH = "/admin/roles";
