import { createCookie, redirect } from "react-router";

export interface Toast {
  /** The words, or a catalog key ("office.clock.in") the page says in its reader's language. */
  message: string;
  /** A key's arguments. */
  values?: Record<string, string | number>;
  kind?: "success" | "error" | "info";
}

const toastCookie = createCookie("dd_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

/** Redirects and shows a toast at the top right on the next page (the "toast after each save"). */
export async function redirectWithToast(url: string, toast: Toast | string, init?: { headers?: Headers }) {
  const headers = new Headers(init?.headers);
  headers.append(
    "set-cookie",
    await toastCookie.serialize(typeof toast === "string" ? { message: toast } : toast),
  );
  return redirect(url, { headers });
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const toast = (await toastCookie.parse(request.headers.get("cookie"))) as Toast | null;
  const headers = new Headers();
  if (toast) headers.append("set-cookie", await toastCookie.serialize("", { maxAge: 0 }));
  return { toast: toast?.message ? toast : null, headers };
}
