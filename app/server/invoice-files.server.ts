/** HTTP answers for the invoice PDFs (office and pool owner alike): inline, named, never cached by a proxy. */
export function pdfResponse(body: Buffer, filename: string, download = false) {
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${download ? "attachment" : "inline"}; filename="${filename.replace(/[^\w.-]+/g, "-")}"`,
      "cache-control": "private, no-store",
    },
  });
}
