/** Spanish texts of the PDF viewer. */
export const pdfViewerTexts = {
  loading: 'Cargando el documento…',
  frameTitle: (title: string) => `Documento: ${title}`,
  download: 'Descargar',
  openInNewTab: 'Abrir en una pestaña nueva',
} as const;
