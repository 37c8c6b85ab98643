extension Edge {
    /// One corner of a rectangle (SwiftUICore's `Edge.Corner` of iOS 26), named by the edges that
    /// meet there, leading and trailing following the layout direction.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing
    }
}
