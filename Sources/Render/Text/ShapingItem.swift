import CHarfBuzz
import LayoutDSL

/// A stretch of text shaped together: one style run, one face, one bidi embedding level and one
/// script. HarfBuzz shapes a buffer in one direction and leaves bidi segmentation to its caller
/// (https://harfbuzz.github.io/what-harfbuzz-doesnt-do.html), and a buffer carries one script
/// (https://harfbuzz.github.io/setting-buffer-properties.html); Pango, SkParagraph and libraqm
/// itemize the same way.
struct ShapingItem {
    let run: Int
    let face: FontFace
    let font: Font
    let color: Color.Resolved
    let kerning: CGFloat
    /// The UAX #9 embedding level: odd levels shape right to left.
    let level: UInt8
    /// The script of its letters; nil when it has only common characters (digits, spaces,
    /// punctuation, emoji), which HarfBuzz then guesses as before.
    var script: hb_script_t?
    var range: Range<Int>
    var underline: StyledText.Decoration? = nil
    var strikethrough: StyledText.Decoration? = nil
    var baselineOffset: CGFloat = 0
    /// `StyledText.Run.glyphShift`, in pixels.
    var glyphShift: CGFloat = 0
    /// `StyledText.Run.language`, given to HarfBuzz.
    var language: String? = nil
    /// `StyledText.Run.lineHeight` and `paragraphAlignment`: its paragraph's line height and alignment.
    var lineHeight: AttributedString.LineHeight? = nil
    var paragraphAlignment: AttributedString.TextAlignment? = nil

    var isRightToLeft: Bool { level % 2 == 1 }
}
