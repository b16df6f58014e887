// The calculator estimates moved to engine/finance (the browser calculator runs them); re-exported for the sandbox.
export { calculatorPlans, type AprChoice, type CalculatorPlan } from '../../engine/finance/calculatorPlans';
