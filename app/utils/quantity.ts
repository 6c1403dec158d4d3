/** Quantity inputs: the rule lives in the contract, as the service reads quantities alike. */
export { normalizeQuantity, normalizeQuantityText } from "#contract/quantity";
