import type { Font } from 'fontkit'

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /**
       * pdfkit 0.20 also takes a parsed fontkit font (`PDFFontFactory.open` accepts any `src`
       * with a `layout` method), which lets ./fonts.ts parse each font once per process.
       */
      registerFont(name: string, src: Font): this
    }
  }
}
