import CFreeType
import CHarfBuzz
import LayoutDSL

/// One face of a font file: FreeType for glyph outlines and bitmaps, HarfBuzz (its own
/// OpenType functions, unhinted, in font units) for shaping and metrics.
///
/// `@unchecked`: it owns FreeType and HarfBuzz handles, which Swift cannot see as Sendable;
/// the FreeType face and the glyph caches are used under `lock`; the HarfBuzz font (its own
/// OpenType functions) is not changed after `init`, and HarfBuzz shapes with it from any thread.
final class FontFace: @unchecked Sendable {
    let file: FontFile
    let unitsPerEm: CGFloat
    /// Typographic metrics in font units (ascender up, descender down, both positive).
    let ascender: CGFloat, descender: CGFloat, lineGap: CGFloat
    /// The height of flat capitals (OS/2 `sCapHeight`), in font units.
    let capHeight: CGFloat
    /// The height of flat lowercase letters (OS/2 `sxHeight`), in font units.
    let xHeight: CGFloat
    /// The tags of its substitution features (GSUB), such as `smcp`.
    let substitutions: Set<String>
    /// Where underlines and strikethroughs go, in font units above the baseline, and how thick
    /// they are: the font's own `post` and `OS/2` values, as CoreText draws them from the font.
    let underlineOffset: CGFloat, underlineThickness: CGFloat
    let strikeoutOffset: CGFloat, strikeoutThickness: CGFloat
    /// Color bitmap glyphs (Noto Color Emoji): drawn as images, scaled from `bitmapPPEM`.
    let isColorBitmap: Bool
    let bitmapPPEM: CGFloat
    let hbFont: OpaquePointer
    /// Which file this is, by its contents (`RenderProvenance`).
    let identity: FontIdentity
    private let face: FT_Face
    private let lock = NSLock()
    private var outlines: [GlyphOutlineKey: Path] = [:]
    private var bitmaps: [UInt32: GlyphBitmap?] = [:]
    private var strikes: [StrikeSize: GlyphStrike] = [:]
    /// Strikes kept per face before the cache starts over (each at most `GlyphStrike.byteLimit`).
    private static let strikeLimit = 16

