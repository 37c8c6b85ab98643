/// A space between toolbar items (SwiftUI's `ToolbarSpacer` of iOS 26): a `Spacer()` among the
/// items of its placement for `.flexible`, pushing the items after it to the far side of a bottom
/// toolbar, and a gap of 8 pt for `.fixed` in the iOS 18 design (an estimate: UIKit's fixed space
/// is the system's and Apple gives no width). In the navigation bar's leading and trailing
/// groups, which are as wide as their items, a flexible spacer keeps its minimum length. In the
/// Liquid Glass design a spacer also ends the glass platter the items before it share
/// (`GlassToolbarGroups`).
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the sizing and placement given.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var entries: [ToolbarEntry] {
        let space: AnyView = sizing == .flexible ? AnyView(Spacer(minLength: 0)) : AnyView(Color.clear.frame(width: 8, height: 0))
        return [ToolbarEntry(placement: placement, content: space, spacer: sizing)]
    }
}

@available(iOS 26.0, macOS 26.0, *)
extension ToolbarSpacer: Sendable {}
