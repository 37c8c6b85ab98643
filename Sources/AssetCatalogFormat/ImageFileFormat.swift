/// The image files snap decodes, by extension: PNG, JPEG, HEIF and AVIF bitmaps and PDF and SVG
/// documents (Render's `ImageFile` reads each by its first bytes). An image set's file of another
/// kind is skipped with a warning, and `Image("name.ext")` looks for these.
public enum ImageFileFormat {
    public static let decodableExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "heif", "avif", "avci", "pdf", "svg"]
}
