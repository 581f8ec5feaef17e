// @vitest-environment jsdom
/**
 * The contract between the adapter (adapter.ts, editor-dom.ts) and the installed Decap CMS:
 * each test holds one internal the editor depends on to what Decap does, against Decap's
 * own code — its Widget and image control drawn for real, or, where a module of Decap
 * cannot be drawn alone (its actions and reducers need the whole store), the code that
 * implements the behaviour, read from the installed package. A failure names the internal
 * and the adapter's part to update (README, "Upgrading Decap").
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { act, fireEvent, screen } from "@testing-library/react";
import en from "decap-cms-locales/dist/esm/en/index.js";
import DecapImageWidget from "decap-cms-widget-image";
import { Component } from "react";
import { describe, expect, test, vi } from "vitest";
import {
  forgetChosenPath,
  isImmutableCollection,
  isImmutableList,
  isLoadingPlaceholder,
  picturesDoneLoading,
  refusal,
  saveActionLabel,
  wrappedShouldUpdate,
} from "./adapter";
import { renderInDecapWidget } from "./decap-widget.test-helper";
import { fieldKeyOfId } from "./editor-dom";

const require = createRequire(import.meta.url);
const decapCore = path.dirname(require.resolve("decap-cms-core/package.json"));

/** A file of the installed decap-cms-core's build, the code /admin bundles. */
const decapSource = (file: string) => fs.readFileSync(path.join(decapCore, "dist/esm", file), "utf8");

/** Fails with the adapter's words when Decap's code no longer holds `pattern`. */
function expectDecapCode(file: string, pattern: RegExp, internal: string) {
  expect(
    pattern.test(decapSource(file)),
    `decap-cms-core's ${file} no longer matches ${pattern}: ${internal} has changed; update app/admin/decap/adapter.ts`,
  ).toBe(true);
}

/** What the spy control was given and asked last (spyControl() starts afresh). */
const seen: { props: Record<string, unknown>; asked: Record<string, unknown>[] } = { props: {}, asked: [] };

/** A control that records what Decap's Widget gives it and asks of it. */
class Spy extends Component<Record<string, unknown>> {
  override shouldComponentUpdate(next: Record<string, unknown>) {
    seen.asked.push(next);
    return true;
  }
  isValid = () => refusal("refused here", this.props.parentIds);
  override render() {
    seen.props = this.props;
    return null;
  }
}

function spyControl() {
  seen.props = {};
  seen.asked = [];
  return { Spy, seen };
}

describe("Decap's Widget and the controls it draws", () => {
  test("gives every control the props the adapter reads beyond Decap's typings", () => {
    const { Spy, seen } = spyControl();
    renderInDecapWidget(Spy as never);
    for (const prop of ["getEntry", "query", "resolveWidget", "validate", "getAsset", "onRemoveInsertedMedia"]) {
      expect(typeof seen.props[prop], `Decap's Widget no longer gives a control \`${prop}\`: update adapter.ts`).toBe(
        "function",
      );
    }
    expect(seen.props.forID, "the control's id (`forID`)").toBe("image-field-7");
    expect(seen.props.parentIds, "the ids around the field (`parentIds`)").toEqual(["members-field-3", "item-key"]);
    expect(seen.props.mediaPaths, "the chosen media paths (`mediaPaths`)").toBeDefined();
  });

  test("asks the control whether to redraw with its own props, once its pictures finished loading", () => {
    const { Spy, seen } = spyControl();
    const widget = renderInDecapWidget(Spy as never, { isLoadingAsset: false });
    act(() => widget.update({ isLoadingAsset: true }));
    const whileLoading = seen.asked.length;
    act(() => widget.update({ isLoadingAsset: true, hasActiveStyle: true }));
    expect(seen.asked.length, "Decap asks nothing while its pictures load").toBe(whileLoading);
    act(() => widget.update({ isLoadingAsset: false }));
    const afterLoading = seen.asked.slice(whileLoading);
    expect(
      afterLoading.some(picturesDoneLoading),
      "Decap's Widget no longer asks its control's shouldComponentUpdate with `isLoadingAsset: false` when its pictures have loaded: the image field would keep the placeholder",
    ).toBe(true);
    expect(wrappedShouldUpdate(null, {})).toBeUndefined();
  });

  test("takes a control's refusal from its isValid and reports it as the field's error", () => {
    const { Spy, seen } = spyControl();
    const onValidate = vi.fn();
    renderInDecapWidget(Spy as never, { onValidate, value: "a value" });
    act(() => (seen.props.validate as () => void)());
    expect(onValidate, "Decap's Widget reports what the control's isValid answers").toHaveBeenCalledWith([
      { type: "CUSTOM", message: "refused here", parentIds: ["members-field-3", "item-key"] },
    ]);
  });
});

