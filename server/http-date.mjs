/**
 * HTTP-date (RFC 9110 §5.6.7): the preferred IMF-fixdate and the two obsolete forms a
 * recipient must still accept. Anything else is not a date: `Date.parse` would read
 * "1" or "2024" as one, and a conditional request built on such a value must be ignored.
 */
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const month = `(${months.join("|")})`;
const time = "(\\d{2}):(\\d{2}):(\\d{2})";

const imfFixdate = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) ${month} (\\d{4}) ${time} GMT$`);
const rfc850 = new RegExp(
  `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-${month}-(\\d{2}) ${time} GMT$`,
);
const asctime = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ${month} ([ \\d]\\d) ${time} (\\d{4})$`);

function toSeconds(year, monthName, day, hour, minute, second) {
  const monthIndex = months.indexOf(monthName);
  if (day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const ms = Date.UTC(year, monthIndex, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March: such a date is not a valid one.
  if (new Date(ms).getUTCDate() !== day && second < 60) return null;
  return Math.floor(ms / 1000);
}

/** Seconds since the epoch for a valid HTTP-date, otherwise null. */
export function parseHttpDate(value) {
  if (typeof value !== "string") return null;
  let match = imfFixdate.exec(value);
  if (match) {
    const [, day, monthName, year, hour, minute, second] = match;
    return toSeconds(Number(year), monthName, Number(day), Number(hour), Number(minute), Number(second));
  }
  match = rfc850.exec(value);
  if (match) {
    const [, day, monthName, shortYear, hour, minute, second] = match;
    // Two-digit years: a year more than 50 years ahead is read as the last century's.
    const thisYear = new Date().getUTCFullYear();
    let year = 2000 + Number(shortYear);
    if (year > thisYear + 50) year -= 100;
    return toSeconds(year, monthName, Number(day), Number(hour), Number(minute), Number(second));
  }
  match = asctime.exec(value);
  if (match) {
    const [, monthName, day, hour, minute, second, year] = match;
    return toSeconds(Number(year), monthName, Number(day.trim()), Number(hour), Number(minute), Number(second));
  }
  return null;
}

/** The IMF-fixdate for a time in seconds since the epoch. */
export function formatHttpDate(seconds) {
  return new Date(seconds * 1000).toUTCString();
}
