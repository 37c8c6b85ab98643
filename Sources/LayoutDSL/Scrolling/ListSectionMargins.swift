private struct ListSectionMarginsKey: EnvironmentKey { static let defaultValue: [Edge: CGFloat] = [:] }

extension EnvironmentValues {
    /// The section margins `listSectionMargins(_:_:)` set on each edge.
    var listSectionMargins: [Edge: CGFloat] {
        get { self[ListSectionMarginsKey.self] } set { self[ListSectionMarginsKey.self] = newValue }
    }
}

@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension View {
    /// The margins of list sections on `edges` (nil: the list style's), as SwiftUI's
    /// `listSectionMargins(_:_:)` of iOS 26. Recorded in the environment, not yet applied: the
    /// lists drawn here place their sections with the style's margins (`ListMetrics`).
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        transformEnvironment(\.listSectionMargins) { margins in
            for edge in edges.edges { margins[edge] = length }
        }
    }
}
