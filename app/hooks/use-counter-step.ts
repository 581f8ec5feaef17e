import { useEffect, useState } from "react";
import { counterTickMs } from "~/config/timing";
import { counterSteps } from "~/lib/counter";
import { prefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * One clock for all statistic counters. The prerendered HTML shows the final step
 * (readable without JavaScript); after hydration the count restarts from step 0 and
 * advances every tick, unless the visitor prefers reduced motion.
 */
export function useCounterStep(): number {
  const [step, setStep] = useState(counterSteps);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    setStep(0);
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= counterSteps) window.clearInterval(timer);
        return Math.min(current + 1, counterSteps);
      });
    }, counterTickMs);
    return () => window.clearInterval(timer);
  }, []);
  return step;
}
