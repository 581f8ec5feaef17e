import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Download, LoaderCircle } from "~/components/ui/icons";
import type { GalleryPhoto } from "~/content/page-data";
import { downloadFile, photoFileName } from "~/lib/download";

/**
 * Saves the full-size original (without camera or location metadata) as 'SR-Photo-{year}-{n}.png'. While it runs the button
 * reads 'Downloading...' and is aria-disabled (not `disabled`, which would drop the
 * keyboard focus out of the dialog). A failure is only logged, never shown.
 */
export function DownloadPhotoButton({ photo }: { photo: GalleryPhoto }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(photo.image.original, photoFileName(photo.year, photo.number, photo.image.original));
    } catch (error) {
      console.warn(`Could not download SR Photo ${photo.number}, ${photo.year}:`, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" onClick={download} aria-disabled={busy || undefined} className="aria-disabled:opacity-70">
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {busy ? "Downloading..." : "Download"}
    </Button>
  );
}
