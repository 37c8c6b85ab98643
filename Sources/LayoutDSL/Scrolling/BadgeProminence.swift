/// How strongly a list row shows its badge, as SwiftUI's `BadgeProminence` (iOS 17):
/// `.standard` is secondary text, `.decreased` tertiary text, and `.increased` white text on a
/// red capsule, as Mail shows unread counts.
public struct BadgeProminence: Hashable, Sendable {
    let rawValue: Int
    public static let decreased = BadgeProminence(rawValue: 0)
    public static let standard = BadgeProminence(rawValue: 1)
    public static let increased = BadgeProminence(rawValue: 2)
}

private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }

extension EnvironmentValues {
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] } set { self[BadgeProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// A list row's badge drawn at a prominence. The increased capsule pads the text 7 pt across
/// and 1 pt above and below, at least as wide as tall (estimated from iOS 17 renderings).
nonisolated struct ListRowBadge: View {
    let label: Text
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
        switch prominence {
        case .increased:
            label.foregroundStyle(Color.white)
                .padding(.horizontal, 7).padding(.vertical, 1)
                .background(Capsule().fill(Color.red))
        case .decreased:
            label.foregroundStyle(.tertiary)
        default:
            label.foregroundStyle(Color.secondary)
        }
    }
}
