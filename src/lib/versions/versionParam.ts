/**
 * How a docs version is written in an address (?missing-in-version=next):
 * the name a reader sees in the version's paths, never the docs plugin's id
 * ('current' is the plugin's name for the Next docs).
 */
import {NEXT_VERSION, RELEASED_VERSIONS, versionPath} from '../../config/versions';

/** The Next docs in an address: their path segment. */
const NEXT_IN_ADDRESS = versionPath(NEXT_VERSION);

/** 'current' → 'next', '1.0' → '1.0'. */
export function versionInAddress(id: string): string {
  return id === NEXT_VERSION ? NEXT_IN_ADDRESS : id;
}

/**
 * The version id an address names, or undefined for a name no version has.
 * 'current' still reads as Next, for links written before the label.
 */
export function versionFromAddress(value: string): string | undefined {
  const name = value.trim().toLowerCase();
  if (name === NEXT_IN_ADDRESS || name === NEXT_VERSION) return NEXT_VERSION;
  return RELEASED_VERSIONS.find((id) => id === name);
}
