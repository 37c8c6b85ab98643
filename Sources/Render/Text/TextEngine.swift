import CFreeType
import CHarfBuzz
import CUnibreak
import LayoutDSL

/// Measures and shapes text for layout, and remembers what it shaped for drawing: the metrics
/// layout reads are the ones glyphs are drawn with.
///
/// Fonts: the system font is Inter (standing in for SF Pro), at the exact weight asked for;
/// characters the font lacks fall back to Noto Sans CJK, then Noto Color Emoji. Shaping is
/// HarfBuzz's (kerning and ligatures on; `monospacedDigit` turns on `tnum`), in font units,
/// unhinted. Lines break at the opportunities libunibreak finds (UAX #14); a word longer than
/// the line breaks between characters, as SwiftUI's Text does.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    public static let shared = TextEngine()

    private let library: FT_Library
    private let lock = NSLock()
    private var faces: [FontFile: FontFace] = [:]
    private var warned: Set<String> = []

    init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        self.library = library!
        init_linebreak()
    }

    // MARK: Fonts

    private func face(_ file: FontFile) -> FontFace? {
        lock.withLock {
            if let face = faces[file] { return face }
            guard let face = try? FontFace(file: file, library: library) else { return nil }
            faces[file] = face
            return face
        }
    }

    private func warnOnce(_ message: String) {
        let first = lock.withLock { warned.insert(message).inserted }
        if first { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    /// The face for a font request. The system font must resolve to Inter at exactly the
    /// requested weight; an unknown custom family falls back to the system font (as SwiftUI
    /// does), with a warning. Without Inter, text uses fontconfig's sans-serif, with a warning
    /// that names the package (sizes then differ from the references); with no font at all,
    /// nil: text takes no space and draws nothing, and a warning says why. A missing font is a
    /// setup problem, never a crash.
    func primaryFace(_ font: Font) -> FontFace? {
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
            warnOnce("the system font \(FontFiles.system) is not installed (Debian package fonts-inter; run scripts/install-deps.sh); using \(file.path)")
            return face
        }
        warnOnce("no font is installed (fontconfig found none); text is not drawn")
        return nil
    }

    private lazy var fallbacks: [FontFace] = [FontFiles.cjk, FontFiles.emoji].compactMap {
        FontFiles.resolve(family: $0, weight: 400, italic: false, exactWeight: false).flatMap(face)
    }

    /// The face that draws a character: the primary one if it has every scalar (ignoring
    /// joiners and variation selectors), else the first fallback that does. Emoji-presentation
    /// characters go to the emoji font first.
    private func face(for character: Character, primary: FontFace?) -> FontFace? {
        let scalars = character.unicodeScalars.filter { !$0.isFormatting }
        let wantsEmoji = character.unicodeScalars.contains { $0.value == 0xFE0F }
            || (scalars.first?.properties.isEmojiPresentation ?? false)
        let primaries = primary.map { [$0] } ?? []
        let candidates = wantsEmoji ? fallbacks.reversed() + primaries : primaries + fallbacks
        return candidates.first { face in scalars.allSatisfy { face.glyphIndex($0) != 0 } } ?? primary ?? fallbacks.first
    }

    // MARK: Layout

    public func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText {
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

    private func layout(_ text: StyledText, scale: CGFloat, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> TextLayoutResult {
        let paragraph = Paragraph(text: text, scale: scale, engine: self)
        let lines = paragraph.breakLines(width: width)
        return TextLayoutResult(paragraph: paragraph, lines: lines, width: width, height: height, options: options)
    }

    fileprivate func itemize(_ text: StyledText, scale: CGFloat) -> [ShapingItem] {
        var items: [ShapingItem] = []
        var offset = 0
        for (runIndex, run) in text.runs.enumerated() {
            var font = run.font
            font.size *= scale
            font.lineHeight = font.lineHeight.map { $0 * scale }
            let primary = primaryFace(font)
            for character in run.string {
                let length = character.utf8.count
                guard let face = face(for: character, primary: primary) else {
                    offset += length
                    continue
                }
                if let last = items.last, last.run == runIndex, last.face === face, last.range.upperBound == offset {
                    items[items.count - 1].range = last.range.lowerBound..<(offset + length)
                } else {
                    items.append(ShapingItem(run: runIndex, face: face, font: font, color: run.color,
                                             kerning: run.kerning * scale, range: offset..<(offset + length)))
                }
                offset += length
            }
        }
        return items
    }
}

extension Unicode.Scalar {
    /// Joiners and variation selectors, which select glyphs rather than draw.
    var isFormatting: Bool {
        value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }
}

/// A stretch of text in one face and style, shaped together.
struct ShapingItem {
    let run: Int
    let face: FontFace
    let font: Font
    let color: Color.Resolved
    let kerning: CGFloat
    var range: Range<Int>
}

/// One glyph of a shaped paragraph, positioned along the paragraph's single line.
struct ShapedGlyph {
    let glyph: UInt32
    let item: Int
    /// UTF-8 offset of the cluster the glyph belongs to.
    let cluster: Int
    let advance: CGFloat
    let offset: CGPoint
}

/// A paragraph shaped as one line: glyphs in logical order, with the break opportunities of
/// its text (by UTF-8 offset).
struct Paragraph {
    let bytes: [UInt8]
    let items: [ShapingItem]
    let glyphs: [ShapedGlyph]
    /// For each byte, libunibreak's verdict on breaking after it.
    let breaks: [CChar]

    init(text: StyledText, scale: CGFloat, engine: TextEngine) {
        self.init(text: text, items: engine.itemize(text, scale: scale))
    }

    /// Text in one given face (the ellipsis of a truncated line).
    init(shaping text: StyledText, face: FontFace) {
        let run = text.runs[0]
        self.init(text: text, items: [ShapingItem(run: 0, face: face, font: run.font, color: run.color, kerning: 0,
                                                  range: 0..<run.string.utf8.count)])
    }

    private init(text: StyledText, items: [ShapingItem]) {
        bytes = Array(text.string.utf8)
        self.items = items
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: bytes.count)
        let breakable = Paragraph.breakableBytes(text.string)
        if !breakable.isEmpty {
            breakable.withUnsafeBufferPointer { b in
                breaks.withUnsafeMutableBufferPointer { set_linebreaks_utf8(b.baseAddress, b.count, "en", $0.baseAddress) }
            }
        }
        self.breaks = breaks
        glyphs = Paragraph.shape(bytes: bytes, items: items)
    }

    /// The text as libunibreak can take it. Debian 12 ships libunibreak 1.1, whose pair table
    /// predates the regional-indicator class: it aborts on U+1F1E6…1F1FF (and on U+FFFF).
    /// Each flag's first indicator stands in as an ideograph (class ID) and its second as a
    /// combining mark (class CM), both four UTF-8 bytes like the originals, so breaks fall
    /// around a flag and never inside it (UAX #14, LB30a); U+FFFF stands in as U+FFFD.
    static func breakableBytes(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        var pendingFlag = false
        for scalar in string.unicodeScalars {
            var replacement = scalar
            if (0x1F1E6...0x1F1FF).contains(scalar.value) {
                replacement = pendingFlag ? Unicode.Scalar(0x1D165)! : Unicode.Scalar(0x20000)!
                pendingFlag.toggle()
            } else {
                pendingFlag = false
                if scalar.value == 0xFFFF { replacement = Unicode.Scalar(0xFFFD)! }
            }
            bytes += Array(String(replacement).utf8)
        }
        return bytes
    }

    private static func shape(bytes: [UInt8], items: [ShapingItem]) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for (index, item) in items.enumerated() {
            hb_buffer_clear_contents(buffer)
            bytes.withUnsafeBufferPointer { b in
                b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) {
                    hb_buffer_add_utf8(buffer, $0, Int32(b.count), UInt32(item.range.lowerBound), Int32(item.range.count))
                }
            }
            hb_buffer_guess_segment_properties(buffer)
            var features: [hb_feature_t] = []
            if item.font.usesMonospacedDigits {
                var feature = hb_feature_t()
                if hb_feature_from_string("tnum", -1, &feature) != 0 { features.append(feature) }
            }
            hb_shape(item.face.hbFont, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            let unit = item.font.size / item.face.unitsPerEm
            for i in 0..<Int(count) {
                let cluster = Int(infos[i].cluster)
                let nextCluster = i + 1 < Int(count) ? Int(infos[i + 1].cluster) : item.range.upperBound
                let endsCluster = nextCluster != cluster
                glyphs.append(ShapedGlyph(
                    glyph: infos[i].codepoint, item: index, cluster: cluster,
                    advance: CGFloat(positions[i].x_advance) * unit + (endsCluster ? item.kerning : 0),
                    offset: CGPoint(x: CGFloat(positions[i].x_offset) * unit, y: CGFloat(positions[i].y_offset) * unit)))
            }
        }
        return glyphs
    }

    /// Spaces, tabs and line ends: they take no width at the end of a line and draw nothing.
    /// Glyphs added by truncation (cluster −1) are never whitespace.
    func isWhitespaceGlyph(_ glyph: ShapedGlyph) -> Bool {
        guard glyph.cluster >= 0 else { return false }
        let byte = bytes[glyph.cluster]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func isNewline(_ glyph: ShapedGlyph) -> Bool {
        glyph.cluster >= 0 && (bytes[glyph.cluster] == 0x0A || bytes[glyph.cluster] == 0x0D)
    }

    /// Lines as glyph ranges. Without a width, lines end only at mandatory breaks.
    func breakLines(width: CGFloat?) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [0..<0] }
        // Segments: glyph ranges between break opportunities.
        var segments: [(range: Range<Int>, mandatory: Bool)] = []
        var start = 0
        for index in glyphs.indices {
            let last = index + 1 == glyphs.count
            let next = last ? bytes.count : glyphs[index + 1].cluster
            guard last || next != glyphs[index].cluster else { continue }
            let verdict = breaks[next - 1]
            if last || verdict == CChar(LINEBREAK_MUSTBREAK) || verdict == CChar(LINEBREAK_ALLOWBREAK) {
                segments.append((start..<(index + 1), verdict == CChar(LINEBREAK_MUSTBREAK) && !last))
                start = index + 1
            }
        }
        var lines: [Range<Int>] = []
        var lineStart = 0, lineEnd = 0
        var lineWidth: CGFloat = 0   // including trailing whitespace
        func trimmedWidth(_ range: Range<Int>) -> CGFloat {
            var end = range.upperBound
            while end > range.lowerBound, isWhitespaceGlyph(glyphs[end - 1]) { end -= 1 }
            return glyphs[range.lowerBound..<end].reduce(0) { $0 + $1.advance }
        }
        for segment in segments {
            let full = glyphs[segment.range].reduce(0) { $0 + $1.advance }
            if let width, lineEnd > lineStart, lineWidth + trimmedWidth(segment.range) > width {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd; lineWidth = 0
            }
            if let width, lineEnd == lineStart, trimmedWidth(segment.range) > width {
                // A word wider than the line breaks between characters.
                var cursor = segment.range.lowerBound
                var accumulated: CGFloat = 0
                for index in segment.range {
                    let advance = glyphs[index].advance
                    if accumulated + advance > width, index > cursor, !isWhitespaceGlyph(glyphs[index]) {
                        lines.append(cursor..<index)
                        cursor = index; accumulated = 0
                    }
                    accumulated += advance
                }
                lineStart = cursor; lineEnd = segment.range.upperBound; lineWidth = accumulated
            } else {
                lineEnd = segment.range.upperBound
                lineWidth += full
            }
            if segment.mandatory {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd; lineWidth = 0
            }
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(lineStart..<lineEnd) }
        // Text ending in a newline ends with an empty line.
        if let last = glyphs.last, isNewline(last), lines.last?.isEmpty == false { lines.append(glyphs.count..<glyphs.count) }
        return lines
    }
}
