import { createContext, useContext } from "react";

/**
 * The request's CSP nonce while the server renders the document (app/entry.server.tsx), for inline scripts React
 * Router does not render itself (Mantine's ColorSchemeScript). "" in the browser: scripts the server sent already ran.
 */
export const CspNonceContext = createContext("");

export const useCspNonce = () => useContext(CspNonceContext);
