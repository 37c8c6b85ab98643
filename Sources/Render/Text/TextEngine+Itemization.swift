import CHarfBuzz
import LayoutDSL

extension TextEngine {
    /// Splits styled text into shaping items: a new item wherever the style run, the face, the
    /// embedding level (`levels`, by UTF-8 offset) or the script changes. Common and inherited
    /// characters (spaces, digits, punctuation, marks) join the script around them, as in
    /// UAX #24's script runs (https://www.unicode.org/reports/tr24/#Common), so "Hello, world"
    /// stays one item. Letters at `smallCapitals` (UTF-8 offsets) are made small capitals: set
    /// at the face's x-height over its cap height, in an item of their own.
    func itemize(_ text: StyledText, scale: CGFloat, levels: [UInt8], smallCapitals: Set<Int> = []) -> [ShapingItem] {
        var items: [ShapingItem] = []
        var offset = 0
        for (runIndex, run) in text.runs.enumerated() {
            var font = run.font
            font.size *= scale
            let primary = primaryFace(font)
            let fallbacks = fallbacks(weight: font.weight.value)
            let systemTracking = isSystemFont(font) ? StandInTracking.tracking(size: font.size, weight: font.weight) / 1000 * font.size : 0
            for character in run.string {
                let length = character.utf8.count
                guard let face = face(for: character, primary: primary, fallbacks: fallbacks) else {
                    offset += length
                    continue
                }
                var font = font
                if smallCapitals.contains(offset) { font.size *= face.xHeight / face.capHeight }
                let level = levels[offset]
                let script = TextEngine.script(of: character)
                if let last = items.last, last.run == runIndex, last.face === face, last.level == level, last.font == font,
                   last.range.upperBound == offset, script == nil || last.script == nil || script == last.script {
                    items[items.count - 1].range = last.range.lowerBound..<(offset + length)
                    if items[items.count - 1].script == nil { items[items.count - 1].script = script }
                } else {
                    items.append(ShapingItem(run: runIndex, face: face, font: font, color: run.color,
                                             kerning: run.kerning * scale + (face === primary ? systemTracking : 0),
                                             level: level, script: script, range: offset..<(offset + length),
                                             underline: run.underline, strikethrough: run.strikethrough,
                                             baselineOffset: run.baselineOffset * scale, glyphShift: run.glyphShift * scale,
                                             language: run.language, lineHeight: run.lineHeight,
                                             paragraphAlignment: run.paragraphAlignment))
                }
                offset += length
            }
        }
        return items
    }

    /// The text with the small capitals its faces lack made of capitals: each such letter
    /// replaced by its capital (when that is as long in UTF-8, which keeps every offset), and
    /// the offsets of the letters to set small. Letters whose face has the feature are left to it.
    func smallCapitals(_ text: StyledText) -> (StyledText, Set<Int>) {
        guard text.runs.contains(where: { !$0.font.smallCapsFeatures.isEmpty }) else { return (text, []) }
        var result = text, small: Set<Int> = [], offset = 0
        for (index, run) in text.runs.enumerated() {
            let missing = run.font.smallCapsFeatures.filter { !(primaryFace(run.font)?.substitutions.contains($0) ?? false) }
            guard !missing.isEmpty else { offset += run.string.utf8.count; continue }
            var string = ""
            for character in run.string {
                let capital = character.uppercased()
                let synthesized = run.font.setsAsSmallCapital(character) && capital.utf8.count == character.utf8.count
                    && (character.isLowercase ? missing.contains("smcp") : missing.contains("c2sc"))
                if synthesized { small.insert(offset) }
                string += synthesized ? capital : String(character)
                offset += character.utf8.count
            }
            result.runs[index].string = string
        }
        return (result, small)
    }

    /// Whether `font` is the system font (SF Pro on iOS, its stand-in here), whose tracking table
    /// applies; other families and the fallback faces keep their own spacing. SF Pro Rounded has a
    /// table of its own, but its letters are drawn with the same stand-in here, so they are set as
    /// SF Pro's; SF Mono has none (docs/typography.md §1).
    func isSystemFont(_ font: Font) -> Bool {
        font.family == nil && (font.design == .default || font.design == .rounded)
    }

    /// The script of a character's first scalar that has one of its own (HarfBuzz's Unicode
    /// data); nil for characters of the Common and Inherited scripts.
    private static func script(of character: Character) -> hb_script_t? {
        let functions = hb_unicode_funcs_get_default()
        for scalar in character.unicodeScalars {
            let script = hb_unicode_script(functions, scalar.value)
            if script != HB_SCRIPT_COMMON, script != HB_SCRIPT_INHERITED, script != HB_SCRIPT_UNKNOWN { return script }
        }
        return nil
    }
}
