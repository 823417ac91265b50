/** Most rows the server answers in one page of an admin list. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Rows fetched per page by the admin lists (at most ADMIN_PAGE_SIZE_MAX). */
export const ADMIN_LIST_PAGE_SIZE = 50;
