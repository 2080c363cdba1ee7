/**
 * What a family's WhatsApp media message was, in words (PortalMessage.mediaType: WhatsApp's message type), for the
 * desk's thread and the portal's alike: "Photo", "Document", ... Its caption is the message's text.
 */

const mediaTypeLabels: Record<string, string> = {
  image: "Photo",
  video: "Video",
  audio: "Voice or audio message",
  document: "Document",
  sticker: "Sticker",
  location: "Location",
  contacts: "Contact card",
  reaction: "Reaction",
};

/** "Photo" for "image"; a type WhatsApp adds later (or "unsupported") reads "Attachment". */
export function mediaTypeLabel(type: string): string {
  return mediaTypeLabels[type] ?? "Attachment";
}
