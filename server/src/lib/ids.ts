const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id is a UUID; anything else is "not found" before it reaches the database. */
export const isUuid = (value: string): boolean => UUID.test(value);
