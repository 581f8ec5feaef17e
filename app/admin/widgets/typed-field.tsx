/**
 * The date and time fields of /admin, registered with Decap's public widget API
 * (`CMS.registerWidget`) under the names of their kinds (`day`, `humanDate`, `time`) and
 * drawn inside the `checked` widget like every value field, which runs the field's rule.
 *
 * A box the editor types into (`inputmode="numeric"`: the digits keyboard on a phone),
 * read as they type whatever the browser's language (typed-kinds.ts); a button that opens
 * the platform's own calendar or clock (`showPicker()` on a native date or time input,
 * whose value is ISO in every language); and, beside them, what was understood, in words
 * and relative to today ("Sunday 20 December 2026 · in 3 weeks"), before anything is
 * saved. Every control is at least 44 × 44 CSS pixels, for a finger.
 */
import { useId, useRef, useState } from "react";
import type { CalendarDate } from "~/lib/dates";
import { type TypedKind, valueFor } from "./typed-kinds";

/** The props Decap gives a widget's control that these fields read. */
export type TypedFieldProps = {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  isDisabled?: boolean;
};

/** The smallest box a finger hits reliably (WCAG 2.5.5). */
const touchSize = 44;

const styles = {
  box: {
    display: "flex",
    alignItems: "center",
    gap: "8px",
    padding: "4px 4px 4px 16px",
  },
  input: {
    flex: "1 1 auto",
    minWidth: 0,
    minHeight: `${touchSize}px`,
    border: 0,
    padding: 0,
    background: "transparent",
    color: "inherit",
    font: "inherit",
    outline: "none",
  },
  pickerPlace: { position: "relative", flex: "none", display: "flex" },
  button: {
    width: `${touchSize}px`,
    height: `${touchSize}px`,
    display: "grid",
    placeItems: "center",
    border: "1px solid #c9ccd6",
    borderRadius: "6px",
    background: "#f4f5f8",
    color: "#313d3e",
    cursor: "pointer",
  },
  // Under the button, where the platform opens its picker; invisible, never focused by Tab.
  picker: {
    position: "absolute",
    left: 0,
    bottom: 0,
    width: "100%",
    height: "1px",
    padding: 0,
    border: 0,
    opacity: 0,
    pointerEvents: "none",
  },
  line: { margin: "6px 0 0", minHeight: "20px", fontSize: "14px", lineHeight: "20px", color: "#313d3e" },
  warning: { margin: "2px 0 0", fontSize: "14px", lineHeight: "20px", color: "#8a4b00", fontWeight: 600 },
} as const;

function CalendarIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** Decap may hold a day as a Date (a YAML reader's); the field works with the text. */
function savedText(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === "string" ? value : "";
}

/** Opens the platform's picker of a native input; where `showPicker` is missing or refused, a click on it does. */
function openPicker(input: HTMLInputElement | null) {
  if (!input) return;
  try {
    input.showPicker();
  } catch {
    input.click();
  }
}

export function TypedField({
  kind,
  today,
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
  isDisabled = false,
}: TypedFieldProps & { kind: TypedKind; today: CalendarDate }) {
  const saved = savedText(value);
  const [text, setText] = useState(() => kind.boxText(saved));
  const [savedSeen, setSavedSeen] = useState(saved);
  const picker = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const lineId = `${forID ?? ownId}-understood`;

  if (saved !== savedSeen) {
    // A value from elsewhere (the picker, Decap restoring a draft): the box shows it.
    setSavedSeen(saved);
    if (valueFor(kind, text) !== saved) setText(kind.boxText(saved));
  }

  const shown = kind.shownBack(saved, today);
  // Short: once the field has been checked, its rule's message above says what to type.
  const notYet = kind.picker === "date" ? "Not a date yet" : "Not a time yet";
  const line = shown ? shown.line : text.trim() === "" ? "" : notYet;
  const pickerName = kind.picker === "date" ? "Pick the day from a calendar" : "Pick the time from a clock";

  const typed = (next: string) => {
    setText(next);
    onChange(valueFor(kind, next));
  };
  const picked = (next: string) => {
    const read = kind.fromPicker(next);
    if (read === null) return;
    setText(kind.boxText(read));
    onChange(read);
  };
  const left = () => {
    // What was read is shown the file's way back in the box ('13/11/25' becomes '13-11-2025').
    if (kind.read(text) !== null) setText(kind.boxText(saved));
    setInactiveStyle?.();
  };

  return (
    <div>
      <div className={classNameWrapper} style={styles.box}>
        <input
          id={forID}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={kind.placeholder}
          value={text}
          disabled={isDisabled}
          aria-describedby={lineId}
          onChange={(event) => typed(event.currentTarget.value)}
          onFocus={setActiveStyle}
          onBlur={left}
          style={styles.input}
        />
        <span style={styles.pickerPlace}>
          <button
            type="button"
            aria-label={pickerName}
            title={pickerName}
            disabled={isDisabled}
            onClick={() => openPicker(picker.current)}
            style={styles.button}
          >
            {kind.picker === "date" ? <CalendarIcon /> : <ClockIcon />}
          </button>
          <input
            ref={picker}
            type={kind.picker}
            tabIndex={-1}
            aria-hidden="true"
            value={kind.toPicker(saved)}
            disabled={isDisabled}
            onChange={(event) => picked(event.currentTarget.value)}
            style={styles.picker}
          />
        </span>
      </div>
      <p id={lineId} aria-live="polite" style={styles.line}>
        {line}
      </p>
      {shown?.warning ? <p style={styles.warning}>⚠ {shown.warning}</p> : null}
    </div>
  );
}
