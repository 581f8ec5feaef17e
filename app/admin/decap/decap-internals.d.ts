/** Decap's own modules that the adapter's contract tests draw (decap-cms-core ships no types for them). */
declare module "decap-cms-core/dist/esm/components/Editor/EditorControlPane/Widget.js" {
  import type { ComponentType } from "react";

  const Widget: ComponentType<Record<string, unknown>>;
  export default Widget;
}

declare module "decap-cms-widget-image" {
  import type { ComponentType } from "react";

  const DecapImageWidget: {
    Widget(): { name: string };
    controlComponent: ComponentType<Record<string, unknown>> & { prototype: { shouldComponentUpdate?: unknown } };
  };
  export default DecapImageWidget;
}

declare module "decap-cms-locales/dist/esm/en/index.js" {
  const en: { editor: { editorToolbar: Record<string, string> } };
  export default en;
}
