import { expect, test } from "vitest";
import { whatsAppChatUrl, whatsAppNumber } from "./whatsapp";

test("wa.me takes the international number as digits only", () => {
  expect(whatsAppNumber("+31 6 12345678")).toBe("31612345678");
  expect(whatsAppChatUrl("+31 6 12345678")).toBe("https://wa.me/31612345678");
});

test("the greeting is encoded so every character reaches the chat", () => {
  const url = new URL(whatsAppChatUrl("+31 6 12345678", "Hi SR Support, I have a question & more..."));
  expect(url.searchParams.get("text")).toBe("Hi SR Support, I have a question & more...");
  expect(url.href).toContain("text=Hi%20SR%20Support");
});
