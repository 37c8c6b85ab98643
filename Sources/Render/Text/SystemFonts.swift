import Foundation

/// The faces too large to travel with the package (`BundledFonts`): Noto Sans CJK and Noto Color
/// Emoji, 19 to 20 MB each. They are opened from the exact files Debian's and Ubuntu's packages
/// install (fonts-noto-cjk, fonts-noto-color-emoji; the same paths on Debian 12 and 13 and Ubuntu
/// 22.04 and 24.04), whatever fontconfig's configuration says, and each image names the file and
/// revision that drew it (`RenderProvenance`), so a failing comparison can say that the emoji face
/// is another revision here. Only on a system without those files does fontconfig choose.
enum SystemFonts {
    typealias Face = BundledFonts.Face

    /// The packaged files by family name. Noto Sans CJK SC is face 2 of each collection (JP, KR,
    /// SC, TC, HK), as fontconfig reports it (`fc-match -f '%{file} %{index}' 'Noto Sans CJK SC'`).
    static let families: [String: [Face]] = [
        FontFiles.cjk: [Face(folder: opentype, file: "NotoSansCJK-Regular.ttc", weight: 400, italic: false, index: 2),
                        Face(folder: opentype, file: "NotoSansCJK-Bold.ttc", weight: 700, italic: false, index: 2)],
        FontFiles.emoji: [Face(folder: truetype, file: "NotoColorEmoji.ttf", weight: 400, italic: false)],
    ]
    private static let opentype = "/usr/share/fonts/opentype/noto", truetype = "/usr/share/fonts/truetype/noto"

    /// The packaged file for a request, chosen among the family's files that exist as fontconfig
    /// would (`BundledFonts.nearest`); nil for another family or when none of its files exists.
    static func file(family: String, weight: Int, italic: Bool, exactWeight: Bool,
                     exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> FontFile? {
        let present = (families[family] ?? []).filter { exists($0.folder + "/" + $0.file) }
        return BundledFonts.nearest(present, weight: weight, italic: italic, exactWeight: exactWeight)
            .map { FontFile(path: $0.folder + "/" + $0.file, index: $0.index) }
    }
}
