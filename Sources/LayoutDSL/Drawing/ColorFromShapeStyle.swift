extension Color {
    /// The colour a shape style resolves to (SwiftUI's `Color(_:)` of a style whose `Resolved`
    /// is `Color.Resolved`), resolved again in each environment it is drawn in.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.init(provider: .style(ResolvingStyle(style: color) { color.resolve(in: $0) }))
    }
}

/// A shape style kept by a colour: equal when the styles are.
struct ResolvingStyle: Hashable, Sendable {
    let style: any Hashable & Sendable
    let resolve: @Sendable (EnvironmentValues) -> Color.Resolved

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.style) == AnyHashable(rhs.style) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(style)) }
}
