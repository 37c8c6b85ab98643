extension GraphicsContext {
    /// A view of the canvas's `symbols`, laid out and resolved once, drawable many times.
    public struct ResolvedSymbol {
        let items: [DisplayItem]
        /// The size the view took when offered the canvas's size.
        public let size: CGSize
    }

    /// The symbol view tagged `id`, or nil when the canvas has none with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.shared.symbols(AnyHashable(id))
    }

    /// Draws the symbol stretched to the rectangle, as a layer (its views composite as one).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let scale = CGAffineTransform(scaleX: symbol.size.width > 0 ? rect.width / symbol.size.width : 1,
                                      y: symbol.size.height > 0 ? rect.height / symbol.size.height : 1)
        append(.group(DisplayGroup(
            items: symbol.items, transform: scale.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))))
    }

    /// Draws the symbol at its size with `anchor` of its bounds at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }
}

extension ResolvedNode {
    /// The subtree as display items in the space `base` maps root space to: each node a group in
    /// its parent's space, its clip, opacity, perspective, colour filter, blur and shadow kept,
    /// the filters in the order the renderer applies a node's (`NodeEffect.Stage`): one node may
    /// hold several, a blur inside a shadow (`.blur(…).shadow(…)`) among them.
    func displayItem(in base: CGAffineTransform) -> DisplayItem? {
        let local = transform.concatenating(base)
        guard local.a * local.d - local.b * local.c != 0 else { return nil }
        let inverse = local.inverted()
        var inner = DisplayGroup(items: display.content + childNodes.compactMap { $0.displayItem(in: base.concatenating(inverse)) })
        if let clip = display.clip { inner.clips = [.shape(clip, inverse: false)] }
        inner.opacity = display.opacity
        if let projection = display.projection { inner.filters.append(.projection(projection)) }
        if let matrix = display.colorMatrix { inner.filters.append(.colorMatrix(matrix)) }
        if display.blurRadius > 0 { inner.filters.append(.blur(radius: display.blurRadius)) }
        if let shadow = display.shadow { inner.filters.append(.shadow(shadow, only: false, above: false, invertsAlpha: false)) }
        inner.isolated = !inner.filters.isEmpty || display.isCompositingGroup
        return .group(DisplayGroup(items: [.group(inner)], transform: local))
    }
}
