import { useLocation, useSearchParams } from "react-router";

/**
 * The tab a detail page opens on: the form's tab when its save failed, else `?tab=`, else `fallback`. With the key
 * to give its `<Tabs>`, new after every navigation: after a save redirects back to the page, the page shows the tab
 * it asks for (with the toast) instead of staying on the Edit tab the person had clicked.
 */
export function useDetailTab(fallback: string, failedTab?: string) {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const tab = failedTab ?? params.get("tab") ?? fallback;
  return { tab, key: `${key}:${tab}` };
}
