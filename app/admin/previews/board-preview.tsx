import { BoardOverview } from "~/components/board/board-overview";
import { yearBoardFromEntry } from "./board";
import { PreviewPage } from "./preview-page";
import type { PreviewProps } from "./preview-props";
import { usePreviewAssets } from "./use-preview-assets";

/**
 * A board year as /board/{year} shows it: the site's own board page body (title band,
 * year heading, the member cards with their bios and contact links) with this year only.
 */
export default function BoardPreview({ entry, getAsset, document }: PreviewProps) {
  const resolveAsset = usePreviewAssets(getAsset);
  const board = yearBoardFromEntry(entry, resolveAsset);
  return (
    <PreviewPage document={document} title={`Board ${board.year}`}>
      <BoardOverview years={[board.year]} board={board} yearPage />
    </PreviewPage>
  );
}
