// The calculator estimates moved to engine/finance (the browser calculator runs them); re-exported for the sandbox.
export { APR_CHOICES, calculatorPlans, DEFAULT_CALCULATOR_AMOUNT, type AprChoice, type CalculatorPlan } from '../../engine/finance/calculatorPlans';
