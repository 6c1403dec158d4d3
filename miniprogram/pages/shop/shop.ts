// The shop in a web-view; `url` is the shop's page to open (logic/shop.ts).
import { shopSrc } from "../../logic/shop";

Page({
  data: { src: "" },
  onLoad(options: Record<string, string | undefined>) {
    this.setData({ src: shopSrc(options.url) });
  },
});
