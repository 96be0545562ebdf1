import { PLAN_UNITS, type PlanUnits } from '@atelier/domain/floor-plans';
import { useSyncExternalStore } from 'react';

/** The visitor's choice of units for plans, remembered in this browser (the server draws imperial). */
const STORAGE_KEY = 'plan-units';
const CHANGED = 'plan-units-changed';

function read(): PlanUnits {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return PLAN_UNITS.find((units) => units === stored) ?? 'imperial';
  } catch {
    // Storage refused (private mode, blocked cookies): the choice lasts for the page only.
    return memory;
  }
}

let memory: PlanUnits = 'imperial';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function usePlanUnits(): [PlanUnits, (units: PlanUnits) => void] {
  const units = useSyncExternalStore(subscribe, read, () => 'imperial' as const);
  const choose = (next: PlanUnits) => {
    memory = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Kept in memory only.
    }
    window.dispatchEvent(new Event(CHANGED));
  };
  return [units, choose];
}
