import { i18n } from '.';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * "1.5 MB" in English, "1.5 एमबी" in Hindi: sizes as the contracts' formatBytes writes them (1 KB =
 * 1024 bytes, one decimal under 10), with the unit in the interface language (`units.*`).
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // Numbers, not strings: i18next writes them in the reader's digits (১.৫ এমবি in Bengali).
  if (unit < 0) return i18n.t('units.bytes', { value: bytes });
  return i18n.t(`units.${UNITS[unit]}`, { value: Number(value.toFixed(value < 10 ? 1 : 0)) });
}
