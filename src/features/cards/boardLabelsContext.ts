// The board's labels for every card tile, handed down once by the board rather than selected
// by each of thousands of tiles (each selection is a store subscription run on every change).
import { createContext } from 'react';
import type { Label } from '../../domain/types';

export const BoardLabelsContext = createContext<Label[]>([]);
