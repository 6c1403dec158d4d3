/** The files area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const filesMessages: Messages = {
  file_too_large: { ch: "文件不能超过5MB", en: "files may be at most 5 MB" },
  file_type: { ch: "只支持 JPEG、PNG 或 WebP 图片", en: "only JPEG, PNG or WebP pictures" },
  licence_type: {
    ch: "营业执照只支持 JPEG、PNG 或 PDF 文件",
    en: "a business licence must be a JPEG, PNG or PDF file",
  },
  file_missing: { ch: "请选择要上传的图片", en: "please choose a picture to upload" },
  upload_form: { ch: "上传请求格式有误", en: "the upload is not a valid multipart form" },
  upload_aborted: { ch: "上传未完成，请重新上传", en: "the upload did not finish; send it again" },
};
