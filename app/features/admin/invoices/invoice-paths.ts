/** Where the invoices desk's pages live (read in the browser too). */
export const INVOICES_PATH = "/admin/invoices";
export const REQUESTS_PATH = `${INVOICES_PATH}/requests`;

export const titlePath = (id: number) => `${INVOICES_PATH}/titles/${id}`;
/** The business licence a title names, passed on to staff who may read invoices. */
export const licencePath = (id: number) => `${titlePath(id)}/licence`;
export const requestPath = (orderNo: string) => `${REQUESTS_PATH}/${orderNo}`;

/** A title's id in its page's path; anything else is a page that does not exist. */
export const TITLE_ID = /^[1-9]\d{0,9}$/;
