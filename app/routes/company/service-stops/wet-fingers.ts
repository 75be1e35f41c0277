import classes from "./wet-fingers.module.css";

/** On the technician's screens: every control at least 44 × 44 px to tap (see wet-fingers.module.css). */
export const wetFingers = classes.wet;

/** A reading's field in the readings grid: its input on the same line as its neighbours' (classNames of an input). */
export const readingField = {
  root: classes.reading,
  label: classes.readingLabel,
  wrapper: classes.readingInput,
  description: classes.readingHint,
  error: classes.readingError,
};
