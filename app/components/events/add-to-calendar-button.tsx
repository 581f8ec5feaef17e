import type * as React from "react";
import { buttonVariants } from "~/components/ui/button";
import { CalendarPlus } from "~/components/ui/icons";
import { isAppleDevice } from "~/lib/calendar/apple-device";
import { cn } from "~/lib/utils";

export type AddToCalendarEvent = {
  id: string;
  title: string;
  /** Google Calendar link made at build time (calendar/google-calendar.ts). */
  googleCalendarUrl: string;
  /** The prerendered .ics file of this event. */
  calendarFile: string;
};

/** Saves a same-origin file under `filename` (the download attribute works for same-origin URLs only). */
function downloadFile(url: string, filename: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 'Add to Calendar': a link that opens Google Calendar's event form in a new tab, so it
 * works without JavaScript too. On iPhone, iPad and Mac the click downloads the
 * event's .ics file instead (decided on click, so the prerendered HTML is the same for
 * everyone).
 */
export function AddToCalendarButton({ event, className }: { event: AddToCalendarEvent; className?: string }) {
  function handleClick(click: React.MouseEvent<HTMLAnchorElement>) {
    const { userAgent, platform, maxTouchPoints } = navigator;
    if (isAppleDevice({ userAgent, platform, maxTouchPoints })) {
      click.preventDefault();
      downloadFile(event.calendarFile, `${event.id}.ics`);
    }
  }

  return (
    <a
      href={event.googleCalendarUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={handleClick}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      <CalendarPlus aria-hidden="true" />
      Add to Calendar
      <span className="sr-only">: {event.title} (opens in a new tab or downloads a calendar file)</span>
    </a>
  );
}
