// The offline page (offline.html) in Spanish when the browser asks for it. A file, not an inline script: the
// Content-Security-Policy allows only the app's own scripts. "Try again" reloads the address that failed.
(() => {
  const words = {
    es: {
      lang: "es",
      pageTitle: "Sin conexión — Drip Drop",
      title: "Sin conexión",
      text: "Esta página necesita conexión. Su día y las paradas que abrió hoy siguen funcionando.",
      day: "Abrir Mi día",
      retry: "Reintentar",
    },
  };
  const language = (navigator.language || "en").toLowerCase().slice(0, 2);
  const w = words[language];
  if (w) {
    document.documentElement.lang = w.lang;
    document.title = w.pageTitle;
    for (const id of ["title", "text", "day", "retry"]) document.getElementById(id).textContent = w[id];
  }
  document.getElementById("retry").addEventListener("click", () => location.reload());
})();
