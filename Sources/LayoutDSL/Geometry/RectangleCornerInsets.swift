/// The sizes of what stands in a rectangle's corners (iOS 26's `RectangleCornerInsets`): "pieces
/// of system UI as well as the corner radii for windows and presentations" that a view in the
/// corner would overlap (Apple's documentation of `GeometryProxy.containerCornerInsets`).
public struct RectangleCornerInsets: Hashable, Sendable {
    public var topLeading: CGSize
    public var topTrailing: CGSize
    public var bottomLeading: CGSize
    public var bottomTrailing: CGSize

    public init() {
        self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
    }

    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
    }
}

extension EdgeInsets {
    /// These insets grown by the corners along `edges`, each edge by the larger of its two
    /// corners: "when the top edge is specified, the top inset will be adjusted by the larger of
    /// the two heights from the top leading and trailing corner inset sizes" (Apple's
    /// documentation of `EdgeInsets.inset(by:edges:)`, iOS 26).
    public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
        var insets = self
        if edges.contains(.top) { insets.top += max(corners.topLeading.height, corners.topTrailing.height) }
        if edges.contains(.bottom) { insets.bottom += max(corners.bottomLeading.height, corners.bottomTrailing.height) }
        if edges.contains(.leading) { insets.leading += max(corners.topLeading.width, corners.bottomLeading.width) }
        if edges.contains(.trailing) { insets.trailing += max(corners.topTrailing.width, corners.bottomTrailing.width) }
        return insets
    }
}

extension GeometryProxy {
    /// The container's corner insets (iOS 26). Apple: "when the window fills the entire screen
    /// without displaying window controls, the inset sizes will always be zero"; every scene
    /// snap draws fills its screen without window controls, so they are zero here. The corners of
    /// presentations (a sheet's) are not measured and count as zero too.
    public var containerCornerInsets: RectangleCornerInsets { RectangleCornerInsets() }
}

extension View {
    /// Moves the view off the container's corner insets along `edges` (iOS 26); with
    /// `sizeToFit`, it fits the room left rather than keeping its size. The insets being zero in
    /// every container drawn here (`GeometryProxy.containerCornerInsets`), the view stays as it is.
    nonisolated public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View { self }
}
