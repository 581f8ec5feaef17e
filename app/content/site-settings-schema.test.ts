import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { siteSettingsSchema } from "./schemas/site-settings";

/** The fixture's site.yaml, parsed: valid, so each test breaks one field of it. */
function fixtureSettings() {
  const file = path.resolve("tests/fixtures/content/site/site.yaml");
  return parse(fs.readFileSync(file, "utf8")) as {
    site: Record<string, unknown>;
    contact: Record<string, unknown>;
    links: Record<string, unknown> & { social: Record<string, unknown> };
    knowledgeBaseNote: Record<string, unknown>;
  };
}

/** The messages the schema gives for one field, by its path ('links.social.instagram'). */
function messagesFor(data: unknown, field: string): string[] {
  const result = siteSettingsSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join(".") === field).map((issue) => issue.message);
}

test("the fixture's settings are valid", () => {
  expect(siteSettingsSchema.safeParse(fixtureSettings()).success).toBe(true);
});

describe("emails", () => {
  test("an address without @ and domain is an error on its field", () => {
    const settings = fixtureSettings();
    settings.contact.infoEmail = "hello at sr-rsm";
    expect(messagesFor(settings, "contact.infoEmail")).toEqual([
      '"hello at sr-rsm" is not an email address → write one such as "info@sr-rsm.nl"',
    ]);
  });

  test("a mailto: link is not an address", () => {
    const settings = fixtureSettings();
    settings.contact.stakeholderRelationsEmail = "mailto:info@sr-rsm.nl";
    expect(messagesFor(settings, "contact.stakeholderRelationsEmail")).toEqual([
      '"mailto:info@sr-rsm.nl" is not an email address → write "info@sr-rsm.nl"',
    ]);
  });

  test("an address spelt out with ' at ' gets its written form", () => {
    const settings = fixtureSettings();
    settings.contact.infoEmail = "hello at sr-rsm.nl";
    expect(messagesFor(settings, "contact.infoEmail")).toEqual([
      '"hello at sr-rsm.nl" is not an email address → write "hello@sr-rsm.nl"',
    ]);
  });

  test("a missing address is not called 'undefined'", () => {
    const settings = fixtureSettings();
    delete settings.contact.infoEmail;
    expect(messagesFor(settings, "contact.infoEmail")).toEqual(["an email address"]);
  });
});

describe("web addresses", () => {
  test("an address without https:// says what to write instead", () => {
    const settings = fixtureSettings();
    settings.links.social.instagram = "instagram.com/sr.rsm";
    expect(messagesFor(settings, "links.social.instagram")).toEqual([
      '"instagram.com/sr.rsm" does not start with https:// → write "https://instagram.com/sr.rsm"',
    ]);
  });

  test("an http:// address must become https://", () => {
    const settings = fixtureSettings();
    settings.links.subscribeForm = "http://forms.sr-rsm.nl/newsletter";
    expect(messagesFor(settings, "links.subscribeForm")).toEqual([
      '"http://forms.sr-rsm.nl/newsletter" does not start with https:// → write "https://forms.sr-rsm.nl/newsletter"',
    ]);
  });

  test("an https:// address without a real host name is an error", () => {
    const settings = fixtureSettings();
    settings.links.knowledgeBase = "https://knowledge-base";
    expect(messagesFor(settings, "links.knowledgeBase")).toHaveLength(1);
  });

  test("the site's address is an origin only: a path is an error", () => {
    const settings = fixtureSettings();
    settings.site.url = "https://sr-rsm.nl/home";
    expect(messagesFor(settings, "site.url")).toEqual([
      "only the site's address, without a path, e.g. 'https://sr-rsm.nl'",
    ]);
    settings.site.url = "https://sr-rsm.nl/";
    expect(messagesFor(settings, "site.url")).toEqual([]);
  });
});

describe("phone numbers", () => {
  test("a Dutch number as dialled at home or from abroad says which international number to write", () => {
    const settings = fixtureSettings();
    settings.contact.phone = "06 12345678";
    expect(messagesFor(settings, "contact.phone")).toEqual([
      '"06 12345678" is not in international form → write "+31 6 12345678"',
    ]);
    settings.contact.phone = "0031 6 12345678";
    expect(messagesFor(settings, "contact.phone")).toEqual([
      '"0031 6 12345678" is not in international form → write "+31 6 12345678"',
    ]);
  });

  test("a number that is no phone number at all gets the general form", () => {
    const settings = fixtureSettings();
    settings.contact.phone = "call us";
    expect(messagesFor(settings, "contact.phone")).toEqual([
      '"call us" is not a phone number in international form → write "+", the country code and the number, e.g. "+31 6 12345678"',
    ]);
  });

  test("the international form may group digits with single spaces", () => {
    const settings = fixtureSettings();
    for (const phone of ["+31 6 12345678", "+31612345678", "+31 10 408 1111"]) {
      settings.contact.whatsApp = phone;
      expect(messagesFor(settings, "contact.whatsApp"), phone).toEqual([]);
    }
    for (const phone of ["+31 6 1234-5678", "+31  6 12345678", "+0 6 12345678", "+31 6"]) {
      settings.contact.whatsApp = phone;
      expect(messagesFor(settings, "contact.whatsApp"), phone).toHaveLength(1);
    }
  });
});

test("the knowledge base note's link words must be part of its text", () => {
  const settings = fixtureSettings();
  settings.knowledgeBaseNote.linkText = "Knowledgebase";
  expect(messagesFor(settings, "knowledgeBaseNote.linkText")).toHaveLength(1);
});

test("an unknown setting is an error, not silently ignored", () => {
  const settings = { ...fixtureSettings(), instagram: "https://www.instagram.com/sr" };
  expect(siteSettingsSchema.safeParse(settings).success).toBe(false);
});

describe("site health", () => {
  test("left out, the check notifies nobody and uses its default limits", () => {
    const settings = fixtureSettings() as Record<string, unknown>;
    delete settings.health;
    const parsed = siteSettingsSchema.parse(settings);
    expect(parsed.health).toEqual({ owners: [], youSaidWeDidMonths: 6, articleMonths: 3 });
  });

  test("an owner written as a mention gets the bare user name", () => {
    const settings = fixtureSettings() as Record<string, unknown>;
    settings.health = { owners: [{ username: "@sr-rsm-secretary" }] };
    expect(messagesFor(settings, "health.owners.0.username")).toEqual([
      '"@sr-rsm-secretary" is not a GitHub user name → write "sr-rsm-secretary"',
    ]);
  });

  test("a name GitHub would not allow is refused with an example", () => {
    const settings = fixtureSettings() as Record<string, unknown>;
    settings.health = { owners: [{ username: "Ada Vermeer" }] };
    expect(messagesFor(settings, "health.owners.0.username")).toEqual([
      '"Ada Vermeer" is not a GitHub user name → write the name from the person\'s GitHub profile, e.g. "sr-rsm-secretary"',
    ]);
  });

  test("a limit is a whole number of months", () => {
    const settings = fixtureSettings() as Record<string, unknown>;
    settings.health = { youSaidWeDidMonths: 0, articleMonths: 2.5 };
    expect(messagesFor(settings, "health.youSaidWeDidMonths")).toHaveLength(1);
    expect(messagesFor(settings, "health.articleMonths")).toHaveLength(1);
  });
});