    init(file: FontFile, library: FT_Library) throws {
        var face: FT_Face?
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face else {
            throw FontError(description: "cannot open font file \(file.path)")
        }
        self.face = face
        self.file = file
        identity = FontIdentity(face: face, path: file.path)
        unitsPerEm = CGFloat(face.pointee.units_per_EM == 0 ? 2048 : face.pointee.units_per_EM)
        let hasColor = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
        let scalable = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0
        isColorBitmap = hasColor && !scalable
        if isColorBitmap, face.pointee.num_fixed_sizes > 0 {
            FT_Select_Size(face, 0)
            bitmapPPEM = CGFloat(face.pointee.available_sizes[0].y_ppem) / 64
        } else {
            bitmapPPEM = unitsPerEm
        }
        let hbFace = hb_ft_face_create_referenced(face)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hbFont = font
        let upem = unitsPerEm
        func metric(_ tag: hb_ot_metrics_tag_t) -> CGFloat? {
            var position: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &position) != 0 ? CGFloat(position) : nil
        }
        // OS/2 typographic metrics when the font asks for them, else hhea, as CoreText does.
        let ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? upem * 0.8
        let descent = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? -upem * 0.2
        ascender = ascent
        descender = -descent
        lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0
        capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? ascent * 0.7
        underlineThickness = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? upem / 20
        underlineOffset = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -upem / 10
        strikeoutThickness = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? underlineThickness
        strikeoutOffset = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET).flatMap { $0 > 0 ? $0 : nil } ?? ascent * 0.3
        xHeight = metric(HB_OT_METRICS_TAG_X_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? capHeight * 0.7
        substitutions = FontFace.substitutionFeatures(of: font)
    }

    /// The feature tags of a font's GSUB table (`hb_ot_layout_table_get_feature_tags`).
    private static func substitutionFeatures(of font: OpaquePointer) -> Set<String> {
        let face = hb_font_get_face(font)
        let gsub: hb_tag_t = 0x4753_5542   // 'GSUB'
        var count = hb_ot_layout_table_get_feature_tags(face, gsub, 0, nil, nil)
        var tags = [hb_tag_t](repeating: 0, count: Int(count))
        _ = hb_ot_layout_table_get_feature_tags(face, gsub, 0, &count, &tags)
        return Set(tags.prefix(Int(count)).map { tag in
            String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
        })
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        lock.withLock { FT_Get_Char_Index(face, FT_ULong(scalar.value)) }
    }

    /// A glyph's outline in font units, y up (cached); `embolden` font units wider and higher
    /// (FreeType's `FT_Outline_Embolden`; negative thins it).
    func outline(_ glyph: UInt32, embolden: Int = 0) -> Path {
        lock.withLock {
            let key = GlyphOutlineKey(glyph: glyph, embolden: embolden)
            if let path = outlines[key] { return path }
            let path = loadOutline(glyph, embolden: embolden)
            outlines[key] = path
            return path
        }
    }

    private func loadOutline(_ glyph: UInt32, embolden: Int) -> Path {
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        if embolden != 0 { FT_Outline_Embolden(&face.pointee.glyph.pointee.outline, FT_Pos(embolden)) }
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.move(to!.pointee); return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.line(to!.pointee); return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.conic(control!.pointee, to!.pointee); return 0
            },
            cubic_to: { c1, c2, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0
            },
            shift: 0, delta: 0)
        withUnsafeMutablePointer(to: &builder) { pointer in
            _ = FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, pointer)
        }
        builder.finish()
        return builder.path
    }

    /// The strike for an em of `scaleX` by `scaleY` device pixels (exact sizes: no rounding).
    func strike(scaleX: CGFloat, scaleY: CGFloat) -> GlyphStrike {
        let size = StrikeSize(scaleX: Double(scaleX).bitPattern, scaleY: Double(scaleY).bitPattern)
        return lock.withLock {
            if let strike = strikes[size] { return strike }
            if strikes.count >= FontFace.strikeLimit { strikes.removeAll() }
            let strike = GlyphStrike(scaleX: scaleX, scaleY: scaleY)
            strikes[size] = strike
            return strike
        }
    }

    private struct StrikeSize: Hashable { let scaleX: UInt64, scaleY: UInt64 }

    /// A color glyph's bitmap at the font's strike (cached).
    func bitmap(_ glyph: UInt32) -> GlyphBitmap? {
        lock.withLock {
            if let cached = bitmaps[glyph] { return cached }
            let bitmap = loadBitmap(glyph)
            bitmaps[glyph] = bitmap
            return bitmap
        }
    }

    private func loadBitmap(_ glyph: UInt32) -> GlyphBitmap? {
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0 else { return nil }
        var canvas = Canvas(width: Int(bitmap.width), height: Int(bitmap.rows))
        for y in 0..<Int(bitmap.rows) {
            let row = bitmap.buffer.advanced(by: y * Int(bitmap.pitch))
            for x in 0..<Int(bitmap.width) {
                // FreeType's BGRA is premultiplied, as the canvas is.
                let b = row[4 * x], g = row[4 * x + 1], r = row[4 * x + 2], a = row[4 * x + 3]
                canvas[x, y] = Pixel(r: r, g: g, b: b, a: a)
            }
        }
        return GlyphBitmap(canvas: canvas, left: CGFloat(slot.bitmap_left), top: CGFloat(slot.bitmap_top))
    }
}

/// A color glyph image: pixels at the strike size and the bearing of its top-left corner
/// from the pen position (y up), in strike pixels.
struct GlyphBitmap {
    let canvas: Canvas
    let left: CGFloat
    let top: CGFloat
}

private struct GlyphOutlineKey: Hashable {
    let glyph: UInt32
    let embolden: Int
}

/// Collects FreeType's outline callbacks into a `Path` (conics become quadratic curves).
struct OutlineBuilder {
    var path = Path()
    private var open = false

    private func point(_ v: FT_Vector) -> CGPoint { CGPoint(x: CGFloat(v.x), y: CGFloat(v.y)) }

    mutating func move(_ to: FT_Vector) {
        if open { path.closeSubpath() }
        path.move(to: point(to)); open = true
    }
    mutating func line(_ to: FT_Vector) { path.addLine(to: point(to)) }
    mutating func conic(_ control: FT_Vector, _ to: FT_Vector) { path.addQuadCurve(to: point(to), control: point(control)) }
    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }
    mutating func finish() { if open { path.closeSubpath(); open = false } }
}
