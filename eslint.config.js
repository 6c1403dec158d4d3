// The Epic Stack's rules (@epic-web/config's eslint.js, as of its last Remix v2 version) written
// out, on typescript-eslint's recommended set, with jsx-a11y's recommended rules for the screens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint/import-boundaries.js";

// The test configurations are part of the tests.
const testFiles = [
  "**/tests/**",
  "**/*.test.*",
  "**/*.spec.*",
  "playwright.config.ts",
  "vitest.config.ts",
];
const unusedVars = {
  args: "after-used",
  argsIgnorePattern: "^_",
  ignoreRestSiblings: true,
  varsIgnorePattern: "^ignored",
  caughtErrors: "none",
};

export default defineConfig([
  {
    ignores: [
      "**/node_modules/**",
      "**/.cache/**",
      ".data/**",
      "build/**",
      "build-*/**",
      "public/build/**",
      "reports/**",
      "playwright-report/**",
      "test-results/**",
      "test-results-*/**",
      "tests/.tmp/**",
      "shopping/db/migrations/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "no-unexpected-multiline": "error",
      "no-warning-comments": ["error", { terms: ["FIXME"], location: "anywhere" }],
      // The regular expressions with control characters are there to find and strip them (input,
      // SVG text, back links).
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["warn", unusedVars],
      "@typescript-eslint/consistent-type-imports": [
        "warn",
        { prefer: "type-imports", disallowTypeAnnotations: true, fixStyle: "inline-type-imports" },
      ],
    },
  },
  {
    // The two type-aware rules the Epic Stack keeps: a promise nobody awaits loses its errors.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: path.dirname(fileURLToPath(import.meta.url)),
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,jsx}"],
    rules: { "no-unused-vars": ["warn", unusedVars] },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: { react: { version: "18.3" } },
    rules: {
      // TypeScript checks the props.
      "react/prop-types": "off",
      // Labels hold their text a level deeper than the default 2 (a title and a hint in spans).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
      // A scrollable region (role="region" with a label) must be focusable to scroll it from a
      // keyboard (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ["**/*.{js,jsx,ts,tsx,mjs,cjs}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.{js,jsx,ts,tsx,mjs,cjs}"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: testFiles, message: "Do not import test files in source files" }],
          paths: [
            {
              name: "react-i18next",
              importNames: ["Trans", "TransWithoutContext"],
              message:
                "<Trans> brings its HTML parser onto every page's first JavaScript: use taggedText (~/components/tagged-text)",
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 018: routes are private to their screen, the service stands apart.
    files: ["app/**", "shopping/**", "tests/**", "server/**", "*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/import-boundaries": "error" },
  },
  {
    files: testFiles,
    rules: {
      // Test helpers answer `any` JSON on purpose: each test says what it expects of it.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["tests/**"],
    rules: {
      // Playwright's fixtures take a `use` callback that is not React's hook,
      "react-hooks/rules-of-hooks": "off",
      // and a fixture that needs no other fixture says so with `{}`: Playwright reads the
      // parameter.
      "no-empty-pattern": "off",
    },
  },
]);
