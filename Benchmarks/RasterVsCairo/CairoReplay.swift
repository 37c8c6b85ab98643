import CCairo
import CairoFontShim
import LayoutDSL
import Render

/// Draws a resolved tree with cairo, item for item as `Renderer` draws it: the same paths,
/// transforms, clips, paints, strokes and glyphs, so the two renderers' times compare like for
/// like. What cairo has no direct counterpart for is counted in `approximations` and printed:
/// angular, elliptical and mesh gradients fill with their first stop; layers (shadow, blur,
/// colour filters, blend modes, projections, masks) become a plain group faded once; materials
/// fill with their tint; images and emoji bitmaps are skipped.
final class CairoReplay {
    let scale: CGFloat
    private(set) var approximations = 0
    private var faces: [String: OpaquePointer] = [:]
    private let fontOptions = cairo_font_shim_options()

    init(scale: CGFloat) { self.scale = scale }

    /// A new surface with a white background and the tree drawn on it.
    func render(_ tree: ResolvedTree) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth(tree), pixelHeight(tree))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(tree.root, cr, fade: 1)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    func pixelWidth(_ tree: ResolvedTree) -> Int32 { Int32((tree.canvasSize.width * scale).rounded(.up)) }
    func pixelHeight(_ tree: ResolvedTree) -> Int32 { Int32((tree.canvasSize.height * scale).rounded(.up)) }

    /// The tree drawn once into a cairo recording surface (white background included): what
    /// `replay(_:width:height:)` plays back, cairo's fastest way to draw the same commands
    /// again, with no Swift between them.
    func record(_ tree: ResolvedTree) -> OpaquePointer {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(pixelWidth(tree)), height: Double(pixelHeight(tree)))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let cr = cairo_create(recording)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(tree.root, cr, fade: 1)
        cairo_destroy(cr)
        return recording
    }

    /// A new image surface with a recording played back onto it.
    static func replay(_ recording: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_set_source_surface(cr, recording, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    private func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &m)
    }

    private func draw(_ node: ResolvedNode, _ cr: OpaquePointer, fade: Double) {
        let display = node.display
        let fade = fade * display.opacity
        guard fade > 0 else { return }
        let t = node.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        cairo_save(cr)
        if let clip = display.clip {
            setMatrix(cr, t)
            append(clip.path, cr)
            cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        let layer = display.needsLayer(fade: fade)
        if layer {
            approximations += 1
            cairo_push_group(cr)
        }
        let opacity = layer ? 1 : fade
        for item in display.content { draw(item, size: node.size, t: t, opacity: opacity, cr) }
        let children = display.masksWithLastSubview ? node.children.dropLast() : node.children[...]
        for child in children { draw(child, cr, fade: opacity) }
        if layer {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, fade)
        }
        cairo_restore(cr)
    }

    private func draw(_ item: DisplayItem, size: CGSize, t: CGAffineTransform, opacity: Double, _ cr: OpaquePointer) {
        switch item {
        case .fill(let path, let style, let paint):
            fill(path, style, paint, size: size, t: t, opacity: opacity, cr)
        case .stroke(let path, let style, let paint):
            stroke(path, style, paint, size: size, t: t, opacity: opacity, cr)
        case .shape(let outline, .fill(let style), let paint):
            fill(outline.path, style, paint, size: size, t: t, opacity: opacity, cr)
        case .shape(let outline, .stroke(let style), let paint):
            stroke(outline.path, style, paint, size: size, t: t, opacity: opacity, cr)
        case .text(let text):
            glyphs(text, t: t, opacity: opacity, cr)
        case .image:
            approximations += 1
        case .group(let group):
            cairo_save(cr)
            let inner = group.transform.concatenating(t)
            for clip in group.clips {
                guard case .shape(let shape, inverse: false) = clip else { approximations += 1; continue }
                setMatrix(cr, t)
                append(shape.path, cr)
                cairo_set_fill_rule(cr, shape.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            }
            if group.needsLayer { approximations += 1 }
            for inside in group.items { draw(inside, size: size, t: inner, opacity: opacity * group.opacity, cr) }
            cairo_restore(cr)
        }
    }

    private func fill(_ path: Path, _ style: FillStyle, _ paint: Paint, size: CGSize, t: CGAffineTransform, opacity: Double, _ cr: OpaquePointer) {
        setMatrix(cr, t)
        append(path, cr)
        setSource(paint, size: size, opacity: opacity, cr)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_fill(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    }

    private func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint, size: CGSize, t: CGAffineTransform, opacity: Double,
                        _ cr: OpaquePointer) {
        setMatrix(cr, t)
        append(path, cr)
        setSource(paint, size: size, opacity: opacity, cr)
        let pointScale = max(hypot(t.a, t.b), hypot(t.c, t.d), 1e-9)
        // A zero width is a one-pixel hairline, as the renderer (and CoreGraphics) draws it.
        cairo_set_line_width(cr, Double(style.lineWidth > 0 ? style.lineWidth : 1 / pointScale))
        cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dash.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        cairo_stroke(cr)
    }

    private func append(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quadCurve(let p, let c):
                // A quadratic as the cubic with the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    private func setSource(_ paint: Paint, size: CGSize, opacity: Double, _ cr: OpaquePointer) {
        func color(_ c: Color.Resolved) { cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * opacity) }
        func gradient(_ pattern: OpaquePointer, _ stops: [Paint.ResolvedStop]) {
            for stop in stops {
                cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(stop.color.red), Double(stop.color.green),
                                                  Double(stop.color.blue), Double(stop.color.opacity) * opacity)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
        switch paint {
        case .color(let c): color(c)
        case .linearGradient(let stops, let start, let end):
            gradient(cairo_pattern_create_linear(Double(start.x * size.width), Double(start.y * size.height),
                                                 Double(end.x * size.width), Double(end.y * size.height)), stops)
        case .radialGradient(let stops, let center, let r0, let r1):
            let cx = Double(center.x * size.width), cy = Double(center.y * size.height)
            gradient(cairo_pattern_create_radial(cx, cy, Double(r0), cx, cy, Double(r1)), stops)
        case .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _):
            approximations += 1
            color(stops.first?.color ?? .init(red: 0, green: 0, blue: 0, opacity: 0))
        case .meshGradient(let mesh):
            approximations += 1
            color(mesh.colors.first ?? mesh.background)
        case .tiledImage:
            approximations += 1
            color(.init(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        case .material(let material):
            approximations += 1
            color(material.flatColor)
        }
    }

    /// Runs of one colour through `cairo_show_glyphs`, one font face and size at a time.
    private func glyphs(_ text: ShapedText, t: CGAffineTransform, opacity: Double, _ cr: OpaquePointer) {
        guard let glyphs = text.drawnGlyphs else { approximations += 1; return }
        setMatrix(cr, t)
        cairo_set_font_options(cr, fontOptions)
        var run: [cairo_glyph_t] = []
        var start = 0
        while start < glyphs.count {
            let first = glyphs[start]
            var end = start
            run.removeAll(keepingCapacity: true)
            while end < glyphs.count, glyphs[end].fontPath == first.fontPath, glyphs[end].faceIndex == first.faceIndex,
                  glyphs[end].size == first.size, glyphs[end].color == first.color {
                let g = glyphs[end]
                run.append(cairo_glyph_t(index: UInt(g.glyph), x: Double(g.origin.x), y: Double(g.origin.y)))
                end += 1
            }
            if first.isColorBitmap {
                approximations += 1
            } else if let face = face(first.fontPath, first.faceIndex) {
                cairo_set_font_face(cr, face)
                cairo_set_font_size(cr, Double(first.size))
                cairo_set_source_rgba(cr, Double(first.color.red), Double(first.color.green), Double(first.color.blue),
                                      Double(first.color.opacity) * opacity)
                cairo_show_glyphs(cr, run, Int32(run.count))
            }
            start = end
        }
    }

    private func face(_ path: String, _ index: Int) -> OpaquePointer? {
        let key = "\(path)#\(index)"
        if let face = faces[key] { return face }
        let face = cairo_font_shim_face(path, Int32(index))
        faces[key] = face
        return face
    }
}
