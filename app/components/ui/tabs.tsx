import type * as React from "react";
import { createContext, type KeyboardEvent, useContext, useId, useState } from "react";
import { cn } from "~/lib/utils";

/**
 * Accessible tabs following the WAI-ARIA tabs pattern: arrow keys move between tabs
 * (and wrap), Home/End jump to the first and last, the panel follows focus. Written
 * in-repo rather than with Radix Tabs, which was tried and would push /join over its
 * first-load JavaScript budget for the same behaviour (figures in ADR 009). Panels are
 * always rendered so their text is in the prerendered HTML; without JavaScript
 * (`scripting: none`) every panel shows and the tab row, which would not work, is hidden.
 */
type TabsContextValue = { value: string; select: (value: string) => void; idPrefix: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be rendered inside <Tabs>");
  return context;
}

const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

export function Tabs({
  defaultValue,
  value: controlledValue,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  defaultValue: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const idPrefix = useId();
  function select(next: string) {
    setUncontrolledValue(next);
    onValueChange?.(next);
  }
  return (
    <TabsContext.Provider value={{ value, select, idPrefix }}>
      <div data-slot="tabs" className={cn("flex flex-col gap-6", className)} {...props} />
    </TabsContext.Provider>
  );
}

const navigationKeys = ["ArrowRight", "ArrowLeft", "Home", "End"];

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (!navigationKeys.includes(event.key)) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    const last = tabs.length - 1;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowRight"
            ? (current + 1) % tabs.length
            : (current - 1 + tabs.length) % tabs.length;
    tabs[next]?.focus();
    tabs[next]?.click();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={moveFocus}
      className={cn(
        "flex w-full flex-wrap gap-2 rounded-card border border-line bg-sand p-1.5 [@media(scripting:none)]:hidden",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.idPrefix, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.idPrefix, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      className={cn(
        "min-h-11 flex-1 rounded-pill px-4 text-sm font-semibold text-ink transition-colors hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-brand data-[state=active]:text-on-brand sm:text-base",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.idPrefix, value)}
      aria-labelledby={tabId(tabs.idPrefix, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content reachable by Tab
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-content"
      className={cn(
        "rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand [@media(scripting:enabled)]:data-[state=inactive]:hidden",
        className,
      )}
      {...props}
    />
  );
}
