/**
 * Events' date and time fields and what each must turn into, in absolute terms (UTC
 * instants, Amsterdam days). The calendar tests compare against this table under several
 * process time zones, so a result that depends on the machine's zone fails. The cases
 * are the tests' own (the same events as the fixture content in tests/fixtures).
 */
import type { EventTiming } from "~/lib/event-dates";

export type ScheduleCase = { id: string; timing: EventTiming } & (
  | { allDay: true; startDay: string; endDay: string }
  | { allDay: false; startUtc: string; endUtc: string; startLocal: string; endLocal: string }
);

export const scheduleCases: ScheduleCase[] = [
  {
    id: "alumni-networking-evening-2024",
    timing: { startDate: "2024-11-21", startTime: "18:30", endTime: "21:00" },
    allDay: false,
    startUtc: "2024-11-21T17:30:00.000Z",
    endUtc: "2024-11-21T20:00:00.000Z",
    startLocal: "2024-11-21T18:30",
    endLocal: "2024-11-21T21:00",
  },
  {
    id: "board-election-night-2024",
    timing: { startDate: "2024-12-12", startTime: "19:00", endTime: "22:00" },
    allDay: false,
    startUtc: "2024-12-12T18:00:00.000Z",
    endUtc: "2024-12-12T21:00:00.000Z",
    startLocal: "2024-12-12T19:00",
    endLocal: "2024-12-12T22:00",
  },
  {
    id: "course-evaluation-lunch-2025",
    timing: { startDate: "2025-11-13", startTime: "12:00", endTime: "13:30" },
    allDay: false,
    startUtc: "2025-11-13T11:00:00.000Z",
    endUtc: "2025-11-13T12:30:00.000Z",
    startLocal: "2025-11-13T12:00",
    endLocal: "2025-11-13T13:30",
  },
  {
    id: "end-of-year-barbecue-2025",
    timing: { startDate: "2025-06-19", startTime: "17:00", endTime: "22:00" },
    allDay: false,
    startUtc: "2025-06-19T15:00:00.000Z",
    endUtc: "2025-06-19T20:00:00.000Z",
    startLocal: "2025-06-19T17:00",
    endLocal: "2025-06-19T22:00",
  },
  {
    id: "freshers-welcome-drinks-2025",
    timing: { startDate: "2025-09-04", startTime: "18:00", endTime: "21:00" },
    allDay: false,
    startUtc: "2025-09-04T16:00:00.000Z",
    endUtc: "2025-09-04T19:00:00.000Z",
    startLocal: "2025-09-04T18:00",
    endLocal: "2025-09-04T21:00",
  },
  // A single time: the default length of 2 hours.
  {
    id: "halloween-pub-quiz-2024",
    timing: { startDate: "2024-10-31", startTime: "20:00" },
    allDay: false,
    startUtc: "2024-10-31T19:00:00.000Z",
    endUtc: "2024-10-31T21:00:00.000Z",
    startLocal: "2024-10-31T20:00",
    endLocal: "2024-10-31T22:00",
  },
  // A multi-day all-day range ends the day after its last day.
  {
    id: "introduction-days-2024",
    timing: { startDate: "2024-10-14", endDate: "2024-10-18", allDay: true },
    allDay: true,
    startDay: "2024-10-14",
    endDay: "2024-10-19",
  },
  {
    id: "meet-the-programme-directors-2025",
    timing: { startDate: "2025-05-22", startTime: "18:00", endTime: "20:00" },
    allDay: false,
    startUtc: "2025-05-22T16:00:00.000Z",
    endUtc: "2025-05-22T18:00:00.000Z",
    startLocal: "2025-05-22T18:00",
    endLocal: "2025-05-22T20:00",
  },
  {
    id: "recruitment-week-2025",
    timing: { startDate: "2025-09-15", endDate: "2025-09-19", allDay: true },
    allDay: true,
    startDay: "2025-09-15",
    endDay: "2025-09-20",
  },
  {
    id: "spring-boat-tour-2025",
    timing: { startDate: "2025-04-24", startTime: "14:00", endTime: "17:00" },
    allDay: false,
    startUtc: "2025-04-24T12:00:00.000Z",
    endUtc: "2025-04-24T15:00:00.000Z",
    startLocal: "2025-04-24T14:00",
    endLocal: "2025-04-24T17:00",
  },
  {
    id: "study-skills-workshop-2025",
    timing: { startDate: "2025-10-08", startTime: "17:30" },
    allDay: false,
    startUtc: "2025-10-08T15:30:00.000Z",
    endUtc: "2025-10-08T17:30:00.000Z",
    startLocal: "2025-10-08T17:30",
    endLocal: "2025-10-08T19:30",
  },
  // The last Sunday of March 2025: summer time (UTC+2) has just begun.
  {
    id: "sunday-study-marathon-2025",
    timing: { startDate: "2025-03-30", startTime: "10:00", endTime: "18:00" },
    allDay: false,
    startUtc: "2025-03-30T08:00:00.000Z",
    endUtc: "2025-03-30T16:00:00.000Z",
    startLocal: "2025-03-30T10:00",
    endLocal: "2025-03-30T18:00",
  },
  {
    id: "welcome-back-picnic-2024",
    timing: { startDate: "2024-09-06", allDay: true },
    allDay: true,
    startDay: "2024-09-06",
    endDay: "2024-09-07",
  },
];
