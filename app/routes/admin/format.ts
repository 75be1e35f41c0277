/** Badge colours shared by the admin pages. */
export const statusColor: Record<string, string> = {
  pending: "yellow",
  active: "teal",
  deactivated: "red",
  approved: "teal",
  rejected: "red",
  trialing: "blue",
  "past due": "orange",
  canceled: "gray",
  paid: "teal",
  failed: "red",
  refunded: "gray",
};
