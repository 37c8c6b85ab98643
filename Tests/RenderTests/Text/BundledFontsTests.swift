import Foundation
import Testing
@testable import Render
import LayoutDSL

/// The fonts the package ships, and the file each request opens.
struct BundledFontsTests {
    /// What fontconfig 2.14.1 matched on Debian 12, with every font package the references were
    /// drawn with installed (`fc-match -f '%{file}' 'FAMILY:weight=W:slant=S'`, W fontconfig's
    /// weight for OpenType 100 to 900, S 0 or 100): the files the engine drew with before the
    /// package shipped them, which it must still draw with. A row: a family and slant, then the
    /// file for each weight from 100 to 900.
    static let fontconfigMatches: [(family: String, italic: Bool, files: [String])] = [
        ("Inter", false, ["Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
                          "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf"]),
        ("Inter", true, ["Inter-ThinItalic.otf", "Inter-ExtraLightItalic.otf", "Inter-LightItalic.otf", "Inter-Italic.otf",
                         "Inter-MediumItalic.otf", "Inter-SemiBoldItalic.otf", "Inter-BoldItalic.otf", "Inter-ExtraBoldItalic.otf",
                         "Inter-BlackItalic.otf"]),
        ("DejaVu Serif", false, Array(repeating: "DejaVuSerif.ttf", count: 5) + Array(repeating: "DejaVuSerif-Bold.ttf", count: 4)),
        ("DejaVu Serif", true, Array(repeating: "DejaVuSerif-Italic.ttf", count: 5)
            + Array(repeating: "DejaVuSerif-BoldItalic.ttf", count: 4)),
        ("DejaVu Sans Mono", false, Array(repeating: "DejaVuSansMono.ttf", count: 5)
            + Array(repeating: "DejaVuSansMono-Bold.ttf", count: 4)),
        ("DejaVu Sans Mono", true, Array(repeating: "DejaVuSansMono-Oblique.ttf", count: 5)
            + Array(repeating: "DejaVuSansMono-BoldOblique.ttf", count: 4)),
        // No italic: the upright faces, as fontconfig gives them.
        ("Noto Sans Arabic", true, Array(repeating: "NotoSansArabic-Regular.ttf", count: 5)
            + Array(repeating: "NotoSansArabic-Bold.ttf", count: 4)),
        ("Noto Sans Hebrew", false, Array(repeating: "NotoSansHebrew-Regular.ttf", count: 5)
            + Array(repeating: "NotoSansHebrew-Bold.ttf", count: 4)),
    ]

    @Test func eachRequestOpensTheFileFontconfigMatched() {
        for row in Self.fontconfigMatches {
            for (index, expected) in row.files.enumerated() {
                let weight = 100 * (index + 1)
                let face = BundledFonts.face(family: row.family, weight: weight, italic: row.italic, exactWeight: row.family == "Inter")
                #expect(face?.file == expected, "\(row.family) \(weight) \(row.italic ? "italic" : "upright")")
            }
        }
        // Inter at a weight it lacks is no file (the engine then warns and draws Regular); another family is not shipped.
        #expect(BundledFonts.face(family: "Inter", weight: 450, italic: false, exactWeight: true) == nil)
        #expect(BundledFonts.face(family: "Noto Sans CJK SC", weight: 400, italic: false, exactWeight: false) == nil)
    }

    /// Every shipped file is in the resources beside the test bundle, opens, and says in its own
    /// `name` table that it is the family and style the table files it under.
    @Test func theShippedFilesAreTheFacesTheTableNames() throws {
        let fonts = try #require(RenderResources.fonts)
        #expect(fonts.hasSuffix("/LayoutDSL_Render.resources/Fonts"))
        for (family, faces) in BundledFonts.families {
            for face in faces {
                let file = FontFile(path: fonts + "/" + face.folder + "/" + face.file, index: 0)
                let opened = try #require(TextEngine.shared.face(file), "\(face.file)")
                #expect(opened.identity.family == family)
                let slants = opened.identity.style.contains("Italic") || opened.identity.style.contains("Oblique")
                #expect(slants == face.italic, "\(face.file) is \(opened.identity.style)")
                #expect(FontFiles.calibration[family]?.revision == opened.identity.revision, "\(face.file)")
            }
        }
    }

    @Test func theSystemFontComesFromThePackage() throws {
        let file = try #require(FontFiles.resolve(family: "Inter", weight: 600, italic: false, exactWeight: true))
        #expect(file.path == RenderResources.fonts.map { $0 + "/Inter/Inter-SemiBold.otf" })
    }

    /// The bundle is found from the binary's own file, as `/proc/self/maps` names it.
    @Test func theBinaryIsTheMappedFileHoldingAnAddress() {
        let maps = """
        55d0c0000000-55d0c0010000 r--p 00000000 fe:00 42      /opt/app/bin/snap
        7f0000000000-7f0000002000 r-xp 00002000 fe:00 43      /opt/app/lib/snap/libSnapRuntime.so
        7f0000002000-7f0000003000 rw-p 00000000 00:00 0
        7f0000003000-7f0000004000 rw-p 00000000 00:00 0       [heap]
        """
        #expect(RenderResources.mappedFile(containing: 0x7f00_0000_1000, maps: maps) == "/opt/app/lib/snap/libSnapRuntime.so")
        #expect(RenderResources.mappedFile(containing: 0x55d0_c000_0000, maps: maps) == "/opt/app/bin/snap")
        #expect(RenderResources.mappedFile(containing: 0x7f00_0000_2800, maps: maps) == nil)
        #expect(RenderResources.mappedFile(containing: 0x7f00_0000_3800, maps: maps) == nil)
        #expect(RenderResources.candidates(beside: "/opt/app/bin/snap")
                == ["/opt/app/bin/LayoutDSL_Render.resources", "/opt/app/lib/snap/LayoutDSL_Render.resources"])
    }
}
