import classes from "./touch-targets.module.css";

/** On a page's frame: its standalone text links are at least 24 × 24 px to tap (see touch-targets.module.css). */
export const touchFriendly = classes.screen;

/** On one link or small control outside such a frame: at least 24 × 24 px to tap. */
export const tapTarget = classes.tap;
