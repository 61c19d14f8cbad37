// Numbers as the import says them ("1,200", "80.5 MB"), in the current language's way.
import { currentLocale } from '../../../i18n';

/** "1,200": every number a person reads has its thousands separated. */
export const formatCount = (count: number): string => count.toLocaleString(currentLocale());

/** "64 MB", "80.5 MB": rounded up, so a file just over a limit never reads as equal to it. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil(bytes / 1024 / 1024 / 0.1 - 1e-9);
  return new Intl.NumberFormat(currentLocale(), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(tenths / 10);
}
