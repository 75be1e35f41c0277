import { data } from "react-router";

/** Any URL the route table does not know: the root error boundary shows "Page not found". */
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
