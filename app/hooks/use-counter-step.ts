import { useEffect, useRef, useState } from "react";
import { counterSteps, counterTickMs } from "~/lib/counter";
import { prefersReducedMotion } from "~/lib/prefers-reduced-motion";

/**
 * One clock for all statistic counters. The prerendered HTML shows the final step
 * (readable without JavaScript); after hydration the count restarts from step 0 and
 * advances every tick, unless the visitor prefers reduced motion. `onFinished` runs once
 * the final step is shown (at once with reduced motion).
 */
export function useCounterStep(onFinished: () => void): number {
  const [step, setStep] = useState(counterSteps);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (prefersReducedMotion()) {
      finished.current();
      return;
    }
    let shown = 0;
    setStep(shown);
    const timer = window.setInterval(() => {
      shown += 1;
      setStep(shown);
      if (shown < counterSteps) return;
      window.clearInterval(timer);
      finished.current();
    }, counterTickMs);
    return () => window.clearInterval(timer);
  }, []);
  return step;
}
