import { useEffect, useState } from "react";

/**
 * The current year. Prerendered HTML carries the build year (so hydration matches);
 * after hydration the visitor's clock takes over, in case the build is older.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
