import { VALIDATION_MESSAGES, type ValidationKey } from "../../contract/accounts";
import type { Lang } from "./lang";

/** A field error is a key of the shared contract, or already a sentence from the service. */
export function validationText(keyOrText: string, lang: Lang): string {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, keyOrText) ? VALIDATION_MESSAGES[keyOrText as ValidationKey][lang] : keyOrText;
}
