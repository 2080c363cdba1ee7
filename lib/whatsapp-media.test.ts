import { mediaTypeLabel } from "./whatsapp-media";

test.each([
  ["image", "Photo"],
  ["document", "Document"],
  ["video", "Video"],
  ["audio", "Voice or audio message"],
  ["sticker", "Sticker"],
  ["unsupported", "Attachment"],
])("a WhatsApp %s message reads %s", (type, label) => {
  expect(mediaTypeLabel(type)).toBe(label);
});
