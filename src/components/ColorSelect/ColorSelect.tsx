import { COLOR_KEYS, type ColorKey } from '../../domain/palette';
import { Select } from '../CardDetails/cardDetails.styles';
import { colourName } from '../../messages/colours';

/** A native select of the palette's colours, by name. */
export function ColorSelect({
  value,
  label,
  onChange,
}: {
  value: ColorKey;
  label: string;
  onChange: (color: ColorKey) => void;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as ColorKey)}
    >
      {COLOR_KEYS.map((key) => (
        <option key={key} value={key}>
          {colourName(key)}
        </option>
      ))}
    </Select>
  );
}
