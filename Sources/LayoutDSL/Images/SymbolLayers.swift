/// The layers of a symbol that SF Symbols draws in separate colours under `.hierarchical` and
/// `.palette` rendering: a glyph (the primary layer) inside an enclosure (the secondary layer:
/// `checkmark.circle.fill`'s disc, `exclamationmark.triangle`'s triangle).
///
/// The open icons standing in for SF Symbols are one layer each, so the layers are recovered
/// from the outline's contours, which is faithful only where an enclosure names the symbol:
/// a name with an enclosure word after its first component (`xmark.circle.fill`,
/// `checkmark.shield`, `person.crop.square`) and an outline with exactly one outermost contour.
/// In the filled form the glyph is knocked out of the enclosure (Material's `check_circle`), so
/// the enclosure layer is the outline as drawn and the glyph layer is every contour inside the
/// outermost one, filled even-odd (the knocked-out shapes, with their own holes open again): the
/// two tile the icon. In the outline form (`check_circle_outline`) the enclosure is the
/// outermost contour and the ring's inner edge, and the glyph every contour inside those.
/// Any other symbol is one layer: SF symbols with several glyph layers of their own
/// (`person.3.sequence.fill`, `cloud.sun.rain.fill`) draw as monochrome here.
/// (Layers: https://developer.apple.com/documentation/swiftui/symbolrenderingmode, "hierarchical:
/// A mode that renders symbols as multiple layers, with different opacities applied to the
/// foreground style"; the enclosure as the secondary layer follows the SF Symbols app's
/// hierarchical annotations of the `.circle`/`.square` variants.)
struct SymbolLayers: Equatable {
    /// The secondary layer, nonzero fill.
    let enclosure: Path
    /// The primary layer, even-odd fill.
    let glyph: Path

    static let enclosureWords: Set<Substring> = ["circle", "square", "triangle", "seal", "shield", "app", "rectangle",
                                                 "diamond", "hexagon", "octagon", "capsule", "rhombus"]

    /// The layers of `name`'s outline, or nil when the symbol is one layer here.
    init?(name: String, outline: Path) {
        let words = name.split(separator: ".")
        guard words.count > 1, words.dropFirst().contains(where: Self.enclosureWords.contains) else { return nil }
        let contours = Self.contours(of: outline)
        let depths = contours.indices.map { i in
            contours.indices.filter { j in j != i && Self.contains(contours[j], contours[i]) }.count
        }
        guard depths.filter({ $0 == 0 }).count == 1 else { return nil }
        let filled = words.last == "fill"
        let enclosureDepth = filled ? 0 : 1
        var enclosure = Path(), glyph = Path()
        for (contour, depth) in zip(contours, depths) {
            if depth > enclosureDepth { glyph.addPath(contour) } else { enclosure.addPath(contour) }
        }
        guard !glyph.isEmpty else { return nil }
        self.enclosure = filled ? outline : enclosure
        self.glyph = glyph
    }

    /// The closed subpaths of a path, each from its `move` to the next.
    static func contours(of path: Path) -> [Path] {
        var contours: [Path] = []
        var current = Path()
        path.forEach { element in
            if case .move = element, !current.isEmpty { contours.append(current); current = Path() }
            switch element {
            case .move(let p): current.move(to: p)
            case .line(let p): current.addLine(to: p)
            case .quadCurve(let p, let c): current.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: current.closeSubpath()
            }
        }
        if !current.isEmpty { contours.append(current) }
        return contours
    }

    /// Whether `inner` lies inside `outer`: contours of a font outline do not cross, so its
    /// first on-curve point decides, once its bounds lie within `outer`'s.
    static func contains(_ outer: Path, _ inner: Path) -> Bool {
        guard outer.boundingRect.contains(inner.boundingRect) else { return false }
        guard let start = inner.elements.lazy.compactMap({ element -> CGPoint? in
            if case .move(let p) = element { return p } else { return nil }
        }).first else { return false }
        return outer.contains(start, eoFill: true)
    }
}
