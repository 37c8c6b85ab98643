@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// The row's content insets on `edges` set to `length`, the other edges keeping the style's
    /// (`ListMetrics.rowInsets(_:_:)`), as SwiftUI's `listRowInsets(_:_:)` of iOS 26; a nil length keeps
    /// the style's on those edges too. As with `listRowInsets(_:)`, the modifier nearest the row wins.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        listRowTrait { traits, context in
            guard traits.insets == nil else { return }
            let environment = context.environment
            var insets = ListMetrics.rowInsets(environment.systemDesign, environment.listRowAppearance ?? .insetGrouped)
            if let length {
                if edges.contains(.top) { insets.top = length }
                if edges.contains(.leading) { insets.leading = length }
                if edges.contains(.bottom) { insets.bottom = length }
                if edges.contains(.trailing) { insets.trailing = length }
            }
            traits.insets = insets
        }
    }
}
