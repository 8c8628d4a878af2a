import { createContext, useContext } from 'react';

export interface CalculatorDock {
  /** where the docked calculator goes: beside the question on a wide screen */
  element: HTMLElement | null;
  /** the bottom sheet's height on a smaller screen (0 when closed): the exam leaves that much room below */
  setSheetHeight: (pixels: number) => void;
}

export const CalculatorDockContext = createContext<CalculatorDock | null>(null);

export const useCalculatorDock = () => useContext(CalculatorDockContext);
