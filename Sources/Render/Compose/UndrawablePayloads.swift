import LayoutDSL

/// What of a tree this renderer cannot draw: text shaped, or images decoded, by engines other
/// than this module's (a `TextMeasuring` or `ImageLoading` of one's own in the environment, whose
/// results carry no glyphs or pixels the raster can read). The raster would leave them out and
/// the rest would look right, so `snap render` and the snapshot strategies refuse such a tree
/// instead, naming the types.
public struct UndrawablePayloads: Error, CustomStringConvertible, Equatable {
    /// The payloads' type names, sorted, each once.
    public let typeNames: [String]

    /// nil when the renderer can draw every item of the tree, canvases' drawings and image paints included.
    public init?(_ tree: ResolvedTree) {
        var names: Set<String> = []
        func paint(_ paint: Paint) {
            if case .tiledImage(let tile) = paint, !tile.image.isDrawable { names.insert("\(type(of: tile.image))") }
        }
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text): if !(text is TextLayoutResult) { names.insert("\(type(of: text))") }
                case .image(let image, _, _): if !image.isDrawable { names.insert("\(type(of: image))") }
                case .fill(_, _, let p), .stroke(_, _, let p), .shape(_, _, let p): paint(p)
                case .group(let group): collect(group.items)
                }
            }
        }
        for node in tree.allNodes { collect(node.display.content) }
        guard !names.isEmpty else { return nil }
        typeNames = names.sorted()
    }

    public var description: String {
        "the renderer cannot draw \(typeNames.joined(separator: ", ")): text and images must come from the engines " +
            "linked with it (the environment's textMeasurer and imageLoader as `EnvironmentValues.rendering` sets them)"
    }
}
