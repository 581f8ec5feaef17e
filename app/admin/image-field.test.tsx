// @vitest-environment jsdom
/**
 * The image field around Decap's own: it shows a saved picture once Decap has loaded it
 * (Decap's field asks once and keeps the loading placeholder), and a chosen file the site
 * cannot use never reaches the entry; the field keeps its picture and says why.
 */
import { act, render, screen } from "@testing-library/react";
import { Component } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  chosenFileProblem,
  type ImageFieldProps,
  imageFieldControl,
  isLoadingPlaceholder,
  loadPolling,
} from "./image-field";

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

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderField(props: Partial<ImageFieldProps> & Pick<ImageFieldProps, "getAsset">) {
  const Field = imageFieldControl(DecapImage as never);
  render(<Field value="../images/blog/a.jpg" field={{}} onChange={vi.fn()} {...props} />);
}

describe("a picture already saved", () => {
  test("shows once Decap has loaded it, though Decap's field asked while it loaded", () => {
    let loaded = false;
    const getAsset = vi.fn((path: string) => (loaded ? asset(path, "blob:a") : placeholder));
    renderField({ getAsset });
    expect(screen.getByTestId("field-picture").getAttribute("src")).toBe("blob:empty");
    loaded = true;
    act(() => vi.advanceTimersByTime(loadPolling.everyMs));
    expect(screen.getByTestId("field-picture").getAttribute("src")).toBe("blob:a");
  });

  test("stops asking after a while when the picture never loads", () => {
    const getAsset = vi.fn(() => placeholder);
    renderField({ getAsset });
    act(() => vi.advanceTimersByTime(loadPolling.forMs + 5 * loadPolling.everyMs));
    const asked = getAsset.mock.calls.length;
    act(() => vi.advanceTimersByTime(10 * loadPolling.everyMs));
    expect(getAsset.mock.calls.length).toBe(asked);
  });

  test("Decap's loading placeholder is told from a picture", () => {
    expect(isLoadingPlaceholder(placeholder)).toBe(true);
    expect(isLoadingPlaceholder(asset("content/images/blog/a.jpg", "blob:a"))).toBe(false);
    expect(isLoadingPlaceholder(undefined)).toBe(false);
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

  test("the message names the file and the content check's reason", () => {
    expect(chosenFileProblem("../images/blog/photo.jpg", asset("x", "y", 1000))).toBeNull();
    expect(chosenFileProblem("../images/blog/photo.HEIF", undefined)).toMatch(/^photo\.HEIF is an iPhone HEIC photo/);
  });
});
