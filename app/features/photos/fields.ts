/**
 * The form fields of a set of pictures. `prefix` tells sets apart on one form (a review per wine):
 * - `names`: hidden inputs, the names of pictures already uploaded, carried from step to step;
 * - `files`: the file input that sends new pictures with the form (without JavaScript);
 * - `remove`: checkboxes that drop a carried picture at the next step (without JavaScript).
 * With JavaScript each picture is uploaded as soon as it is chosen (/user/photo) and only `names`
 * is sent.
 */
export function photoFields(prefix = "") {
  return {
    names: `${prefix}photos`,
    files: `${prefix}photoFiles`,
    remove: `${prefix}removePhoto`,
  };
}

export type PhotoPurpose = "aftersale" | "review";

/** Where a picture is shown (app/routes/photo.$fileName.tsx). */
export const photoSrc = (fileName: string) => `/photo/${fileName}`;

/** What a form step answers about its pictures: the names kept and, maybe, why one was not. */
export interface PhotoState {
  names: string[];
  /** a validation key (VALIDATION_MESSAGES) or a sentence in the visitor's language */
  error: string | null;
}
