/** Where the customers desk's pages live (read in the browser too). */
export const CUSTOMERS_PATH = "/admin/customers";
export const customerPath = (id: number) => `${CUSTOMERS_PATH}/${id}`;
