import { redirect } from "react-router";
import { signOut } from "~/domain/accounts/accounts.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(await systemContext(), request);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
