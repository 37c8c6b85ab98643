import CFreeType
import CUnibreak
import LayoutDSL

/// Measures and shapes text for layout, and remembers what it shaped for drawing: the metrics
/// layout reads are the ones glyphs are drawn with.
///
/// Fonts: the system font is Inter (standing in for SF Pro), at the exact weight asked for;
/// characters the font lacks fall back to Noto Sans CJK, Noto Sans Arabic, Noto Sans Hebrew,
/// then Noto Color Emoji. All but the CJK and emoji faces ship with the package (`BundledFonts`).
/// Bidirectional text follows UAX #9 (levels by FriBidi, see `Paragraph`). Shaping is
/// HarfBuzz's (kerning and ligatures on; `monospacedDigit` turns on `tnum`), in font units,
/// unhinted. Lines break at the opportunities libunibreak finds (UAX #14); a word longer than
/// the line breaks between characters, as SwiftUI's Text does.
///
/// `@unchecked`: it owns a FreeType library handle, which Swift cannot see as Sendable; the
/// handle is used under `lock`, and so is every cache.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    public static let shared = TextEngine()

    private let library: FT_Library
    private let lock = NSLock()
    private var faces: [FontFile: FontFace] = [:]
    private var warned: Set<String> = []
    /// The faces characters fall back to, in order, at each weight asked for. CJK first, as
    /// before the right-to-left scripts came: no character the CJK or emoji font drew moved to
    /// the Arabic or Hebrew font (their only common ones are joiners and directional marks).
    /// Each family at the installed weight nearest the text's (Noto Sans CJK, Arabic and Hebrew
    /// ship Regular and Bold in Debian), so bold Chinese is bold, as iOS sets it in PingFang's
    /// weights. Made under `lock`, once a weight.
    private var fallbacksByWeight: [Int: [FontFace]] = [:]

    init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        self.library = library!
        init_linebreak()
    }

    func fallbacks(weight: Int) -> [FontFace] {
        if let known = lock.withLock({ fallbacksByWeight[weight] }) { return known }
        let faces = [FontFiles.cjk, FontFiles.arabic, FontFiles.hebrew, FontFiles.emoji].compactMap {
            FontFiles.resolve(family: $0, weight: weight, italic: false, exactWeight: false).flatMap(face)
        }
        lock.withLock { fallbacksByWeight[weight] = faces }
        return faces
    }

    // MARK: Fonts

    func face(_ file: FontFile) -> FontFace? {
        let (face, opened): (FontFace?, Bool) = lock.withLock {
            if let face = faces[file] { return (face, false) }
            guard let face = try? FontFace(file: file, library: library) else { return (nil, false) }
            faces[file] = face
            return (face, true)
        }
        if opened, let face, let difference = FontFiles.differenceFromCalibration(face.identity) { warnOnce(difference) }
        return face
    }

    /// FreeType's version (`FT_Library_Version`), for `RenderProvenance`.
    var freetypeVersion: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private func warnOnce(_ message: String) {
        let first = lock.withLock { warned.insert(message).inserted }
        if first { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    /// The face for a font request. The system font must resolve to Inter at exactly the
    /// requested weight; an unknown custom family falls back to the system font (as SwiftUI
    /// does), with a warning. Without the package's fonts and an installed Inter, text uses
    /// fontconfig's sans-serif, with a warning (sizes then differ from the references); with no font at all,
    /// nil: text takes no space and draws nothing, and a warning says why. A missing font is a
    /// setup problem, never a crash.
    func primaryFace(_ font: Font) -> FontFace? {
        if RenderResources.fonts == nil {
            warnOnce("the package's fonts (\(RenderResources.bundleName)/Fonts) are not beside "
                + "\(RenderResources.binaryPath ?? "this program"); text uses the fonts fontconfig finds, "
                + "and draws differently from references")
        }
        let family: String
        switch (font.family, font.design) {
        case let (name?, _): family = name
        case (nil, .serif): family = FontFiles.serif
        case (nil, .monospaced): family = FontFiles.monospaced
        default: family = FontFiles.system
        }
        let weight = font.weight.value
        if let file = FontFiles.resolve(family: family, weight: weight, italic: font.isItalic, exactWeight: family == FontFiles.system)
            ?? FontFiles.resolve(family: family, weight: weight, italic: false, exactWeight: family == FontFiles.system),
            let face = face(file) {
            return face
        }
        if family != FontFiles.system {
            warnOnce("font family '\(family)' is not installed; using \(FontFiles.system)")
            var system = font
            system.family = nil
            system.design = .default
            return primaryFace(system)
        }
        if let file = FontFiles.resolve(family: FontFiles.system, weight: 400, italic: false, exactWeight: false), let face = face(file) {
            warnOnce("\(FontFiles.system) has no weight \(weight) installed; using Regular")
            return face
        }
        if let file = FontFiles.anySansSerif, let face = face(file) {
            warnOnce("the system font \(FontFiles.system) is not installed; using \(file.path)")
            return face
        }
        warnOnce("no font is installed (fontconfig found none); text is not drawn")
        return nil
    }

    /// The face that draws a character: the primary one if it has every scalar (ignoring
    /// joiners and variation selectors), else the first of `fallbacks` (the run's weight's)
    /// that does. Emoji-presentation characters go to the emoji font first.
    func face(for character: Character, primary: FontFace?, fallbacks: [FontFace]) -> FontFace? {
        let scalars = character.unicodeScalars.filter { !$0.isFormatting }
        let wantsEmoji = character.unicodeScalars.contains { $0.value == 0xFE0F }
            || (scalars.first?.properties.isEmojiPresentation ?? false)
        let primaries = primary.map { [$0] } ?? []
        let candidates = wantsEmoji ? fallbacks.reversed() + primaries : primaries + fallbacks
        return candidates.first { face in scalars.allSatisfy { face.glyphIndex($0) != 0 } } ?? primary ?? fallbacks.first
    }

    // MARK: Layout

    public func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText {
        let key = LayoutKey(text: text, size: ProposalKey(width: width, height: height), options: options)
        if let cached = lock.withLock({ layouts[key] }) { return cached }
        let result = fittedLayout(text, width: width, height: height, options: options)
        lock.withLock {
            if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = result
        }
        return result
    }

    /// Layouts already made: a layout is a pure function of its text, size and options, and
    /// every frame of a sequence lays the same texts out again (a 1,000-row list: 1,000 texts a
    /// frame). Bounded: past the limit the cache starts over, which changes no result.
    private struct LayoutKey: Hashable {
        let text: StyledText
        /// (A NaN width is a key like any other: with `CGFloat?` it never hit.)
        let size: ProposalKey
        let options: TextLayoutOptions
    }
    private static let layoutCacheLimit = 8192
    private var layouts: [LayoutKey: TextLayoutResult] = [:]

    private func fittedLayout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> TextLayoutResult {
        var result = layout(text, scale: 1, width: width, height: height, options: options)
        if result.truncated, options.minimumScaleFactor < 1 {
            // The largest scale (to 1/256) at which the text fits without truncation.
            var low = options.minimumScaleFactor, high: CGFloat = 1
            var best = layout(text, scale: low, width: width, height: height, options: options)
            if !best.truncated {
                for _ in 0..<8 {
                    let middle = (low + high) / 2
                    let attempt = layout(text, scale: middle, width: width, height: height, options: options)
                    if attempt.truncated { high = middle } else { low = middle; best = attempt }
                }
            }
            result = best
        }
        return result
    }

    private func layout(_ text: StyledText, scale: CGFloat, width: CGFloat?, height: CGFloat?,
                        options: TextLayoutOptions) -> TextLayoutResult {
        let paragraph = Paragraph(text: text, scale: scale, direction: ParagraphDirection(options), engine: self)
        let lines = paragraph.breakLines(width: width, pushesOutOrphans: options.lineLimit != 1)
        return TextLayoutResult(paragraph: paragraph, lines: lines, width: width, height: height, options: options)
    }
}
