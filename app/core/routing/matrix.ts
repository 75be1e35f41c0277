/**
 * Matrices: the solver takes square matrices either as `number[][]` or as a flat row-major {@link FlatMatrix}
 * (`data[i * size + j]` is the value from node i to node j). Nothing assumes symmetry.
 */

/** A square matrix stored row-major: `data[i * size + j]` is from i to j. */
export interface FlatMatrix {
  size: number;
  data: Float64Array | number[];
}

export type MatrixInput = FlatMatrix | number[][];

/** Copies any accepted matrix form into a flat Float64Array (row-major) and returns its size. */
export function toFlat(matrix: MatrixInput): FlatMatrix & { data: Float64Array } {
  if (Array.isArray(matrix)) {
    const size = matrix.length;
    const data = new Float64Array(size * size);
    for (let i = 0; i < size; i++) {
      const row = matrix[i];
      if (row.length !== size) throw new Error(`matrix row ${i} has ${row.length} values, expected ${size}`);
      for (let j = 0; j < size; j++) data[i * size + j] = row[j];
    }
    return { size, data };
  }
  if (matrix.data.length !== matrix.size * matrix.size)
    throw new Error("flat matrix data is not size × size");
  return {
    size: matrix.size,
    data: matrix.data instanceof Float64Array ? matrix.data : Float64Array.from(matrix.data),
  };
}

/** True when the matrix equals its transpose (within a relative tolerance). */
export function isSymmetric(m: FlatMatrix, tolerance = 1e-9): boolean {
  const { size, data } = m;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const a = data[i * size + j];
      const b = data[j * size + i];
      if (Math.abs(a - b) > tolerance * Math.max(1, Math.abs(a), Math.abs(b))) return false;
    }
  }
  return true;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface HaversineOptions {
  /** Road distance ÷ straight-line distance (1.3 is a common urban figure). Default 1.3. */
  roadFactor?: number;
  /** Average driving speed in km/h (35 mph ≈ 56.3 km/h). Default 56.33. */
  speedKmh?: number;
}

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Great-circle distances between points × a road factor, and driving times at an average speed.
 * Returns flat row-major Float64Arrays (`distances[i * size + j]`, meters; `durations`, seconds), symmetric with
 * zero diagonals — pass them straight to {@link orderRoute}, {@link solveVrp} or {@link balanceWeek}.
 */
export function haversineMatrix(
  points: LatLng[],
  { roadFactor = 1.3, speedKmh = 56.33 }: HaversineOptions = {},
): { size: number; distances: Float64Array; durations: Float64Array } {
  const size = points.length;
  const distances = new Float64Array(size * size);
  const durations = new Float64Array(size * size);
  const lat = points.map((p) => (p.lat * Math.PI) / 180);
  const lng = points.map((p) => (p.lng * Math.PI) / 180);
  const cosLat = lat.map(Math.cos);
  const metersPerSecond = (speedKmh * 1000) / 3600;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const sLat = Math.sin((lat[j] - lat[i]) / 2);
      const sLng = Math.sin((lng[j] - lng[i]) / 2);
      const h = sLat * sLat + cosLat[i] * cosLat[j] * sLng * sLng;
      const meters = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))) * roadFactor;
      distances[i * size + j] = distances[j * size + i] = meters;
      durations[i * size + j] = durations[j * size + i] = meters / metersPerSecond;
    }
  }
  return { size, distances, durations };
}
