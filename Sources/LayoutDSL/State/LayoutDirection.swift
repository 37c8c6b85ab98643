/// A direction in which views are laid out. SwiftUI lays out in leading/trailing terms and,
/// right to left, "horizontally flips the x position of each view within its parent, so layout
/// calculations automatically produce the desired effect for both modes" (Apple,
/// `LayoutDirection`; `LayoutSubviews.layoutDirection`). Here layouts compute in leading terms
/// and `LayoutPass` mirrors each child inside a right-to-left parent.
public enum LayoutDirection: CaseIterable, Hashable, Sendable { case leftToRight, rightToLeft }

extension EnvironmentValues {
    /// The direction views in this environment are laid out in: `.rightToLeft` mirrors stacks,
    /// alignment, padding edges, offsets and scroll content; `.environment(\.layoutDirection,
    /// .leftToRight)` inside restores left to right for that subtree.
    public var layoutDirection: LayoutDirection {
        get { storedLayoutDirection } set { storedLayoutDirection = newValue }
    }
}
