/**
 * The shipped content grown by ten years, for `npm run bench:scale`: per year 30 events,
 * 15 articles, 6 "You said, we did" items and an album of 30 photos (some 300 events, 150
 * articles, 60 items and ten albums in all), written into a copy of a content folder. Each
 * event, article and album photo has a picture file of its own, linked (or copied) from the
 * benchmark's photo-like pictures and reused past their number, as an archive of real
 * photos would be. Deterministic: the same seed and pictures give the same files.
 */
import fs from "node:fs";
import path from "node:path";
import { entryFile, folderOf, pathFromFiles, registry } from "../../app/content/registry.ts";
import { seededRandom } from "./photo-like.mjs";

/** The files of each kind the archive grows, as the registry names them. */
const archiveFiles = {
  events: registry.events.files,
  articles: registry.blog.files,
  items: registry["you-said-we-did"].files,
  albums: registry.gallery.files,
};
/** Their folders under content/: where `npm run bench:scale` counts and edits the archive's files. */
export const archiveFolders = Object.fromEntries(
  Object.entries(archiveFiles).map(([kind, files]) => [kind, folderOf(files)]),
);

/** The archive's pictures, under content/. */
const picturesFolder = "images/archive";

/** Writes one content file of the archive: `files` is its registry pattern, `id` its entry's. */
function writeEntry(contentDir, files, id, text) {
  const file = path.join(contentDir, entryFile(files, id));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export const archiveShape = { years: 10, eventsPerYear: 30, articlesPerYear: 15, itemsPerYear: 6, photosPerAlbum: 30 };

const words = {
  event: [
    "Welcome",
    "Networking",
    "Career",
    "Study",
    "Pub",
    "Alumni",
    "Board",
    "Spring",
    "Winter",
    "Case",
    "Debate",
    "Sports",
  ],
  kind: [
    "Drinks",
    "Evening",
    "Workshop",
    "Quiz",
    "Lunch",
    "Fair",
    "Night",
    "Tour",
    "Marathon",
    "Symposium",
    "Dinner",
    "Day",
  ],
  place: [
    "Polak Building",
    "Sanders Building",
    "Erasmus Pavilion",
    "Theil Building",
    "Mandeville Building",
    "Van der Goot Building",
  ],
  topic: [
    "Feedback",
    "Exams",
    "Internships",
    "Sustainability",
    "Finance",
    "Marketing",
    "Ethics",
    "Data",
    "Start-ups",
    "Teaching",
  ],
  angle: ["What We Learned About", "A Year of", "Behind the Scenes of", "Rethinking", "Students on", "Lessons in"],
  first: ["Mila", "Sanne", "Daan", "Noor", "Lucas", "Emma", "Finn", "Julia", "Sem", "Lotte"],
  last: ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Boer", "Bos", "Kuipers"],
  sentence: [
    "Students met the programme team to talk about what works and what does not.",
    "The representatives collected feedback from every year group and shared it with the faculty.",
    "Several changes followed from the conversations, and a few questions are still open.",
    "Turnout was high, and the evening ended with plans for the next block.",
    "The board thanks everyone who joined and took the time to share their experience.",
    "More details follow in the next newsletter and on the events page.",
  ],
};
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The months with teaching: events and articles fall in them, not in the summer break. */
const activeMonths = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

const pad = (n, width = 2) => String(n).padStart(width, "0");
const isoDay = (year, month, day) => `${year}-${pad(month)}-${pad(day)}`;
const quoted = (text) => JSON.stringify(text);

/** Links `from` to `to` (the same bytes, no copy), or copies it where the file system cannot link. */
function placePicture(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

function frontMatter(fields, body) {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

/**
 * Writes the archive into `contentDir` (a copy of a content folder). `pictures` are the
 * photo-like picture files, used in turn. Returns how many files of each kind it wrote.
 */
export function growArchive(contentDir, { pictures, seed = 1, firstYear = 2014, shape = archiveShape }) {
  if (pictures.length === 0) throw new Error("growArchive: no pictures to use");
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  let nextPicture = 0;
  const picture = (to) => {
    placePicture(pictures[nextPicture % pictures.length], to);
    nextPicture += 1;
  };
  const paragraphs = (count) =>
    Array.from({ length: count }, () => Array.from({ length: 4 }, () => pick(words.sentence)).join(" "));
  const written = { events: 0, articles: 0, items: 0, albums: 0, photos: 0 };

  for (let year = firstYear; year < firstYear + shape.years; year += 1) {
    for (let n = 1; n <= shape.eventsPerYear; n += 1) {
      const id = `archive-${year}-event-${pad(n)}`;
      const month = activeMonths[(n - 1) % activeMonths.length];
      const day = between(1, 28);
      const kind = random();
      const timing =
        kind < 0.7
          ? { startTime: quoted(`${pad(between(12, 19))}:00`), endTime: quoted(`${pad(between(20, 22))}:30`) }
          : kind < 0.8
            ? { startTime: quoted("21:00"), endTime: quoted("02:00"), endsNextDay: "true" }
            : { endDate: isoDay(year, month, Math.min(28, day + between(0, 3))), allDay: "true" };
      picture(path.join(contentDir, picturesFolder, `${id}.jpg`));
      const fields = {
        title: quoted(`${pick(words.event)} ${pick(words.kind)} ${year}`),
        startDate: isoDay(year, month, day),
        ...timing,
        location: quoted(`${pick(words.place)}, Woudestein Campus`),
        image: `${pathFromFiles(archiveFiles.events, picturesFolder)}/${id}.jpg`,
        imageAlt: quoted("Photo of students at the event"),
      };
      writeEntry(contentDir, archiveFiles.events, id, frontMatter(fields, paragraphs(1)[0]));
      written.events += 1;
    }
    for (let n = 1; n <= shape.articlesPerYear; n += 1) {
      const id = `archive-${year}-article-${pad(n)}`;
      const month = activeMonths[(n - 1) % activeMonths.length] ?? 1;
      const tag = random();
      picture(path.join(contentDir, picturesFolder, `${id}.jpg`));
      const fields = {
        title: quoted(`${pick(words.angle)} ${pick(words.topic)} (${year})`),
        date: `${months[month - 1]} ${between(1, 28)}, ${year}`,
        author: `${pick(words.first)} ${pick(words.last)}`,
        image: `${pathFromFiles(archiveFiles.articles, picturesFolder)}/${id}.jpg`,
        imageAlt: quoted("Photo of students talking around a table"),
        description: quoted(pick(words.sentence)),
        tag: tag < 0.4 ? "Alumni" : tag < 0.8 ? "Faculty" : undefined,
      };
      const [intro, middle, end] = paragraphs(3);
      const body = `${intro}\n\n## What changed\n\n- ${pick(words.sentence)}\n- ${pick(words.sentence)}\n\n${middle}\n\n${end}`;
      writeEntry(contentDir, archiveFiles.articles, id, frontMatter(fields, body));
      written.articles += 1;
    }
    for (let n = 1; n <= shape.itemsPerYear; n += 1) {
      const id = `archive-${year}-item-${pad(n)}`;
      const raisedOn = isoDay(year, between(1, 6), between(1, 28));
      const status = pick(["Done", "Done", "Done", "Not possible", "In progress", "Raised"]);
      const fields = {
        title: quoted(`${pick(words.topic)}: item ${n} of ${year}`),
        raised: quoted(pick(words.sentence)),
        programme: quoted(pick(["IBA", "BA", "Pre-MSc", "All programmes"])),
        status: quoted(status),
        raisedOn,
        doneOn: status === "Done" ? isoDay(year, between(7, 12), between(1, 28)) : undefined,
        reason: status === "Not possible" ? quoted(pick(words.sentence)) : undefined,
      };
      writeEntry(contentDir, archiveFiles.items, id, frontMatter(fields, pick(words.sentence)));
      written.items += 1;
    }
    const albumFile = entryFile(archiveFiles.albums, String(year));
    const album = path.join(contentDir, path.dirname(albumFile));
    const photos = Array.from({ length: shape.photosPerAlbum }, (_, index) => {
      const file = `photo-${pad(index + 1)}.jpg`;
      picture(path.join(album, file));
      written.photos += 1;
      const caption = index % 5 === 0 ? `\n    caption: ${quoted(`${pick(words.event)} ${pick(words.kind)}`)}` : "";
      return `  - file: ${file}\n    alt: ${quoted(`Photo ${index + 1} of ${year}: students on campus`)}${caption}`;
    });
    writeEntry(contentDir, archiveFiles.albums, String(year), `year: "${year}"\nphotos:\n${photos.join("\n")}\n`);
    written.albums += 1;
  }
  return written;
}
