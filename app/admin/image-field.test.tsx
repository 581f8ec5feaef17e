// @vitest-environment jsdom
/**
 * The image field around Decap's own: it shows a saved picture once Decap has loaded it
 * (Decap's field asks once and keeps the loading placeholder), and a chosen file the site
 * cannot use never reaches the entry; the field keeps its picture and says why.
 */
import { act, render, screen } from "@testing-library/react";
import DecapImageWidget from "decap-cms-widget-image";
import { Component } from "react";
import { describe, expect, test, vi } from "vitest";
import { renderInDecapWidget } from "./decap/decap-widget.test-helper";
import { chosenFileProblem, type ImageFieldProps, imageFieldControl } from "./image-field";
import { rememberUploadNote } from "./pictures/upload-notes";

type Asset = { path: string; url: string; fileObj?: { size: number }; toString(): string };
const asset = (path: string, url: string, size?: number): Asset => ({
  path,
  url,
  ...(size === undefined ? {} : { fileObj: { size } }),
  toString: () => url,
});
/** Decap's answer while a picture loads. */
const placeholder = asset("empty.svg", "blob:empty");

/** Stands in for Decap's image control: like Decap's, it asks getAsset when the path or getAsset changes. */
class DecapImage extends Component<{
  value?: string;
  getAsset: (path: string) => unknown;
  onChange: (v: unknown) => void;
}> {
  override render() {
    const { value, getAsset } = this.props;
    return <img alt="" src={value ? String(getAsset(value)) : undefined} data-testid="field-picture" />;
  }
}

function renderField(props: Partial<ImageFieldProps> & Pick<ImageFieldProps, "getAsset">) {
  const Field = imageFieldControl(DecapImage as never);
  render(<Field value="../images/blog/a.jpg" field={{}} onChange={vi.fn()} {...props} />);
}

describe("a picture already saved", () => {
  test("shows once Decap has loaded it, though Decap's field asked while it loaded", () => {
    let loaded = false;
    const getAsset = vi.fn((path: string) => (loaded ? asset(path, "blob:a") : placeholder));
    // Decap's own image control, wrapped, in Decap's own Widget, as the editor draws every field.
    const Field = imageFieldControl(DecapImageWidget.controlComponent);
    const widget = renderInDecapWidget(Field as never, {
      value: "../images/blog/a.jpg",
      getAsset,
      isLoadingAsset: true,
    });
    const picture = () => screen.getByRole("presentation").getAttribute("src");
    expect(picture()).toBe("blob:empty");
    // Its pictures load; Decap's editor draws the Widget again, still loading: nothing changes…
    loaded = true;
    act(() => widget.update({ isLoadingAsset: true, hasActiveStyle: true }));
    expect(picture()).toBe("blob:empty");
    // …and once they have loaded, no longer loading: the field shows the picture.
    act(() => widget.update({ isLoadingAsset: false }));
    expect(picture()).toBe("blob:a");
  });

  test("asks nothing while nothing loads: no timer, no question until Decap's loading ends", () => {
    vi.useFakeTimers();
    try {
      const getAsset = vi.fn(() => placeholder);
      renderField({ getAsset });
      const asked = getAsset.mock.calls.length;
      act(() => vi.advanceTimersByTime(120_000));
      expect(getAsset.mock.calls.length).toBe(asked);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The wrapped image field, with the props Decap's own image control receives from it (field.props). */
function spiedImageField() {
  const field: { props: { onChange?: (value: unknown) => void } } = { props: {} };
  class Spy extends DecapImage {
    override render() {
      field.props = this.props;
      return super.render();
    }
  }
  return { SpyField: imageFieldControl(Spy as never), field };
}

describe("a chosen file", () => {
  test.each([
    ["IMG_0042.heic", undefined, /IMG_0042\.heic is an iPhone HEIC photo/],
    ["../images/blog/huge.jpg", 11 * 1024 * 1024, /huge\.jpg is 11\.0 MB, more than 10 MB/],
    ["../images/blog/minutes.pdf", 2000, /minutes\.pdf is a PDF file/],
  ])("%s is refused: the field keeps its value and says why", (chosen, size, says) => {
    const getAsset = (path: string) => asset(path, "blob:x", path === chosen ? size : undefined);
    const onRemoveInsertedMedia = vi.fn();
    const mediaPaths = {
      findKey: (predicate: (value: unknown) => boolean) => (predicate(chosen) ? "control-1" : undefined),
    };
    const onChange = vi.fn();
    const { SpyField, field } = spiedImageField();
    render(
      <SpyField
        value="../images/blog/a.jpg"
        field={{}}
        getAsset={getAsset}
        onChange={onChange}
        mediaPaths={mediaPaths}
        onRemoveInsertedMedia={onRemoveInsertedMedia}
      />,
    );
    act(() => field.props.onChange?.(chosen));
    expect(onChange).not.toHaveBeenCalled();
    expect(onRemoveInsertedMedia).toHaveBeenCalledWith("control-1");
    expect(screen.getByRole("alert").textContent).toMatch(says);
    expect(screen.getByRole("alert").textContent).toMatch(/The field keeps its picture\.$/);
  });

  test("a usable picture reaches the entry, and clears an earlier refusal", () => {
    const { SpyField, field } = spiedImageField();
    const onChange = vi.fn();
    render(
      <SpyField value="" field={{}} getAsset={(path: string) => asset(path, "blob:x", 1000)} onChange={onChange} />,
    );
    act(() => field.props.onChange?.("IMG_1.HEIC"));
    expect(screen.getByRole("alert")).toBeTruthy();
    act(() => field.props.onChange?.("../images/blog/stage.jpg"));
    expect(onChange).toHaveBeenCalledWith("../images/blog/stage.jpg");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a picture the upload check shrank or converted says so under the field", () => {
    rememberUploadNote("IMG_0042.jpg", "IMG_0042.HEIC was converted to JPEG.");
    renderField({ value: "../images/blog/img_0042.jpg", getAsset: (path: string) => asset(path, "blob:x", 1000) });
    expect(screen.getByRole("status").textContent).toBe("IMG_0042.HEIC was converted to JPEG.");
  });

  test("the message names the file and the content check's reason", () => {
    expect(chosenFileProblem("../images/blog/photo.jpg", asset("x", "y", 1000))).toBeNull();
    expect(chosenFileProblem("../images/blog/photo.HEIF", undefined)).toMatch(/^photo\.HEIF is an iPhone HEIC photo/);
  });
});
