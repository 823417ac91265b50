/** Longest store name the server stores; the store forms stop typing there. */
export const STORE_NAME_MAX = 60;
