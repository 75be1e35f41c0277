import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";

/** Public marketing site: open to everyone. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
