// Close to how the code was written before Prettier: double quotes, semicolons, trailing commas,
// two spaces, long lines. 180 columns keeps most of its one-line JSX elements and calls as they
// are. The Epic Stack's tailwind plugin sorts class names (they already were, so it changes
// little).
/** @type {import("prettier").Config} */
export default {
  printWidth: 100,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  arrowParens: "always",
  endOfLine: "lf",
  plugins: ["prettier-plugin-tailwindcss"],
};
