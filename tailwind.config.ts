import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    screens: {
      // The spec's single breakpoint: mobile is 900 px and narrower.
      pc: "901px",
    },
    extend: {
      colors: {
        wine: { DEFAULT: "#7b1e3a", dark: "#5e1429", light: "#f3e6ea" },
        paper: "#faf7f2",
        // faint and gold are the lightest that pass WCAG AA (4.5:1) on paper, white and their light
        // tints.
        ink: { DEFAULT: "#1f1a17", soft: "#5b524c", faint: "#6b625b" },
        gold: { DEFAULT: "#82601a", light: "#f4ead2" },
        line: "#e8e0d6",
      },
      fontFamily: {
        sans: [
          "-apple-system",
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          "sans-serif",
        ],
      },
      spacing: { header: "50px" },
    },
  },
  plugins: [],
} satisfies Config;
