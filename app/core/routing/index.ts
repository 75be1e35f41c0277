/**
 * Route optimisation for Drip Drop: pure TypeScript, no I/O. See README.md in this folder for the model,
 * the algorithms and the benchmark figures.
 */
import { type SolveOptions, solveVrpCore, type VrpProblem, type VrpResult } from "./vrp";

export type {
  BalanceAssignment,
  BalanceDay,
  BalanceStop,
  BalanceTechnician,
  BalanceWeekInput,
  BalanceWeekResult,
} from "./balance-week";
export { balanceWeek } from "./balance-week";
export type { FlatMatrix, HaversineOptions, LatLng, MatrixInput } from "./matrix";
export { haversineMatrix } from "./matrix";
export type { OrderRouteInput, OrderRouteResult, OrderRouteStop } from "./order-route";
export { orderRoute } from "./order-route";
export type { SolveOptions, VrpProblem, VrpResult, VrpRoute, VrpStop, VrpVehicle } from "./vrp";

/**
 * Solves a rich VRP: heterogeneous vehicles (start, closed/open/fixed end, capacity, shift, max duration, fixed
 * cost), stops (service, demand, time window, allowed vehicles), asymmetric matrices. Every stop is served once
 * or reported in `unassigned` with a reason; constraints always hold; never worse than `options.initialRoutes`.
 */
export function solveVrp(problem: VrpProblem, options: SolveOptions = {}): VrpResult {
  return solveVrpCore(problem, options);
}
