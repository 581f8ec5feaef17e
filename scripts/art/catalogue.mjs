/**
 * Every generated image: output path (relative to the repository), size, scene and mood.
 * Other code references these paths, so the list is fixed; change scenes freely.
 */
const pad = (n) => String(n).padStart(2, "0");
const range = (count) => Array.from({ length: count }, (_, i) => i + 1);

const moodCycle = ["paper", "rose", "slate", "sand", "dusk", "rose", "paper", "slate", "night", "sand"];
const mood = (i) => moodCycle[i % moodCycle.length];

const hero = { width: 1600, height: 1000 };
const card = { width: 800, height: 600 };
const work = { width: 1200, height: 900 };

/** Each team's pictures, by their path under content/images/, with their scenes. */
const teams = [
  ["teams/representatives", "meeting", "lecture"],
  ["teams/marketing", "marketing", "marketing"],
  ["teams/events", "stage", "festival"],
  ["teams/student-support", "supportDesk", "supportDesk"],
];

const blogScenes = [
  "supportDesk",
  "lecture",
  "campus",
  "skyline",
  "meeting",
  "heritage",
  "marketing",
  "globe",
  "supportDesk",
  "campus",
];
const eventScenes = ["stage", "festival", "lecture", "skyline", "crowd", "meeting", "caps"];
const galleryScenes = [
  "festival",
  "stage",
  "campus",
  "crowd",
  "meeting",
  "skyline",
  "lecture",
  "caps",
  "heritage",
  "supportDesk",
];

export const catalogue = [
  { out: "content/images/home/hero.jpg", ...hero, scene: "skyline", mood: "rose" },
  { out: "content/images/stats/students.jpg", ...card, scene: "crowd", mood: "rose" },
  { out: "content/images/stats/nationalities.jpg", ...card, scene: "globe", mood: "sand" },
  { out: "content/images/stats/srians.jpg", ...card, scene: "meeting", mood: "slate" },
  { out: "content/images/stats/alumni.jpg", ...card, scene: "caps", mood: "paper" },
  { out: "content/images/stats/since.jpg", ...card, scene: "heritage", mood: "rose" },
  ...teams.flatMap(([team, heroScene, workScene], i) => [
    { out: `content/images/${team}.jpg`, ...hero, scene: heroScene, mood: mood(i * 2) },
    { out: `content/images/${team}-work.jpg`, ...work, scene: workScene, mood: mood(i * 2 + 1) },
  ]),
  { out: "content/images/about/hero.jpg", ...hero, scene: "campus", mood: "slate" },
  { out: "content/images/about/mission.jpg", ...work, scene: "heritage", mood: "sand" },
  { out: "content/images/join/hero.jpg", ...hero, scene: "festival", mood: "paper" },
  ...range(20).map((n) => ({
    out: `content/images/blog/blog-${pad(n)}.jpg`,
    width: 1600,
    height: 900,
    scene: blogScenes[(n - 1) % blogScenes.length],
    mood: mood(n + 3),
  })),
  ...range(13).map((n) => ({
    out: `content/images/events/event-${pad(n)}.jpg`,
    width: 1200,
    height: 800,
    scene: eventScenes[(n - 1) % eventScenes.length],
    mood: mood(n + 1),
  })),
  ...range(24).map((n) => ({
    out: `content/images/board/portrait-${pad(n)}.jpg`,
    width: 600,
    height: 750,
    scene: "portrait",
    index: n - 1,
  })),
  ...[
    [2025, 15],
    [2024, 4],
  ].flatMap(([year, count], y) =>
    range(count).map((n) => ({
      out: `content/gallery/${year}/photo-${pad(n)}.png`,
      width: 1600,
      height: 1067,
      scene: galleryScenes[(n - 1 + y * 3) % galleryScenes.length],
      mood: mood(n + y * 5),
    })),
  ),
  { out: "public/og-image.jpg", width: 1200, height: 630, scene: "socialCard", mood: "slate" },
];
