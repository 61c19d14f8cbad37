import type { Label } from './types';

/** A new board's labels: six colours without names, as in Trello; renamed in card details. */
export const DEFAULT_LABELS: Label[] = [
  { id: 'green', name: '', color: 'green' },
  { id: 'orange', name: '', color: 'orange' },
  { id: 'red', name: '', color: 'red' },
  { id: 'purple', name: '', color: 'purple' },
  { id: 'blue', name: '', color: 'blue' },
  { id: 'sky', name: '', color: 'sky' },
];
