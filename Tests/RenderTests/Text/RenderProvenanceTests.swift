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
        #expect(provenance.harfbuzz == "6.0.0")
        #expect(provenance.freetype.hasPrefix("2."))
        // Only what this tree draws: a tree without text records no font.
        #expect(RenderProvenance(of: try layout(Color.red)).fonts.isEmpty)
    }

    @Test func differencesNameTheFaceAndTheLibraries() {
        let inter = FontIdentity(family: "Inter", style: "Regular", file: "Inter-Regular.otf", revision: "3.019", checksum: "030e5ef7")
        var newer = inter
        newer.revision = "4.100"; newer.checksum = "0badf00d"
        let here = RenderProvenance(fonts: [newer], freetype: "2.13.2", harfbuzz: "8.3.0")
        let reference = RenderProvenance(fonts: [inter], freetype: "2.12.1", harfbuzz: "8.3.0")
        #expect(here.differences(from: reference) == [
            "Inter Regular: the reference was drawn with Inter Regular 3.019 (Inter-Regular.otf, checksum 030e5ef7), "
                + "this machine drew Inter Regular 4.100 (Inter-Regular.otf, checksum 0badf00d)",
            "FreeType 2.12.1 made the reference, 2.13.2 this image",
        ])
        #expect(reference.differences(from: reference).isEmpty)
        let dejaVu = FontIdentity(family: "DejaVu Sans", style: "Book", file: "DejaVuSans.ttf", revision: "2.370", checksum: "bab402eb")
        let standIn = RenderProvenance(fonts: [dejaVu], freetype: "2.12.1", harfbuzz: "8.3.0")
        #expect(standIn.differences(from: reference)
                == ["the reference's text was drawn with Inter; this machine drew DejaVu Sans instead (is the font installed?)"])
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
