import * as z from 'zod/mini';
import { UNIT_SYSTEMS } from '../amounts';
import { endpoint } from '../define';

export const unitSystemSchema = z.enum(UNIT_SYSTEMS, { error: 'Unit system must be one of metric, us, as_written' });
export const householdUnitsSchema = z.object({ unit_system: unitSystemSchema });

export const getUnitSystem = endpoint({
  method: 'GET',
  path: '/household/unit-system',
  response: householdUnitsSchema,
  fallback: 'Failed to load unit preference',
  summary: "The household's unit system: how amounts are shown and summed (stored amounts never change)",
});

export const setUnitSystem = endpoint({
  method: 'PUT',
  path: '/household/unit-system',
  body: householdUnitsSchema,
  response: householdUnitsSchema,
  fallback: 'Failed to save unit preference',
  summary: "Set the household's unit system (Metric, US or As written)",
});
