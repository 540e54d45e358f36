/**
 * Measurement units (spec 000 §3 "Product"): imperial uses lbs and inches, otherwise kg and cm.
 * spec 002 §Enumerations numbers the systems: imperial 1, metric 2.
 */
import { type CommerceMessages, commerceMessages } from './messages';

export const MEASUREMENT_SYSTEMS = { IMPERIAL: 1, METRIC: 2 } as const;

export interface MeasurementUnits {
  /** 'lbs' or 'kg'. */
  weight: string;
  /** 'inches' or 'cm'. */
  length: string;
}

/** Whether `system` means imperial: the code 1 or the name 'imperial' (any case). */
export function isImperial(system: unknown): boolean {
  return (
    system === MEASUREMENT_SYSTEMS.IMPERIAL ||
    (typeof system === 'string' && system.toLowerCase() === 'imperial')
  );
}

/** The weight and length units for `system`; anything but imperial is metric. */
export function measurementUnits(
  system: unknown,
  messages?: Partial<CommerceMessages>,
): MeasurementUnits {
  const catalogue = commerceMessages(messages);
  return isImperial(system)
    ? { weight: catalogue.unitPounds, length: catalogue.unitInches }
    : { weight: catalogue.unitKilograms, length: catalogue.unitCentimeters };
}
