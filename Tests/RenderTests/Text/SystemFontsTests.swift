import Foundation
import Testing
@testable import Render

/// CJK and emoji come from the files their Debian packages install, by exact path and face, not
/// from fontconfig's choice: the same file whatever its configuration.
struct SystemFontsTests {
    /// Each request opens the file and face fontconfig 2.14.1 matched on Debian 12
    /// (`fc-match -f '%{file} %{index}' 'Noto Sans CJK SC:weight=W'`), and only files that exist.
    @Test func eachRequestOpensThePackagedFile() {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-"
        for (weight, expected) in [(100, "Regular"), (400, "Regular"), (500, "Regular"), (600, "Bold"), (700, "Bold"), (900, "Bold")] {
            #expect(SystemFonts.file(family: "Noto Sans CJK SC", weight: weight, italic: false, exactWeight: false, exists: { _ in true })
                    == FontFile(path: cjk + expected + ".ttc", index: 2), "\(weight)")
        }
        let regularOnly = SystemFonts.file(family: "Noto Sans CJK SC", weight: 700, italic: false, exactWeight: false,
                                           exists: { $0.hasSuffix("Regular.ttc") })
        #expect(regularOnly == FontFile(path: cjk + "Regular.ttc", index: 2))
        #expect(SystemFonts.file(family: "Noto Color Emoji", weight: 700, italic: true, exactWeight: false, exists: { _ in true })
                == FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", index: 0))
        #expect(SystemFonts.file(family: "Noto Color Emoji", weight: 400, italic: false, exactWeight: false, exists: { _ in false }) == nil)
        #expect(SystemFonts.file(family: "Inter", weight: 400, italic: false, exactWeight: false, exists: { _ in true }) == nil)
    }

    /// The installed files are the faces the table names, at the revisions the engine was fitted to.
    @Test func theInstalledFilesAreTheFamilies() throws {
        for (family, faces) in SystemFonts.families {
            for face in faces {
                let file = FontFile(path: face.folder + "/" + face.file, index: face.index)
                let opened = try #require(TextEngine.shared.face(file), "\(face.file)")
                #expect(opened.identity.family == family)
                #expect(FontFiles.calibration[family]?.revision == opened.identity.revision, "\(face.file)")
            }
        }
    }
}
