/** The site settings, saved again with the value put back through /admin: the file's own bytes. */
import path from "node:path";
import { read, removeMarker, type SaveCase, saveEntry } from "./save-entry";
import { marker } from "./saved-entries";

export const siteSaves: SaveCase = {
  covers: "site",
  rows: ["settings: site, value put back"],
  after: async ({ page, cms, saved, before, record }) => {
    await saveEntry(page, cms, saved, removeMarker(saved), (text) => !text.includes(marker));
    const after = read(path.join(cms.contentDir, saved.file));
    record({ label: "settings: site, value put back", file: saved.file, before, after });
  },
};
