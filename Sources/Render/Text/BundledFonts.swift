import LayoutDSL

/// The fonts that travel with the package, in Render's resources (`Sources/Render/Fonts`, each
/// family's folder with its licence: the SIL Open Font License for Inter, Noto and Material
/// Design Icons, Bitstream Vera's for DejaVu, Apache 2.0 for Material Icons).
///
/// They are the very files the engine's metrics, the stand-in's tracking (`StandInTracking`), the
/// symbols' sizes and every reference image were fitted to and drawn with (Debian 12's packages,
/// `FontFiles.calibration`). A family shipped here is opened from here, by file name, and never
/// looked up through fontconfig, whose answer depends on what a machine has installed and how it
/// is configured: the same view draws the same glyphs on every machine. The CJK and colour emoji
/// faces (19 to 20 MB each) are too large to ship and stay system fonts, named in each image's
/// provenance.
enum BundledFonts {
    /// One file of a family: its OpenType weight class, whether it slants (italic or oblique), and
    /// which face of a collection (`.ttc`) it is.
    struct Face {
        let folder: String, file: String, weight: Int, italic: Bool
        var index = 0
    }

    /// The shipped faces by family name, as fontconfig and the files' `name` tables spell it.
    static let families: [String: [Face]] = [
        FontFiles.system: inter,
        FontFiles.serif: upright("DejaVu", "DejaVuSerif.ttf", bold: "DejaVuSerif-Bold.ttf")
            + slanted("DejaVu", "DejaVuSerif-Italic.ttf", bold: "DejaVuSerif-BoldItalic.ttf"),
        FontFiles.monospaced: upright("DejaVu", "DejaVuSansMono.ttf", bold: "DejaVuSansMono-Bold.ttf")
            + slanted("DejaVu", "DejaVuSansMono-Oblique.ttf", bold: "DejaVuSansMono-BoldOblique.ttf"),
        FontFiles.arabic: upright("NotoSans", "NotoSansArabic-Regular.ttf", bold: "NotoSansArabic-Bold.ttf"),
        FontFiles.hebrew: upright("NotoSans", "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf"),
        SystemSymbol.IconFont.materialIcons.rawValue: [Face(folder: "MaterialIcons", file: "MaterialIcons-Regular.ttf", weight: 400,
                                                        italic: false)],
        SystemSymbol.IconFont.materialDesignIcons.rawValue: [Face(folder: "MaterialDesignIcons", file: "materialdesignicons-webfont.ttf",
                                                              weight: 400, italic: false)],
    ]

    /// Inter's nine weights, upright and italic (`Inter-SemiBoldItalic.otf`; the regular italic is
    /// `Inter-Italic.otf`).
    private static let inter: [Face] = {
        let names = [(100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
                     (700, "Bold"), (800, "ExtraBold"), (900, "Black")]
        return names.flatMap { weight, name in
            [Face(folder: "Inter", file: "Inter-\(name).otf", weight: weight, italic: false),
             Face(folder: "Inter", file: "Inter-\(weight == 400 ? "" : name)Italic.otf", weight: weight, italic: true)]
        }
    }()

    private static func upright(_ folder: String, _ regular: String, bold: String) -> [Face] {
        [Face(folder: folder, file: regular, weight: 400, italic: false), Face(folder: folder, file: bold, weight: 700, italic: false)]
    }

    private static func slanted(_ folder: String, _ regular: String, bold: String) -> [Face] {
        [Face(folder: folder, file: regular, weight: 400, italic: true), Face(folder: folder, file: bold, weight: 700, italic: true)]
    }

    /// The face fontconfig would match among a family's files: the requested slant where the
    /// family has it (fontconfig ranks slant above weight), then the nearest weight, the lighter
    /// of two as near; with `exactWeight`, only that weight. Nil for a family not shipped.
    static func face(family: String, weight: Int, italic: Bool, exactWeight: Bool) -> Face? {
        families[family].flatMap { nearest($0, weight: weight, italic: italic, exactWeight: exactWeight) }
    }

    /// Among a family's faces, the one fontconfig would match (see `face(family:weight:italic:exactWeight:)`).
    static func nearest(_ faces: [Face], weight: Int, italic: Bool, exactWeight: Bool) -> Face? {
        let slanted = faces.filter { $0.italic == italic }
        let candidates = slanted.isEmpty ? faces : slanted
        if exactWeight { return candidates.first { $0.weight == weight } }
        return candidates.min { (abs($0.weight - weight), $0.weight) < (abs($1.weight - weight), $1.weight) }
    }

    /// The shipped file for a request, in the resources' `fonts` folder; nil for a family not
    /// shipped, a weight `exactWeight` does not find, or when the resources are not found.
    static func file(family: String, weight: Int, italic: Bool, exactWeight: Bool, fonts: String? = RenderResources.fonts) -> FontFile? {
        guard let fonts, let face = face(family: family, weight: weight, italic: italic, exactWeight: exactWeight) else { return nil }
        return FontFile(path: fonts + "/" + face.folder + "/" + face.file, index: 0)
    }
}
