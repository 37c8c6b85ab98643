/// What a layout tells the views it lays out, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges along; spacers and dividers in it orient by it.
    public var stackOrientation: Axis?
    /// Whether the layout's `GridRow`s are rows of cells (`GridLayout`'s, wrapped or not), rather
    /// than their views laid out as any others.
    var arrangesGridRows = false
    public init() {}
}
