import type { Resolver } from "react-hook-form";
import type { FeedbackFormValues } from "./feedback-fields";
import type { FeedbackSubmission } from "./feedback-schema";

type FeedbackResolver = Resolver<FeedbackFormValues, unknown, FeedbackSubmission>;

let loading: Promise<FeedbackResolver> | undefined;

/**
 * Loads zod, the schema and the zod resolver (about 20 KB gzip) once, on demand. Call
 * it early (when the visitor first focuses the form) so the first submit does not wait.
 */
export function preloadFeedbackResolver(): Promise<FeedbackResolver> {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("./feedback-schema")]).then(
    ([{ zodResolver }, { feedbackSchema }]) => zodResolver(feedbackSchema),
  );
  return loading;
}

/** A react-hook-form resolver that validates with feedbackSchema, loaded lazily. */
export const lazyFeedbackResolver: FeedbackResolver = async (values, context, options) => {
  const resolve = await preloadFeedbackResolver();
  return resolve(values, context, options);
};
