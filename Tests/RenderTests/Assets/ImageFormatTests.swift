import Foundation
import LayoutDSL
import Render
import Testing

/// The image formats of asset catalogs beyond PNG, each decoded by its library, with the fixture's
/// own images (Tests/Fixtures/Assets.xcassets, all made here): a HEIF photo (libheif), a sideways
/// JPEG (libexif's orientation), a Display P3 JPEG (Little CMS), a PDF (poppler) with and without
/// its vector data preserved, an SVG (librsvg) drawn as a template.
struct ImageFormatTests: RendersWithFixtureCatalog {

    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255)

    func near(_ p: Pixel, _ q: Pixel, within tolerance: Int = 6) -> Bool {
        abs(Int(p.r) - Int(q.r)) <= tolerance && abs(Int(p.g) - Int(q.g)) <= tolerance && abs(Int(p.b) - Int(q.b)) <= tolerance && p.a == q.a
    }

    func imageSize(_ image: Image, scale: CGFloat) throws -> CGSize? {
        try layout(image, scale: scale).root.first { $0.type == "Image" }?.size
    }

    /// 32 × 16 pixels at 2x, red then blue, encoded by x265 at quality 95: 16 × 8 points, each
    /// half its colour within the codec's error away from the edge between them.
    @Test func heifPhotosDecode() throws {
        #expect(try imageSize(Image("Harbor"), scale: 2) == CGSize(width: 16, height: 8))
        let canvas = try render(Image("Harbor"), width: 16, height: 8, scale: 2)
        #expect(near(canvas[4, 8], red, within: 12) && near(canvas[27, 8], blue, within: 12))
        #expect(throws: ImageDecodingError.self) { try HEIF.decode(Data([0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0])) }
    }

    /// Stored 32 × 16 (red left, blue right) with EXIF orientation 6, "turn a quarter clockwise":
    /// shown upright it is 8 × 16 points at 2x, red on top and blue below, as iOS shows it.
    @Test func jpegOrientationIsApplied() throws {
        #expect(try imageSize(Image("Portrait"), scale: 2) == CGSize(width: 8, height: 16))
        let canvas = try render(Image("Portrait"), width: 8, height: 16, scale: 2)
        #expect(near(canvas[8, 4], red) && near(canvas[8, 27], blue))
    }

    /// A JPEG (and a PNG) of Display P3 components (189, 85, 60) with a Display P3 profile is sRGB
    /// (204, 77, 51) once converted (the components were computed from that sRGB colour with the two
    /// spaces' published primaries and D65): without the profile it would draw (189, 85, 60).
    @Test func embeddedProfilesAreConvertedToSRGB() throws {
        let canvas = try render(Image("Poppy"), width: 16, height: 16)
        #expect(near(canvas[8, 8], Pixel(r: 204, g: 77, b: 51, a: 255), within: 2), "\(canvas[8, 8])")
        // The same colour in a PNG's iCCP chunk: lossless, so within Little CMS's rounding.
        let png = try render(Image("PoppyPNG"), width: 4, height: 4)
        #expect(near(png[2, 2], Pixel(r: 204, g: 77, b: 51, a: 255), within: 1), "\(png[2, 2])")
    }

    /// A 20 × 10 pt PDF page (red left half, blue right): its natural size in points, drawn at 2x.
    /// Preserved, it is drawn again at the size it is shown, so ten times larger the edge between
    /// the halves stays one pixel sharp; rasterized (the default), the 20 × 10 drawing is
    /// stretched and the edge blurs over several pixels.
    @Test func pdfVectorImages() throws {
        #expect(try imageSize(Image("Logo"), scale: 2) == CGSize(width: 20, height: 10))
        #expect(try imageSize(Image("LogoRaster"), scale: 3) == CGSize(width: 20, height: 10))
        let natural = try render(Image("Logo"), width: 20, height: 10, scale: 2)
        #expect(natural[10, 10] == red && natural[30, 10] == blue)
        let preserved = try render(Image("Logo").resizable(), width: 200, height: 100)
        #expect(preserved[99, 50] == red && preserved[100, 50] == blue)
        let stretched = try render(Image("LogoRaster").resizable(), width: 200, height: 100)
        #expect(stretched[99, 50] != red && stretched[100, 50] != blue)
        #expect(stretched[80, 50] == red && stretched[120, 50] == blue)
    }

    /// An SVG with only a view box (12 × 12) is that many points; its set's "Render As: Template
    /// Image" fills its shape (a square 2 pt in) with the foreground style unless the view says
    /// `.original`.
    @Test func svgTemplateImages() throws {
        #expect(try imageSize(Image("Leaf"), scale: 3) == CGSize(width: 12, height: 12))
        let green = Pixel(r: 0, g: 255, b: 0, a: 255)
        let template = try render(Image("Leaf").foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 12, height: 12)
        #expect(template[6, 6] == green && template[1, 1] == .clear && template[10, 10] == .clear)
        let original = try render(Image("Leaf").renderingMode(.original).foregroundStyle(Color(red: 0, green: 1, blue: 0)), width: 12, height: 12)
        #expect(original[6, 6] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    /// A file that says it is a format and is not: one warning, nothing drawn; never a crash.
    @Test func undecodableFilesThrowWithTheLibrarysReason() throws {
        #expect(throws: ImageDecodingError.self) { try VectorDocument(Data("%PDF-1.4 nothing".utf8), kind: .pdf) }
        #expect(throws: ImageDecodingError.self) { try VectorDocument(Data("<svg".utf8), kind: .svg) }
        let document = try VectorDocument(Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>"#.utf8), kind: .svg)
        #expect(document.size == CGSize(width: 4, height: 2) && document.canvas(width: 0, height: 2) == nil)
        // A size past PDF's 14,400 pt a side is refused rather than drawn (or converted to pixels).
        #expect(throws: ImageDecodingError.self) {
            try VectorDocument(Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e300" height="2"/>"#.utf8), kind: .svg)
        }
    }
}