describe("Decap's image control and its chosen media", () => {
  test("a path chosen in the media library waits in mediaPaths under the control's id until it is dropped", async () => {
    const { fromJS } = await import("immutable");
    const onOpenMediaLibrary = vi.fn();
    const onChange = vi.fn();
    const onRemoveInsertedMedia = vi.fn();
    const widget = renderInDecapWidget(DecapImageWidget.controlComponent as never, {
      value: "",
      onOpenMediaLibrary,
      onChange,
      onRemoveInsertedMedia,
    });
    fireEvent.click(screen.getByRole("button", { name: "editor.editorWidgets.image.choose" }));
    const controlID = onOpenMediaLibrary.mock.calls[0]?.[0]?.controlID;
    expect(typeof controlID, "Decap's image control opens the media library with its control id").toBe("string");
    const mediaPaths = fromJS({ [controlID]: "../images/blog/IMG_0042.heic" });
    act(() => widget.update({ mediaPaths }));
    expect(onChange, "the control takes the path chosen for it from mediaPaths").toHaveBeenCalledWith(
      "../images/blog/IMG_0042.heic",
    );
    forgetChosenPath({ mediaPaths, onRemoveInsertedMedia }, "../images/blog/IMG_0042.heic");
    expect(onRemoveInsertedMedia).toHaveBeenCalledWith(controlID);
  });

  test("Decap's image widget is registered as `image` with a control to wrap", () => {
    expect(DecapImageWidget.Widget().name).toBe("image");
    expect(typeof DecapImageWidget.controlComponent.prototype.shouldComponentUpdate).toBe("function");
  });
});

describe("Decap's code the adapter relies on", () => {
  test("a picture still loading is answered with the AssetProxy of `empty.svg`", () => {
    expectDecapCode(
      "actions/media.js",
      /const emptyAsset = createAssetProxy\(\{\s*path: 'empty\.svg'/,
      "the placeholder",
    );
    expectDecapCode("actions/media.js", /if \(isLoading\) \{\s*return emptyAsset;/, "the placeholder");
    expect(isLoadingPlaceholder({ path: "empty.svg" })).toBe(true);
  });

  test("its editor tells the Widget whether pictures are loading", () => {
    expectDecapCode(
      "components/Editor/EditorControlPane/EditorControl.js",
      /isLoadingAsset = selectIsLoadingAsset\(state\.medias\)/,
      "`isLoadingAsset`",
    );
  });

  test("an upload's AssetProxy keeps its File as fileObj", () => {
    expectDecapCode("valueObjects/AssetProxy.js", /this\.fileObj = file;/, "an upload's `fileObj`");
  });

  test("a control's id is `<name>-field-<n>`", () => {
    expectDecapCode(
      "components/Editor/EditorControlPane/EditorControl.js",
      /uniqueId\(`\$\{this\.props\.field\.get\('name'\)\}-field-`\)/,
      "the control ids",
    );
    expect(fieldKeyOfId("members-field-12")).toBe("members");
  });

  test("a new entry's draft is marked newRecord", () => {
    expectDecapCode(
      "reducers/entryDraft.js",
      /case DRAFT_CREATE_EMPTY:[\s\S]{0,200}'newRecord'\], true\)/,
      "`newRecord`",
    );
  });

  test("a save refused by the form rejects without a reason", () => {
    expectDecapCode(
      "actions/entries.js",
      /if \(!fieldsErrors\.isEmpty\(\)\) \{[\s\S]{0,600}return Promise\.reject\(\);/,
      "the refused save's rejection",
    );
  });

  test("the media library uploads the file of its upload input at once", () => {
    expectDecapCode("components/UI/FileUploadButton.js", /nc-fileUploadButton/, "the upload button's class");
    expectDecapCode(
      "components/MediaLibrary/MediaLibrary.js",
      /files: fileList\s*\} = event\.dataTransfer \|\| event\.target/,
      "the upload's input",
    );
  });
});

describe("Decap's words and data", () => {
  test("the toolbar's English labels of the actions that save are the ones refusals.ts watches", () => {
    const toolbar = en.editor.editorToolbar;
    for (const label of [toolbar.publishNow, toolbar.publishAndCreateNew, toolbar.publishAndDuplicate, toolbar.save]) {
      expect(label, "a label of an action that saves").toMatch(saveActionLabel);
    }
    for (const label of [toolbar.published, toolbar.unpublish, toolbar.duplicate, toolbar.deleteEntry]) {
      expect(label, "a label of an action that does not save").not.toMatch(saveActionLabel);
    }
  });

  test("Decap's data are Immutable.js collections: a List can push, a Map cannot", async () => {
    const immutable = (await import(
      /* @vite-ignore */ createRequire(path.join(decapCore, "package.json")).resolve("immutable")
    )) as typeof import("immutable");
    const list = immutable.List(["a"]);
    const map = immutable.Map({ a: 1 });
    expect(isImmutableCollection(list) && isImmutableCollection(map)).toBe(true);
    expect(isImmutableList(list)).toBe(true);
    expect(isImmutableList(map)).toBe(false);
  });
});
