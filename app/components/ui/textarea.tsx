import type * as React from "react";
import { cn } from "~/lib/utils";
import { controlClassName } from "./input";

export function Textarea({ className, rows = 6, ...props }: React.ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClassName, "min-h-36 resize-y py-3", className)} {...props} />;
}
