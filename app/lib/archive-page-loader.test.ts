import { expect, test, vi } from "vitest";
import { loadArchivePage } from "./archive-page-loader";

const request = new Request("https://sr.example.org/events/year/2019");

test("gives the page's data as it arrives", async () => {
  const page = { path: "/events/year/2019", events: [] };
  await expect(loadArchivePage({ request, serverLoader: async () => page })).resolves.toBe(page);
});

test("when the data does not arrive, says that the page failed, with a warning, instead of throwing", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const failure = new TypeError("Failed to fetch");
  const answer = await loadArchivePage({ request, serverLoader: () => Promise.reject(failure) });
  expect(answer).toEqual({ path: "/events/year/2019", failed: true });
  expect(warn).toHaveBeenCalledWith(failure);
});

test("a path the browser got as the not-found document answers 404 without asking for data", async () => {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name: request.url, responseStatus: 404 } as unknown as PerformanceEntry,
  ]);
  const serverLoader = vi.fn(async () => ({ path: "/events/year/2019" }));
  const thrown = await loadArchivePage({ request, serverLoader }).catch((error: unknown) => error);
  // What `data(null, { status: 404 })` throws, which the router turns into a 404 response.
  expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  expect(serverLoader).not.toHaveBeenCalled();
});
