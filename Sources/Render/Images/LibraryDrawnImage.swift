import LayoutDSL

/// An image whose pixels a system library draws, in a way another version of it may change: a
/// vector document, which librsvg or poppler draws with cairo (curves flattened, edges
/// antialiased by cairo's rules). A render names those libraries in its provenance
/// (`RenderProvenance.images`), so a reference drawn with other versions can say so. A bitmap
/// names none: PNG is lossless, HEVC decoding is bit-exact by its standard and a HEIF photo's
/// colours are this package's (`HEIF`); JPEG (libjpeg-turbo) and colour profiles (Little CMS)
/// drew the same pixels on Debian 12 and 13 (`docs/reference/same-pixels.md`).
protocol LibraryDrawnImage: LoadedImage {
    /// The libraries and their versions ("librsvg 2.54.7, cairo 1.16.0"); nil for a bitmap.
    var library: String? { get }
}
