import CFreeType

/// Which font file drew some text, told by the file's own contents rather than its path: its
/// family and style, its revision (the `head` table's `fontRevision`, the version a foundry
/// bumps with each release) and its `head.checkSumAdjustment`, which the OpenType specification
/// defines over every byte of the file ("head — Font Header Table": `0xB1B0AFBA` minus the sum of
/// the whole font), so two files with the same identity draw the same glyphs. The path is left
/// out: the same package installs the same file under different folders on different systems.
public struct FontIdentity: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var family: String
    public var style: String
    /// The file's name, without its folder.
    public var file: String
    /// `fontRevision` to three decimals ("4.000"), as font tools print it.
    public var revision: String
    /// `checkSumAdjustment` as eight hex digits; "none" for a font without a `head` table.
    public var checksum: String

    public init(family: String, style: String, file: String, revision: String, checksum: String) {
        self.family = family; self.style = style; self.file = file; self.revision = revision; self.checksum = checksum
    }

    /// The identity of an open FreeType face.
    init(face: FT_Face, path: String) {
        family = face.pointee.family_name.map { String(cString: $0) } ?? "unknown"
        style = face.pointee.style_name.map { String(cString: $0) } ?? "unknown"
        file = path.split(separator: "/").last.map(String.init) ?? path
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            let head = table.assumingMemoryBound(to: TT_Header.self).pointee
            // FT_Fixed is 16.16; printed as a decimal to three places, as `ttx` shows it.
            let thousandths = Int((Double(head.Font_Revision) / 65536 * 1000).rounded())
            revision = "\(thousandths / 1000)." + FontIdentity.digits(thousandths % 1000, width: 3, radix: 10)
            checksum = FontIdentity.digits(Int(UInt32(truncatingIfNeeded: head.CheckSum_Adjust)), width: 8, radix: 16)
        } else {
            revision = "none"
            checksum = "none"
        }
    }

    /// `value` in `radix`, zero-padded to `width` digits (no Foundation formatting: its output
    /// must not depend on the machine's locale).
    private static func digits(_ value: Int, width: Int, radix: Int) -> String {
        let text = String(value, radix: radix)
        return String(repeating: "0", count: max(width - text.count, 0)) + text
    }

    /// "Inter Regular 4.000 (Inter-Regular.otf, checksum 1a2b3c4d)".
    public var description: String { "\(family) \(style) \(version)" }

    /// Which revision and file of its family and style: "4.000 (Inter-Regular.otf, checksum 1a2b3c4d)".
    public var version: String { "\(revision) (\(file), checksum \(checksum))" }

    public static func < (l: FontIdentity, r: FontIdentity) -> Bool {
        (l.family, l.style, l.file, l.revision, l.checksum) < (r.family, r.style, r.file, r.revision, r.checksum)
    }
}
