/// What an SF Symbols name without a glyph of its own draws, rather than a placeholder box: the
/// nearest name of its family that has one. A `.circle` or `.square` form (`airplane.circle.fill`,
/// `heart.square`) is composed as SF Symbols draws those variants: the base glyph at 55 % inside
/// a disc or rounded square, knocked out of a filled one, inside a ring or outlined square
/// otherwise (the proportions are an estimate of SF Symbols'; the open fonts have the enclosed
/// forms of a few glyphs only). Any other name draws its family's glyph: components are dropped
/// from the end until a name is found (`shoe.2.fill` draws `shoe`). Either way a warning names
/// what was drawn.
package struct SymbolFallback {
    package enum Enclosure { case circle, square }

    /// The name whose glyph is drawn.
    package let base: String
    package let symbol: SystemSymbol
    /// The enclosure composed around it, and whether it is filled.
    package let enclosure: (shape: Enclosure, filled: Bool)?

    package init?(name: String) {
        var words = name.split(separator: ".").map(String.init)
        let filled = words.last == "fill"
        if filled { words.removeLast() }
        if let last = words.last, words.count > 1, last == "circle" || last == "square" {
            let base = words.dropLast().joined(separator: ".")
            let candidates = filled ? [base + ".fill", base] : [base, base + ".fill"]
            if let found = candidates.lazy.compactMap({ name in SystemSymbol.named(name).map { (name, $0) } }).first {
                self.base = found.0
                symbol = found.1
                enclosure = (last == "circle" ? .circle : .square, filled)
                return
            }
        }
        var family = name.split(separator: ".").map(String.init)
        while family.count > 1 {
            family.removeLast()
            let candidate = family.joined(separator: ".")
            if let symbol = SystemSymbol.named(candidate) {
                base = candidate
                self.symbol = symbol
                enclosure = nil
                return
            }
        }
        return nil
    }

    /// Whether `name` is the outline form of an enclosed symbol the table lists filled
    /// (`ellipsis.circle` of `ellipsis.circle.fill`): the table leaves such names to this
    /// composition on purpose (scripts/symbols/sf-symbols.txt), so drawing one is no fallback
    /// worth a warning.
    package func isOutlineOfListedSymbol(_ name: String) -> Bool {
        guard let enclosure, !enclosure.filled else { return false }
        return SystemSymbol.named(name + ".fill") != nil
    }

    /// The glyph's outline inside the enclosure, for an even-odd fill: the glyph's contours cut
    /// the filled enclosure and fill the ring's hole.
    func outline(glyph: Path) -> Path {
        guard let enclosure else { return glyph }
        let ink = glyph.boundingRect
        guard ink.width > 0, ink.height > 0 else { return glyph }
        // The enclosure spans the glyph's em box (an icon's 20 of 24 units), the glyph 55 % of it.
        let side: CGFloat = 20.0 / 24
        let center = CGPoint(x: ink.midX, y: ink.midY)
        let box = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        let scale = side * 0.55 / max(ink.width, ink.height)
        let fit = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        var path = Path()
        let line = side * 0.085
        switch enclosure.shape {
        case .circle:
            path.addEllipse(in: box)
            if !enclosure.filled { path.addEllipse(in: box.insetBy(dx: line, dy: line)) }
        case .square:
            path.addPath(Path(roundedRect: box, cornerRadius: side * 0.22, style: .continuous))
            if !enclosure.filled {
                path.addPath(Path(roundedRect: box.insetBy(dx: line, dy: line), cornerRadius: side * 0.22 - line,
                                  style: .continuous))
            }
        }
        path.addPath(glyph.applying(fit))
        return path
    }
}
