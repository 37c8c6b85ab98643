/// What a layout tells the views it lays out, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges along; spacers and dividers in it orient by it.
    public var stackOrientation: Axis?
    public init() {}
}
