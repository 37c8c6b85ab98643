import Foundation
import Testing
@testable import Render
import LayoutDSL

/// What made a render's text pixels, read from the font files themselves. The figures are
/// Debian 12's packages, which `scripts/install-deps.sh` installs: Inter-Regular.otf of
/// fonts-inter 4.0~beta7+ds-1 has `head.fontRevision` 3.019 and `checkSumAdjustment` 0x030e5ef7
/// (read with a hex dump of its `head` table).
struct RenderProvenanceTests {
    @Test func aTreeRecordsTheFacesItsTextUses() throws {
        let tree = try layout(VStack {
            Text("Regular")
            Text("Bold").bold()
            LayoutDSL.Canvas { context, _ in context.draw(Text("Drawn"), at: .zero) }.frame(width: 50, height: 20)
        })
        let provenance = RenderProvenance(of: tree)
        let regular = try #require(provenance.fonts.first { $0.family == "Inter" && $0.style == "Regular" })
        #expect(regular == FontIdentity(family: "Inter", style: "Regular", file: "Inter-Regular.otf", revision: "3.019", checksum: "030e5ef7"))
        #expect(provenance.fonts.contains { $0.family == "Inter" && $0.style == "Bold" })
        #expect(provenance.fonts == provenance.fonts.sorted())
        let libraries = RenderLibraries.current
        #expect(libraries.harfbuzz == "6.0.0")
        #expect(libraries.freetype.hasPrefix("2."))
        #expect(libraries.summary == "FreeType \(libraries.freetype), HarfBuzz 6.0.0")
        // Only what this tree draws: a tree without text records no font.
        #expect(RenderProvenance(of: try layout(Color.red)).fonts.isEmpty)
    }

    /// A failing comparison names the face that differs, as the emoji face does between Debian 12
    /// (2.042) and 13 (2.051), and a family this machine replaced; the libraries are not compared.
    @Test func differencesNameTheFace() {
        let emoji = FontIdentity(family: "Noto Color Emoji", style: "Regular", file: "NotoColorEmoji.ttf", revision: "2.042",
                                 checksum: "8a3c6c8e")
        var newer = emoji
        newer.revision = "2.051"; newer.checksum = "0badf00d"
        let inter = FontIdentity(family: "Inter", style: "Regular", file: "Inter-Regular.otf", revision: "3.019", checksum: "030e5ef7")
        let here = RenderProvenance(fonts: [inter, newer])
        let reference = RenderProvenance(fonts: [inter, emoji])
        #expect(here.differences(from: reference) == [
            "Noto Color Emoji Regular is 2.051 (NotoColorEmoji.ttf, checksum 0badf00d) here; "
                + "the reference was drawn with 2.042 (NotoColorEmoji.ttf, checksum 8a3c6c8e)",
        ])
        #expect(reference.differences(from: reference).isEmpty)
        let dejaVu = FontIdentity(family: "DejaVu Sans", style: "Book", file: "DejaVuSans.ttf", revision: "2.370", checksum: "bab402eb")
        #expect(RenderProvenance(fonts: [dejaVu]).differences(from: RenderProvenance(fonts: [inter]))
                == ["the reference's text was drawn with Inter; this machine drew DejaVu Sans instead (is the font installed?)"])
    }

    /// A vector image names the libraries that drew it; a render without one records none, so
    /// its JSON is the fonts alone.
    @Test func vectorImagesNameTheirLibraries() throws {
        let svg = Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect width=\"4\" height=\"4\"/></svg>".utf8)
        let image = try #require(VectorImage(document: try VectorDocument(svg, kind: .svg), displayScale: 1, renderingIntent: nil))
        let library = try #require(image.library)
        #expect(library.hasPrefix("librsvg 2.") && library.contains(", cairo 1."), "\(library)")
        #expect(image.raster.library == library)
        let inter = FontIdentity(family: "Inter", style: "Regular", file: "Inter-Regular.otf", revision: "3.019", checksum: "030e5ef7")
        let json = String(decoding: try JSONEncoder().encode(RenderProvenance(fonts: [inter])), as: UTF8.self)
        #expect(!json.contains("images"))
        let here = RenderProvenance(fonts: [inter], images: [library, library])
        #expect(here.images == [library])
        let older = RenderProvenance(fonts: [inter], images: ["librsvg 2.50.0, cairo 1.16.0"])
        #expect(here.differences(from: older)
                == ["its vector images are drawn with \(library) here; the reference's were drawn with librsvg 2.50.0, cairo 1.16.0"])
    }

    /// A face of another revision than the engine was fitted to is named in one line; the
    /// calibrated revision and families the engine was not fitted to say nothing.
    @Test func calibrationNamesAnotherRevision() {
        let inter = FontIdentity(family: "Inter", style: "Regular", file: "Inter-Regular.otf", revision: "3.019", checksum: "030e5ef7")
        #expect(FontFiles.differenceFromCalibration(inter) == nil)
        var other = inter
        other.revision = "4.001"
        #expect(FontFiles.differenceFromCalibration(other) == "Inter is revision 4.001 here (Inter-Regular.otf); its metrics were "
                + "fitted to revision 3.019 (Debian 12's fonts-inter 4.0~beta7+ds-1), so text and symbols measure and draw "
                + "differently from references made with it")
        #expect(FontFiles.differenceFromCalibration(FontIdentity(family: "Brand Sans", style: "Regular", file: "b.ttf",
                                                                 revision: "1.000", checksum: "00000000")) == nil)
    }
}
