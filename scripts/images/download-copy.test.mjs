import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { downloadCopy } from "./download-copy.mjs";

/** EXIF as a phone writes it: camera, serial number, rotation and where the photo was taken. */
const phoneExif = {
  IFD0: { Make: "ExamplePhone", Model: "Model 7", Software: "Camera 1.2", Artist: "A. Student" },
  IFD2: { BodySerialNumber: "SN-0042", DateTimeOriginal: "2025:10:14 18:03:00" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "51/1 55/1 2712/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "4/1 31/1 3300/100",
  },
};

const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,55.45N"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * An IPTC record (caption and city) in a Photoshop APP13 segment, inserted after the
 * JPEG's start marker: sharp can read IPTC but not write it.
 */
function withIptc(jpeg) {
  const dataset = (tag, text) => Buffer.concat([Buffer.from([0x1c, 0x02, tag, 0, text.length]), Buffer.from(text)]);
  const iptc = Buffer.concat([dataset(0x78, "Student at the harbour"), dataset(0x5a, "Rotterdam")]);
  const resourceSize = Buffer.alloc(4);
  resourceSize.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([
    Buffer.from("8BIM"),
    Buffer.from([0x04, 0x04, 0, 0]),
    resourceSize,
    iptc,
    Buffer.alloc(iptc.length % 2),
  ]);
  const body = Buffer.concat([Buffer.from("Photoshop 3.0\0"), resource]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** The GPS IFD pointer (tag 0x8825) in either byte order of an EXIF block. */
const hasGps = (exif) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** 40×20 pixels, left half red and right half blue, stored with orientation 6 (turn 90° clockwise). */
async function phonePhoto() {
  const half = { width: 20, height: 20, channels: 3 };
  const left = await sharp({ create: { ...half, background: "#ff0000" } })
    .png()
    .toBuffer();
  const right = await sharp({ create: { ...half, background: "#0000ff" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#000000" } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: 20, top: 0 },
    ])
    .withExif(phoneExif)
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .withXmp(xmp)
    .jpeg({ quality: 95 })
    .toBuffer();
  return withIptc(jpeg);
}

describe("downloadCopy", () => {
  it("drops EXIF (GPS, camera, serial), XMP and IPTC from a phone JPEG and turns it upright", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The fixture really carries what must go.
    expect(before.exif && hasGps(before.exif)).toBe(true);
    expect(before.exif?.includes("ExamplePhone")).toBe(true);
    expect(before.xmp?.toString()).toContain("GPSLatitude");
    expect(before.iptc?.includes("Rotterdam")).toBe(true);
    expect([before.orientation, before.width, before.height]).toEqual([6, 40, 20]);

    const copy = await downloadCopy(photo);
    const after = await sharp(copy).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(copy.includes("ExamplePhone")).toBe(false);
    expect(copy.includes("Rotterdam")).toBe(false);
    // Upright: 20 wide, 40 high, the left (red) half now on top.
    expect([after.width, after.height]).toEqual([20, 40]);
    const { data } = await sharp(copy).raw().toBuffer({ resolveWithObject: true });
    const top = [...data.subarray(0, 3)];
    const bottom = [...data.subarray(data.length - 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(bottom[2]).toBeGreaterThan(200);
    // The colour profile describes colours, not the photographer: it stays.
    expect(after.icc).toBeInstanceOf(Buffer);
    expect(after.icc?.length).toBeGreaterThan(0);
  });

  it("keeps a PNG lossless, pixel for pixel, without its EXIF and XMP", async () => {
    const source = await sharp({ create: { width: 30, height: 10, channels: 3, background: "#b8102e" } })
      .withExif(phoneExif)
      .withXmp(xmp)
      .png({ palette: true })
      .toBuffer();
    const before = await sharp(source).metadata();
    expect(before.exif && hasGps(before.exif)).toBe(true);
    expect(before.xmp?.toString()).toContain("<x:xmpmeta");

    const copy = await downloadCopy(source);
    const after = await sharp(copy).metadata();
    expect(after.format).toBe("png");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    const pixels = (image) => sharp(image).removeAlpha().raw().toBuffer();
    expect((await pixels(copy)).equals(await pixels(source))).toBe(true);
  });
});
